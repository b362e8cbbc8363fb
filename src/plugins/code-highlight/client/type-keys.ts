// A code block is one tab stop, however many typed names it holds: Enter on it reaches its names,
// the arrow keys move between them, Escape goes back to the block. The popups themselves, and their
// script, load on the first sign of interest in a block (type-popups.ts).

const TYPED_BLOCK = 'pre[data-types]';
const NAME = '.tw';

function nextFocus(event: KeyboardEvent, block: HTMLElement): HTMLElement | undefined {
  const names = Array.from(block.querySelectorAll<HTMLElement>(NAME));
  if (event.target === block) return event.key === 'Enter' ? names[0] : undefined;
  const at = names.indexOf(event.target as HTMLElement);
  if (at < 0) return undefined;
  const moves: Record<string, HTMLElement | undefined> = {
    ArrowRight: names[at + 1],
    ArrowLeft: names[at - 1],
    Home: names[0],
    End: names.at(-1),
    Escape: block,
  };
  return moves[event.key];
}

function onKeyDown(event: KeyboardEvent) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const block = (event.target as Element).closest?.<HTMLElement>(TYPED_BLOCK);
  const next = block && nextFocus(event, block);
  if (!next) return;
  event.preventDefault();
  next.focus();
}

function onIntent(event: Event) {
  const block = (event.target as Element).closest?.<HTMLElement>(TYPED_BLOCK);
  if (block) void import('./type-popups').then((popups) => popups.onIntent(event, block));
}

if (typeof document !== 'undefined') {
  document.addEventListener('keydown', onKeyDown);
  for (const type of ['pointerover', 'pointerout', 'focusin', 'focusout']) document.addEventListener(type, onIntent);
}
