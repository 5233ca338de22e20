import { useId, useRef, type KeyboardEvent, type RefObject } from 'react';

interface DisclosureOptions {
  /** Whether the panel is shown; the caller owns this state. */
  open: boolean;
  /** Hides the panel. Called before focus moves back to the trigger. */
  onClose: () => void;
}

export interface Disclosure<T extends HTMLElement> {
  /** The id to give the panel. */
  panelId: string;
  triggerRef: RefObject<T | null>;
  /** The trigger's ref and state, for a button or link that shows and hides the panel. */
  triggerProps: { ref: RefObject<T | null>; 'aria-expanded': boolean; 'aria-controls': string };
  /** For the element that holds both trigger and panel: Escape closes and gives focus back to the trigger. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * A trigger and the panel it shows (the sidebar's groups, the phone menu, the top navigation's sub-menus,
 * the map popup): Escape inside either hides an open panel and returns focus to the trigger, so keyboard
 * visitors are never left on a hidden element. An Escape it handles goes no further, so an outer panel
 * stays open.
 */
export function useDisclosure<T extends HTMLElement>({ open, onClose }: DisclosureOptions): Disclosure<T> {
  const panelId = useId();
  const triggerRef = useRef<T>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
    triggerRef.current?.focus();
  };
  return {
    panelId,
    triggerRef,
    triggerProps: { ref: triggerRef, 'aria-expanded': open, 'aria-controls': panelId },
    onKeyDown,
  };
}
