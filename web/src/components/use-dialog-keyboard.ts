import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keyboard manners for a dialog opened by code (no Radix trigger), while `open`:
 * - Escape with focus in the dialog closes the dialog, even when a toast is showing. Radix counts
 *   a toast as the topmost dismissable layer, so its own Escape would close the toast and leave
 *   the dialog open. Toasts close on their own after 5 s; with focus in the notifications (F8)
 *   Escape still closes the toast.
 * - On close, focus goes back to what had it when the dialog opened (the View button), when it is
 *   still on the page; else Radix's default.
 * Returns the handler for the dialog content's `onCloseAutoFocus`.
 */
export function useDialogKeyboard(open: boolean, content: RefObject<HTMLElement | null>, close: () => void) {
  const opener = useRef<HTMLElement | null>(null);

  // A layout effect runs before Radix moves focus into the dialog (in its own effects).
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) opener.current = document.activeElement;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (!content.current?.contains(document.activeElement)) return;
      // Radix listens on the document in the capture phase; the window sees the key first.
      event.stopPropagation();
      close();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [open, content, close]);

  return (event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}
