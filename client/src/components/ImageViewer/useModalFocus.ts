import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Keyboard rules of a modal layer: focus moves into it when it opens and Tab cycles inside it; Escape
 * closes it; the page behind is inert and does not scroll; focus returns to `returnTo` (else to what
 * had focus before) when it closes. All of it is in place before the layer is first painted, so the first
 * key the visitor presses already meets it.
 */
export function useModalFocus(
  layer: RefObject<HTMLElement | null>,
  onClose: () => void,
  returnTo?: RefObject<HTMLElement | null>,
): void {
  // The latest handler, so a parent's new callback on every render does not reopen the layer.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useLayoutEffect(() => {
    const root = layer.current;
    if (!root) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const opener = returnTo?.current ?? previous;
    const focusables = () => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
    (focusables()[0] ?? root).focus();

    const host = root.closest<HTMLElement>('[data-modal-host]') ?? root;
    const hidden: HTMLElement[] = [];
    for (const sibling of Array.from(document.body.children)) {
      if (sibling instanceof HTMLElement && sibling !== host && !sibling.inert) {
        sibling.inert = true;
        hidden.push(sibling);
      }
    }
    const html = document.documentElement;
    const overflow = html.style.overflow;
    html.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        root.focus();
      } else if (event.shiftKey && (document.activeElement === first || !root.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !root.contains(document.activeElement))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);

    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      for (const sibling of hidden) sibling.inert = false;
      html.style.overflow = overflow;
      opener?.focus();
    };
  }, [layer, returnTo]);
}
