// The popups of a code block's typed names: fetched once per block from the file the build wrote
// (src/plugins/code-highlight/highlight.ts), each a tooltip that describes its name, shown while the
// name is hovered or focused (a tap focuses it). And the block's keys: the block is one tab stop,
// however many names it holds; Enter reaches its names, Left and Right move between them, Home and
// End go to the first and last, Escape goes back to the block.

type Popup = [type: string, docs?: string];

const NAME = '.tw';
const attached = new WeakMap<HTMLElement, Promise<void>>();
const popupOf = new WeakMap<Element, HTMLElement>();
let count = 0;

function popupElement([type, docs]: Popup): HTMLElement {
  const popup = document.createElement('div');
  popup.className = 'type-popup';
  popup.setAttribute('role', 'tooltip');
  popup.id = `type-popup-${++count}`;
  popup.hidden = true;
  const code = popup.appendChild(document.createElement('code'));
  code.className = 'type-popup-type';
  code.textContent = type;
  if (docs) {
    const text = popup.appendChild(document.createElement('span'));
    text.className = 'type-popup-docs';
    text.textContent = docs;
  }
  return popup;
}

async function attach(block: HTMLElement): Promise<void> {
  const response = await fetch(block.dataset.types!);
  if (!response.ok) throw new Error(`${response.status} for ${block.dataset.types}`);
  const popups = (await response.json()) as Popup[];
  // Beside the block's <pre>, in the box the theme positions, so a popup is never cut off by the scroll.
  const box = block.parentElement!;
  block.querySelectorAll(NAME).forEach((name, index) => {
    if (!popups[index]) return;
    const popup = box.appendChild(popupElement(popups[index]));
    name.setAttribute('aria-describedby', popup.id);
    popupOf.set(name, popup);
  });
}

function attachOnce(block: HTMLElement): Promise<void> {
  if (!attached.has(block)) {
    // A failed fetch leaves the names without popups; the next sign of interest tries again.
    const ready = attach(block).catch(() => attached.delete(block));
    attached.set(
      block,
      ready.then(() => undefined),
    );
  }
  return attached.get(block)!;
}

function show(name: Element, popup: HTMLElement) {
  popup.hidden = false;
  const box = popup.parentElement!.getBoundingClientRect();
  const at = name.getBoundingClientRect();
  const left = Math.min(at.left - box.left, box.width - popup.offsetWidth);
  popup.style.left = `${Math.max(0, left)}px`;
  popup.style.top = `${at.bottom - box.top + 4}px`;
}

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
  const block = (event.target as Element).closest?.<HTMLElement>('pre[data-types]');
  const next = block && nextFocus(event, block);
  if (!next) return;
  event.preventDefault();
  next.focus();
}

// Focus reaches a block before any of its keys, and that focus loaded this script.
document.addEventListener('keydown', onKeyDown);

/** A pointer or focus event in a typed block: load its popups, and show or hide the name's. */
export async function onIntent(event: Event, block: HTMLElement) {
  await attachOnce(block);
  const name = (event.target as Element).closest(NAME);
  const popup = name && popupOf.get(name);
  if (!name || !popup || event.type === 'keydown') return;
  const entering = event.type === 'pointerover' || event.type === 'focusin';
  // A focused name keeps its popup when the pointer leaves it; a hovered one when focus moves on.
  if (entering) show(name, popup);
  else if (
    !(event.type === 'pointerout' && name === document.activeElement) &&
    !(event.type === 'focusout' && name.matches(':hover'))
  )
    popup.hidden = true;
}
