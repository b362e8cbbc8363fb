import type { ClientModule } from '@docusaurus/types';
import { movedAnchors } from '../data/moved-anchors';

// Links from elsewhere still name sections that moved to pages of their own; send them on, keeping
// Back usable (replace, not push). Such a link is always a first load, so this runs before hydration.
function followMovedAnchor({ pathname, hash }: { pathname: string; hash: string }) {
  const target = movedAnchors[`${pathname.replace(/\/$/, '')}${hash}`];
  if (target) window.location.replace(target);
}

if (typeof window !== 'undefined') followMovedAnchor(window.location);

const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    followMovedAnchor(location);
  },
};

export default clientModule;
