import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import { SiteLink } from '../SiteLink/SiteLink';
import { IMAGE_CAROUSEL_INTERVAL_MS, THUMBS_PER_SLIDE } from '../../../../shared/constants';
import { cx } from '../../styles/cx';
import { PublishDate } from '../PublishDate/PublishDate';
import styles from './ThumbCarousel.module.css';
import { useReducedMotion } from '../../hooks/useReducedMotion';
import { CmsPicture } from '../CmsPicture/CmsPicture';

/**
 * How wide the pictures are drawn in the content column beside the section menu (about 860 px on a desktop,
 * the window less its margins below 900 px): the slide fills it, a thumbnail takes a quarter.
 */
const SLIDE_SIZES = '(max-width: 900px) 100vw, 880px';
const THUMB_SIZES = '(max-width: 900px) 25vw, 220px';

export interface CarouselSlide {
  key: string | number;
  image: string;
  title: string;
  summary: string | null;
  publishTime: string | null;
  href: string;
}

interface ThumbCarouselProps {
  slides: CarouselSlide[];
  /** What the carousel shows, for assistive technology. */
  label: string;
}

/**
 * A picture carousel with a strip of thumbnails below it (a new picture every 5 s, 400 px
 * high, thumbnails 200 px high, 4 per slide of the strip). It stops while the pointer or the focus is
 * on it, when the visitor pauses it, and never starts for visitors who prefer reduced motion.
 */
export function ThumbCarousel({ slides, label }: ThumbCarouselProps) {
  const intl = useIntl();
  const reducedMotion = useReducedMotion();
  const [mainRef, mainApi] = useEmblaCarousel({ loop: slides.length > 1 });
  const [thumbRef, thumbApi] = useEmblaCarousel({ slidesToScroll: THUMBS_PER_SLIDE, containScroll: 'trimSnaps' });
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = slides.length > 1 && !paused && !reducedMotion;

  const onSelect = useCallback(() => {
    if (!mainApi) return;
    const index = mainApi.selectedScrollSnap();
    setSelected(index);
    if (thumbApi) {
      const snaps = thumbApi.scrollSnapList().length;
      thumbApi.scrollTo(Math.min(Math.floor(index / THUMBS_PER_SLIDE), Math.max(0, snaps - 1)));
    }
  }, [mainApi, thumbApi]);

  useEffect(() => {
    if (!mainApi) return undefined;
    // Embla starts at the first slide, which is the initial state; events report every change after.
    mainApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      mainApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [mainApi, onSelect]);

  // A manual change restarts the interval, so every picture stays the full 5 s.
  useEffect(() => {
    if (!mainApi || !playing || hovered || focused) return undefined;
    const timer = window.setInterval(() => mainApi.scrollNext(), IMAGE_CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [mainApi, playing, hovered, focused, selected]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const current = slides[selected] ?? slides[0];
  if (!current) return null;

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      data-carousel=""
    >
      <div className={styles.stage}>
        <div className={styles.viewport} ref={mainRef}>
          <div className={styles.track} aria-live={playing && !hovered && !focused ? 'off' : 'polite'}>
            {slides.map((slide, i) => (
              <div
                key={slide.key}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} / ${slides.length}`}
                aria-hidden={i !== selected}
              >
                <SiteLink to={slide.href} tabIndex={i === selected ? 0 : -1} className={styles.slideLink}>
                  <CmsPicture
                    className={styles.slideImage}
                    src={slide.image}
                    sizes={SLIDE_SIZES}
                    width={800}
                    height={500}
                    loading={i === 0 ? 'eager' : 'lazy'}
                  />
                  <span className={styles.slideTitle}>{slide.title}</span>
                </SiteLink>
              </div>
            ))}
          </div>
        </div>
        {slides.length > 1 && (
          <>
            <button
              type="button"
              className={cx(styles.arrow, styles.prev)}
              onClick={() => mainApi?.scrollPrev()}
              aria-label={intl.formatMessage({ id: 'carousel.previous' })}
            />
            <button
              type="button"
              className={cx(styles.arrow, styles.next)}
              onClick={() => mainApi?.scrollNext()}
              aria-label={intl.formatMessage({ id: 'carousel.next' })}
            />
            {!reducedMotion && (
              <button
                type="button"
                className={styles.toggle}
                onClick={() => setPaused((p) => !p)}
                aria-label={intl.formatMessage({ id: paused ? 'carousel.play' : 'carousel.pause' })}
                data-carousel="toggle"
              >
                <span className={paused ? styles.playIcon : styles.pauseIcon} aria-hidden="true" />
              </button>
            )}
          </>
        )}
      </div>

      <div className={styles.caption} data-carousel="caption">
        <h2 className={styles.captionTitle}>
          <SiteLink to={current.href}>{current.title}</SiteLink>
        </h2>
        <PublishDate value={current.publishTime} className={styles.captionDate} />
        {current.summary && <p className={styles.captionSummary}>{current.summary}</p>}
      </div>

      <div className={styles.strip}>
        <div className={styles.thumbViewport} ref={thumbRef}>
          <ul className={styles.thumbTrack}>
            {slides.map((slide, i) => (
              <li key={slide.key} className={styles.thumb}>
                <button
                  type="button"
                  className={styles.thumbButton}
                  aria-label={slide.title}
                  aria-current={i === selected ? 'true' : undefined}
                  onClick={() => mainApi?.scrollTo(i)}
                  data-carousel="thumb"
                >
                  <CmsPicture
                    className={styles.thumbImage}
                    src={slide.image}
                    sizes={THUMB_SIZES}
                    width={800}
                    height={500}
                    loading="lazy"
                  />
                  <span className={styles.thumbTitle}>{slide.title}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
