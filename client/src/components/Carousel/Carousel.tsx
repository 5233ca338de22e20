import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useEffectEvent, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../../styles/cx';
import { useStyleProperties } from '../../styles/useStyleProperties';
import { useReducedMotion } from '../../hooks/useReducedMotion';
import { useRenderMode } from '../../state/renderMode';
import { cssAutoplayCount, cssSlideIndex } from './cssAutoplay';
import { useSeenOnce } from './useSeenOnce';
import styles from './Carousel.module.css';

export interface CarouselProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderSlide: (item: T, index: number) => ReactNode;
  /** Accessible name of the carousel region. */
  label: string;
  /** Time each slide stays before the next one; no autoplay when absent. */
  autoplayMs?: number;
  gapPx?: number;
  /** Told the selected index on start and after every change. */
  onSelect?: (index: number) => void;
  className?: string;
  /** Extra content drawn over the slides (a caption, a scroll arrow). */
  children?: ReactNode;
  /**
   * Drawn by the server, the slides move by the style sheet alone until the engine starts (see
   * `cssAutoplay.ts`), for a carousel whose code waits for the visitor (the home banner).
   */
  cssAutoplay?: boolean;
}

/**
 * A looping carousel on embla: arrows always shown, one dot per slide, autoplay that pauses while the
 * pointer is over it or keyboard focus is inside it, a pause button, and no autoplay or animated
 * scrolling for visitors who ask for reduced motion. Slides out of view are inert, so the keyboard
 * only reaches the visible one. Until it first comes into the window the first slide shows as it is and
 * embla (which measures every slide) does not start, so a carousel far down the page costs nothing.
 */
export function Carousel<T>({
  items,
  itemKey,
  renderSlide,
  label,
  autoplayMs,
  gapPx = 0,
  onSelect,
  className,
  children,
  cssAutoplay = false,
}: CarouselProps<T>) {
  const intl = useIntl();
  const trackStyle = useStyleProperties<HTMLDivElement>({ '--slide-gap': `${gapPx}px` });
  const [emblaViewport, embla] = useEmblaCarousel({ loop: true });
  // The style sheet's autoplay, in the server's markup (and so while hydrating) until the engine starts.
  const mode = useRenderMode();
  const [cssSlides] = useState(() =>
    cssAutoplay && mode !== 'client' ? cssAutoplayCount(items.length, autoplayMs) : null,
  );
  // The slide the style sheet showed when the engine was handed the carousel.
  const cssShown = useRef<number | null>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const seen = useSeenOnce(viewport);
  useEffect(() => {
    const track = viewport?.firstElementChild;
    if (seen && cssSlides !== null && track instanceof HTMLElement) cssShown.current = cssSlideIndex(track, cssSlides);
    emblaViewport(seen ? viewport : null);
  }, [cssSlides, emblaViewport, seen, viewport]);
  const reducedMotion = useReducedMotion();
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const notifySelect = useEffectEvent((index: number) => onSelect?.(index));
  // A slide chosen (an arrow, a dot) before the engine has started, which it does once the carousel is
  // first seen: it is shown as soon as the engine runs, rather than the press being lost.
  const chosenEarly = useRef<number | null>(null);

  useEffect(() => {
    if (!embla) return;
    // The engine goes on from the slide chosen before it started, else from the one the style sheet showed.
    const start = chosenEarly.current ?? cssShown.current;
    if (start !== null) embla.scrollTo(start, true);
    chosenEarly.current = null;
    const sync = () => {
      const index = embla.selectedScrollSnap();
      setSelected(index);
      notifySelect(index);
    };
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla]);

  const canPlay = autoplayMs !== undefined && items.length > 1 && !reducedMotion;
  const playing = canPlay && !hovered && !focused && !stopped;
  useEffect(() => {
    if (!embla || !playing) return;
    // Restarted on every selection, so a slide chosen by hand also stays its full time.
    const timer = window.setTimeout(() => embla.scrollNext(), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [embla, playing, autoplayMs, selected]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Keyboard focus pauses; a mouse click on an arrow is already covered by hovering.
    if (event.target.matches(':focus-visible')) setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const count = items.length;
  /** Moves with the engine, or, before it runs, remembers the slide to show (counted from any chosen). */
  const move = (step: (engine: NonNullable<typeof embla>) => void, early: (from: number) => number) => {
    if (embla) step(embla);
    else chosenEarly.current = (early(chosenEarly.current ?? selected) + count) % count;
  };
  const slideLabel = (index: number) => intl.formatMessage({ id: 'carousel.goTo' }, { index: index + 1 });
  return (
    <section
      className={cx(styles.carousel, className)}
      aria-label={label}
      data-carousel
      data-index={selected}
      data-autoplay={playing ? 'on' : 'off'}
      data-css-autoplay={embla ? undefined : (cssSlides ?? undefined)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={styles.viewport} ref={setViewport}>
        <div className={styles.track} ref={trackStyle}>
          {items.map((item, index) => (
            <div
              key={itemKey(item)}
              className={styles.slide}
              role="group"
              aria-label={slideLabel(index)}
              inert={index !== selected}
              data-slide={index}
            >
              {renderSlide(item, index)}
            </div>
          ))}
        </div>
      </div>
      {children}
      {count > 1 && (
        <>
          <button
            type="button"
            className={cx(styles.arrow, styles.previous)}
            aria-label={intl.formatMessage({ id: 'carousel.previous' })}
            data-carousel-previous
            onClick={() =>
              move(
                (engine) => engine.scrollPrev(reducedMotion),
                (from) => from - 1,
              )
            }
          >
            <Chevron />
          </button>
          <button
            type="button"
            className={cx(styles.arrow, styles.next)}
            aria-label={intl.formatMessage({ id: 'carousel.next' })}
            data-carousel-next
            onClick={() =>
              move(
                (engine) => engine.scrollNext(reducedMotion),
                (from) => from + 1,
              )
            }
          >
            <Chevron />
          </button>
          <div className={styles.controls}>
            {canPlay && (
              <button
                type="button"
                className={styles.pause}
                aria-label={intl.formatMessage({ id: stopped ? 'carousel.play' : 'carousel.pause' })}
                data-carousel-pause
                onClick={() => setStopped((value) => !value)}
              >
                <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
                  <path d={stopped ? 'M3 1.5v9l7-4.5z' : 'M2.5 1.5h2.5v9H2.5zM7 1.5h2.5v9H7z'} fill="currentColor" />
                </svg>
              </button>
            )}
            {items.map((item, index) => (
              <button
                key={itemKey(item)}
                type="button"
                className={styles.dot}
                aria-label={slideLabel(index)}
                aria-current={index === selected ? 'true' : undefined}
                data-carousel-dot={index}
                onClick={() =>
                  move(
                    (engine) => engine.scrollTo(index, reducedMotion),
                    () => index,
                  )
                }
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
