/**
 * Clicks on the page's buttons before its code has run (a carousel's arrows and dots, a home block's tabs,
 * the browser helpers): HTML gives a button nothing to do, so each is held here and clicked again, in
 * order, once the page has hydrated. Links, the phone menu (`<details>`) and the search forms need no
 * help: they do their own thing at once. Kept small: it loads with the entry, before the app's code.
 */

/** A part held until the visitor acts (`LazyPart`): `data-live="false"` until its code runs. */
const HELD_PART = '[data-live="false"]';
/** The longest a replayed click waits for the part it is in to come to life. */
const PART_WAIT_MS = 10_000;

export interface EarlyClicks {
  /** Stops holding clicks and clicks the held buttons again. */
  replay(): void;
}

/** The slot of a held part once its code runs, or null when it does not within the wait. */
function whenLive(slot: Element): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('the part did not come to life'));
    }, PART_WAIT_MS);
    const observer = new MutationObserver(() => {
      if (slot.getAttribute('data-live') !== 'true') return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    });
    observer.observe(slot, { attributes: true, attributeFilter: ['data-live'] });
  });
}

/** Clicks a held button again: at once, or once the held part it is in has woken (pointing at it wakes it). */
async function clickAgain(button: HTMLElement): Promise<void> {
  if (!button.isConnected) return;
  const slot = button.closest(HELD_PART);
  if (slot !== null) {
    const live = whenLive(slot);
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await live;
  }
  button.click();
}

export function holdEarlyClicks(root: HTMLElement): EarlyClicks {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // A form's submit button submits the form natively (the search forms are GET forms).
    if (button === null || !root.contains(button) || (button.type === 'submit' && button.form !== null)) return;
    // Nothing of the app may see it yet (React, were it hydrating, would act on it as well).
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
  };
  document.addEventListener('click', hold, true);
  return {
    replay() {
      document.removeEventListener('click', hold, true);
      void held.reduce<Promise<void>>(
        (previous, button) => previous.then(() => clickAgain(button)).catch(() => {}),
        Promise.resolve(),
      );
    },
  };
}
