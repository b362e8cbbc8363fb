import type { ClientModule } from '@docusaurus/types';

const decodes = (text: string) => {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

// After a client-side navigation Docusaurus scrolls to `decodeURIComponent(hash)`, and a malformed
// escape (`#%E0%A4%A`, say from a cut-off link) throws there: Back or Forward to such an address
// crashed the whole page (facebook/docusaurus#12092). This runs first, on the same location
// object, and escapes the hash so that it decodes to its own text, an id no element has.
const clientModule: ClientModule = {
  onRouteUpdate({ location }) {
    if (location.hash && !decodes(location.hash.slice(1))) {
      location.hash = `#${encodeURIComponent(location.hash.slice(1))}`;
    }
  },
};

export default clientModule;
