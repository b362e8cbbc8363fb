import React, { useMemo } from 'react';
import { MotiView, type MotiTransition } from 'moti';
import { Easing } from 'react-native-reanimated';
import type { EasingPreset } from './easings';
import { presetById } from './easings';
import { PREVIEW_DISTANCE, transitionEntries, type TransitionSettings } from './settings';

// Reanimated's own easing functions: the preview plays what the code says, not our copy of them.
function reanimatedEasing({ curve, mode }: EasingPreset) {
  const base = curve === 'back' ? Easing.back() : Easing[curve];
  return mode ? Easing[mode](base) : base;
}

/** A square that plays the transition from the left to PREVIEW_DISTANCE; mounted anew on each change. */
export default function Preview({ settings }: { settings: TransitionSettings }) {
  const transition = useMemo(() => {
    const options: Record<string, unknown> = {};
    for (const { key, value } of transitionEntries(settings)) options[key] = value;
    if (options.easing) options.easing = reanimatedEasing(presetById(settings.easing));
    return options as MotiTransition;
  }, [settings]);
  return (
    <MotiView
      from={{ translateX: 0 }}
      animate={{ translateX: PREVIEW_DISTANCE }}
      transition={transition}
      style={{ width: 40, height: 40, borderRadius: 10, backgroundColor: '#a78bfa' }}
    />
  );
}
