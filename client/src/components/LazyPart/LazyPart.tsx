import { Suspense, useEffect, useMemo, useRef, useState, type HTMLAttributes } from 'react';
import { loadAllMessages } from '../../i18n/messages';
import { useRenderMode } from '../../state/renderMode';
import { useLocale } from '../../state/useLocale';
import { useHeldLazy, whenNearOrIdle, type PartModule } from './useHeldLazy';

export type { PartModule } from './useHeldLazy';

/**
 * Tells its parent, once mounted in the browser, that the content beside it is live. A held part's slot
 * says so in `data-live`, which the clicks held before hydration wait for (`app/earlyClicks.ts`).
 */
export function Live({ onLive }: { onLive: (live: boolean) => void }) {
  useEffect(() => onLive(true), [onLive]);
  return null;
}

/** Props of the part's slot: `data-*` attributes and a class. */
export type SlotAttributes = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & Record<`data-${string}`, unknown>;

/**
 * A part of a page below the first screen (a home block, the footer) whose code is a chunk of its own, in a
 * slot that keeps the part's usual height (set by its class). `data-loaded` says the part is drawn,
 * `data-live` that its code runs in this browser.
 *
 * On the server it is drawn whole; hydrating, it is held until the visitor acts (see `useHeldLazy`) and
 * then hydrated as a task of its own; drawn in the browser alone (a later visit of the page), its code
 * and data load as it nears the viewport or once the browser is idle.
 */
export function LazyPart({ load, ...attributes }: { load: () => Promise<PartModule> } & SlotAttributes) {
  const slot = useRef<HTMLDivElement>(null);
  const mode = useRenderMode();
  const locale = useLocale();
  const { Part } = useHeldLazy(load, slot, 'near');
  const [wanted, setWanted] = useState(mode !== 'client');
  const [live, setLive] = useState(false);

  useEffect(() => {
    const element = slot.current;
    if (wanted || !element) return;
    let stopped = false;
    // Drawn once the messages it shows have come as well.
    const want = () => void loadAllMessages(locale).then(() => !stopped && setWanted(true));
    const stop = whenNearOrIdle(element, want);
    return () => {
      stopped = true;
      stop();
    };
  }, [locale, wanted]);

  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <Part />
        <Live onLive={setLive} />
      </Suspense>
    ),
    [Part],
  );
  return (
    <div ref={slot} {...attributes} data-loaded={wanted} data-live={live}>
      {wanted && boundary}
    </div>
  );
}
