import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far ahead of the window a block starts loading: about a screen, so a reader scrolling finds it there. */
const LOAD_AHEAD = '800px 0px';

/**
 * A below-the-fold block whose code and data load when it nears the window, so a visit that stays at
 * the top of the page (most phone visits) spends neither data nor processor time on it. Its slot keeps
 * the block's usual height (set by `className`) meanwhile, so nothing below it moves when it arrives.
 */
export function DeferredBlock({
  name,
  className,
  children,
}: {
  name: string;
  className?: string;
  children: ReactNode;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const element = slot.current;
    if (wanted || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: the block's first render yields to the browser in slices instead of holding the
        // main thread while the reader is scrolling.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setWanted(true));
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);

  return (
    <div ref={slot} className={className} data-home-block={name} data-loaded={wanted}>
      {wanted && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}
