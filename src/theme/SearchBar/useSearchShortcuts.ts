import { useEffect, type RefObject } from 'react';

type Shortcuts = {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A letter or digit typed while the search button has focus. */
  onInput: (event: KeyboardEvent) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
};

function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/**
 * DocSearch's keyboard shortcuts, kept in the page script while the modal's code loads on demand (why
 * not DocSearch's own `useDocSearchKeyboardEvents`: see SearchButton.tsx):
 * Ctrl+K or ⌘K toggles search, / opens it outside text fields, Escape closes it.
 */
export function useSearchShortcuts({ isOpen, onOpen, onClose, onInput, buttonRef }: Shortcuts): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isOpen && !isEditing(event.target);
      if ((event.key === 'Escape' && isOpen) || toggle || slash) {
        event.preventDefault();
        // Another DocSearch modal (none on this site) would mark the body as active.
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (buttonRef.current === document.activeElement && /^[a-z0-9]$/i.test(event.key)) onInput(event);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, buttonRef]);
}
