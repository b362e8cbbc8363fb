// In every page, so only this: the first sign of interest in a code block with typed names (a
// pointer, focus, a key) loads the popups' script (type-popups.ts), which also takes the block's keys.
function onIntent(event: Event) {
  const block = (event.target as Element).closest?.<HTMLElement>('pre[data-types]');
  if (block) void import('./type-popups').then((popups) => popups.onIntent(event, block));
}

if (typeof document !== 'undefined')
  for (const type of ['pointerover', 'pointerout', 'focusin', 'focusout', 'keydown'])
    document.addEventListener(type, onIntent);
