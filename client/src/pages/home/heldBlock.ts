import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A home block's module: its component is the default export. */
export interface BlockModule {
  default: ComponentType;
}

/**
 * The props of a slot that keeps the server's markup of its block without hydrating it: React leaves the
 * inner HTML of an element drawn with `dangerouslySetInnerHTML` as the server sent it, and never rewrites
 * it while this same object stays in place (so it is one constant).
 */
export const heldUntilWanted = {
  dangerouslySetInnerHTML: { __html: '' },
  suppressHydrationWarning: true,
} as const;

const lazyBlocks = new WeakMap<() => Promise<BlockModule>, LazyExoticComponent<ComponentType>>();

/** One lazy component per block module, whichever slot asks for it. */
export function lazyBlock(load: () => Promise<BlockModule>): LazyExoticComponent<ComponentType> {
  let component = lazyBlocks.get(load);
  if (!component) {
    component = lazy(load);
    lazyBlocks.set(load, component);
  }
  return component;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** The position, among the focusable elements of `part`, of the one that has the focus, if any. */
export function focusedIndex(part: HTMLElement): number {
  return Array.from(part.querySelectorAll(FOCUSABLE)).findIndex((element) => element === document.activeElement);
}

/** Focuses the focusable element of `part` at `index` (the markup that replaced the one focused). */
export function refocus(part: HTMLElement, index: number): void {
  const element = part.querySelectorAll<HTMLElement>(FOCUSABLE)[index];
  element?.focus({ preventScroll: true });
}
