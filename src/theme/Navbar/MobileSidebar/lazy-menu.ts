import { lazyWithRetry } from '../../../components/LoadFailure';

/**
 * The theme's menu for phones (navbar links and the docs sidebar, some 200 elements), in its own
 * chunk: phones fetch it when the reader reaches for the menu button (see index.tsx), desktops never do.
 */
export const LazyMobileMenu = lazyWithRetry(() => import('@theme-original/Navbar/MobileSidebar'));
