// Where the reader's Reanimated choice lives: in storage between visits, and on <html> for the
// CSS that shows each <VersionFact> for it. No imports, so that the site config can read it too.

/** The storage key of the choice, shared by every example and every fact of every page. */
export const REANIMATED_CHOICE_KEY = 'moti-docs:reanimated-version';

/** On <html>: the version the reader picked (absent: the default, `inPageVersion`). */
export const REANIMATED_CHOICE_ATTRIBUTE = 'data-reanimated';

/** On each rendering of a <VersionFact>: the version it is for. */
export const FACT_VERSION_ATTRIBUTE = 'data-fact-version';
