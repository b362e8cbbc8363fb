import { useState } from 'react';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';

// On a phone the theme builds the whole menu (navbar links and the docs sidebar, some 200 elements)
// as soon as the page hydrates, though it stays closed; on a phone's CPU that is a long task on
// every page load. The menu is built on its first opening instead, and kept from then on.
export default function NavbarMobileSidebarWrapper() {
  const { shown } = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return opened ? <NavbarMobileSidebar /> : null;
}
