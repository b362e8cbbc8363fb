// Webpack loader for @docsearch/react 3.9.0 (dist/esm/index.js): lets the modal show its error screen.
// DocSearch sets the status to "error" when a search fails, but the autocomplete-core it bundles resets
// every search to "idle" in a `finally`, so "Unable to fetch results" (spec §8) never shows. The fix
// keeps "error" there. It replaces one exact piece of the published file; the build stops if the piece
// is missing, so a DocSearch upgrade is checked by hand instead of silently losing the screen.

const FIND = '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))';
const REPLACE = '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))';

/** @param {string} source */
function keepErrorStatus(source) {
  const at = source.indexOf(FIND);
  if (at === -1 || source.indexOf(FIND, at + 1) !== -1) {
    throw new Error('docsearch-error-screen-loader: @docsearch/react changed; check the error screen fix by hand.');
  }
  return source.replace(FIND, REPLACE);
}

/** @this {{ cacheable?: () => void }} @param {string} source */
function loader(source) {
  this.cacheable?.();
  return keepErrorStatus(source);
}

module.exports = loader;
module.exports.keepErrorStatus = keepErrorStatus;
