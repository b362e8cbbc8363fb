import type { ClientModule } from '@docusaurus/types';

const decodes = (text: string, decode: (text: string) => string) => {
  try {
    decode(text);
    return true;
  } catch {
    return false;
  }
};

// Docusaurus decodes the address with decodeURI before it renders anything, and a malformed
// escape in the path (`/guide%E0%A4%A`, a cut-off link) threw there: the page never hydrated.
// Client modules run first, so escape such a path's `%` signs: it then reads as its own text,
// no route has it, and the not-found page renders.
if (typeof window !== 'undefined' && !decodes(window.location.pathname, decodeURI)) {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(window.history.state, '', pathname.replace(/%/g, '%25') + search + hash);
}

// After a client-side navigation Docusaurus scrolls to `decodeURIComponent(hash)`, and a malformed
// escape (`#%E0%A4%A`) threw there: Back or Forward to such an address crashed the whole page
// (facebook/docusaurus#12092). This runs first, on the same location object, and escapes the
// hash so that it decodes to its own text, an id no element has.
const clientModule: ClientModule = {
  onRouteUpdate({ location }) {
    if (location.hash && !decodes(location.hash.slice(1), decodeURIComponent)) {
      location.hash = `#${encodeURIComponent(location.hash.slice(1))}`;
    }
  },
};

export default clientModule;
