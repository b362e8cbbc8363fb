import { useCallback, useSyncExternalStore } from 'react';
import { inPageVersion, isReanimatedVersion, type ReanimatedVersion } from '@site/src/data/reanimated-versions';
import { REANIMATED_CHOICE_ATTRIBUTE, REANIMATED_CHOICE_KEY } from '@site/src/version-facts/choice-storage';

/** The version an example runs on until the reader picks another: the one that needs no frame. */
const DEFAULT_REANIMATED_VERSION = inPageVersion;

const listeners = new Set<() => void>();
let chosen: ReanimatedVersion | null = null;

// Storage may be blocked (a privacy setting, a sandbox): the choice then lasts until the page unloads.
function stored(): ReanimatedVersion {
  try {
    const value = Number(window.localStorage.getItem(REANIMATED_CHOICE_KEY));
    return isReanimatedVersion(value) ? value : DEFAULT_REANIMATED_VERSION;
  } catch {
    return DEFAULT_REANIMATED_VERSION;
  }
}

function choose(version: ReanimatedVersion) {
  chosen = version;
  // The pages' <VersionFact> renderings follow it through CSS (src/version-facts/head-tags.ts).
  document.documentElement.setAttribute(REANIMATED_CHOICE_ATTRIBUTE, String(version));
  try {
    window.localStorage.setItem(REANIMATED_CHOICE_KEY, String(version));
  } catch {
    // Kept in memory only.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The Reanimated version every example runs on, shared by the examples of the page, and its setter. */
export function useReanimatedVersion(): [ReanimatedVersion, (version: ReanimatedVersion) => void] {
  const version = useSyncExternalStore(
    subscribe,
    () => (chosen ??= stored()),
    () => DEFAULT_REANIMATED_VERSION,
  );
  return [version, useCallback((next: ReanimatedVersion) => choose(next), [])];
}
