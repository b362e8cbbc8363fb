import { useCallback, useSyncExternalStore } from 'react';
import { isReanimatedVersion, type ReanimatedVersion } from '@site/src/live-example-frame/reanimated-versions';

/**
 * The version an example runs on until the reader picks another. Reanimated 3, although a new app
 * installs 4: Reanimated 4 runs only in its sandboxed frame (a 277 KB gzip document per example,
 * against one shared 87 KB runtime chunk for 3), loaded when chosen. Switch once 4 has a runtime
 * chunk in the page.
 */
export const DEFAULT_REANIMATED_VERSION: ReanimatedVersion = 3;

/** Where the choice is kept, so that every example of every page runs on the version last picked. */
export const REANIMATED_CHOICE_KEY = 'moti-docs:reanimated-version';

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
