import useEmblaCarousel from 'embla-carousel-react';
import { useState, type FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import { SiteLink } from '../SiteLink/SiteLink';
import {
  CORE_TECH_CAROUSEL_HEIGHT_PX,
  CORE_TECH_PER_SLIDE,
  IMAGE_CAROUSEL_INTERVAL_MS,
} from '../../../../shared/constants';
import { getHref } from '../../../../shared/routes';
import { cx } from '../../styles/cx';
import { useStyleProperties } from '../../styles/useStyleProperties';
import { Loading } from '../Loading/Loading';
import styles from './CoreTechCarousel.module.css';
import { useAutoAdvance } from './useAutoAdvance';
import { useCarouselState } from './useCarouselState';
import { useReducedMotion } from '../../hooks/useReducedMotion';
import { useCoreTechnologies } from './useCoreTechnologies';
import { useWarmPictures } from './useWarmPictures';
import { CmsPicture } from '../CmsPicture/CmsPicture';

/** Four to a slide across the 1200-pixel content, two below 769 pixels. */
const PICTURE_SIZES = '(max-width: 768px) 50vw, 300px';

/** The carousel's size, handed to the style sheet. */
const SIZE_VARS = {
  '--core-tech-height': `${CORE_TECH_CAROUSEL_HEIGHT_PX}px`,
  '--core-tech-per-slide': String(CORE_TECH_PER_SLIDE),
};

/** The slides' pictures, in order. */
function pictures(items: readonly { imageNetUrl: string | null; breviary: string | null }[] | null): string[] {
  return (items ?? []).flatMap((item) => item.imageNetUrl ?? item.breviary ?? []);
}

/**
 * Four technologies per view, 170 px high, moving on by itself every few seconds; it pauses while the
 * pointer or focus is inside it, when the visitor pauses it, and never moves by itself for visitors
 * who prefer reduced motion.
 */
function CoreTechSlides() {
  const intl = useIntl();
  const { items, isError } = useCoreTechnologies();
  const [viewport, api] = useEmblaCarousel({ align: 'start', slidesToScroll: 'auto', loop: true });
  const { selected, count } = useCarouselState(api);
  const reducedMotion = useReducedMotion();
  const sizeVars = useStyleProperties<HTMLElement>(SIZE_VARS);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const canMove = count > 1;
  useAutoAdvance(api, canMove && !paused && !hovered && !focused && !reducedMotion, IMAGE_CAROUSEL_INTERVAL_MS);
  useWarmPictures(api, pictures(items), PICTURE_SIZES);

  // Without technologies the column's own list still stands, so the carousel simply stays away.
  if (isError || (items && items.length === 0)) return null;
  if (!items) return <Loading />;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const autoLabel = paused ? 'carousel.play' : 'carousel.pause';

  return (
    <section
      className={styles.carousel}
      ref={sizeVars}
      aria-label={intl.formatMessage({ id: 'common.coreTechnology' })}
      data-core-tech-carousel
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.head}>
        <h2 className={styles.title}>{intl.formatMessage({ id: 'common.coreTechnology' })}</h2>
        {canMove && (
          <div className={styles.controls}>
            <button
              type="button"
              className={cx(styles.control, styles.prev)}
              aria-label={intl.formatMessage({ id: 'carousel.previous' })}
              onClick={() => api?.scrollPrev()}
            />
            {!reducedMotion && (
              <button
                type="button"
                className={cx(styles.control, paused ? styles.play : styles.pause)}
                aria-label={intl.formatMessage({ id: autoLabel })}
                data-autoplay={paused ? 'paused' : 'playing'}
                onClick={() => setPaused(!paused)}
              />
            )}
            <button
              type="button"
              className={cx(styles.control, styles.next)}
              aria-label={intl.formatMessage({ id: 'carousel.next' })}
              onClick={() => api?.scrollNext()}
            />
          </div>
        )}
      </div>
      <div className={styles.viewport} ref={viewport} data-core-tech-viewport>
        <div className={styles.track}>
          {items.map((item, index) => {
            const picture = item.imageNetUrl ?? item.breviary;
            return (
              <div
                key={item.id}
                className={styles.slide}
                role="group"
                aria-label={intl.formatMessage({ id: 'carousel.goTo' }, { index: index + 1 })}
                data-core-tech-item
              >
                <SiteLink className={styles.card} to={getHref('articledetail', { articleId: item.id })}>
                  {picture && (
                    <CmsPicture src={picture} sizes={PICTURE_SIZES} width={800} height={500} loading="lazy" />
                  )}
                  <span className={styles.name}>{item.title}</span>
                </SiteLink>
              </div>
            );
          })}
        </div>
      </div>
      {canMove && (
        <div className={styles.dots}>
          {Array.from({ length: count }, (_, index) => (
            <button
              key={index}
              type="button"
              className={cx(styles.dot, index === selected && styles.current)}
              aria-label={intl.formatMessage({ id: 'carousel.goTo' }, { index: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => api?.scrollTo(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

export default CoreTechSlides;
