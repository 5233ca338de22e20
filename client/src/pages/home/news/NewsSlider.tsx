import { useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';
import { SiteLink } from '../../../components/SiteLink/SiteLink';
import { IMAGE_CAROUSEL_INTERVAL_MS, NEWS_CAROUSEL_HEIGHT_PX } from '../../../../../shared/constants';
import { getHref } from '../../../../../shared/routes';
import { publishDate } from '../../../../../shared/text/publishDate';
import { useLocale } from '../../../state/useLocale';
import { Carousel } from '../../../components/Carousel/Carousel';
import { useGetHomeNewsSlidesQuery } from './newsApi';
import { newsSlides, type NewsSlide } from './newsSlides';
import { SAMPLE_SLIDES } from './sampleSlides';
import styles from './NewsCentre.module.css';
import { CmsPicture } from '../../../components/CmsPicture/CmsPicture';

const SLIDE_WIDTH = 800;
/** Seven twelfths of the 1200-pixel content beside the news list; the whole width below 1024 pixels. */
const SLIDE_SIZES = '(max-width: 1023px) 100vw, 680px';

function SlidePicture({ slide }: { slide: NewsSlide }) {
  const picture = (
    <CmsPicture
      className={styles.slideImage}
      src={slide.image}
      sizes={SLIDE_SIZES}
      width={SLIDE_WIDTH}
      height={NEWS_CAROUSEL_HEIGHT_PX}
      loading="lazy"
      decoding="async"
    />
  );
  if (slide.articleId === null) return picture;
  // The caption's title link names the article; the picture is a second, mouse-sized way there.
  return (
    <SiteLink to={getHref('articledetail', { articleId: slide.articleId })} tabIndex={-1} aria-hidden="true">
      {picture}
    </SiteLink>
  );
}

/**
 * The news carousel: the selected slide's title, English title and summary are shown beside
 * it. When the slider cannot be loaded, built-in slides take its place and nothing is reported.
 */
export function NewsSlider() {
  const intl = useIntl();
  const locale = useLocale();
  const { currentData: answer, isError } = useGetHomeNewsSlidesQuery({ flag: locale });
  const currentData = useDeferredValue(answer);
  const [index, setIndex] = useState(0);
  const settled = currentData !== undefined || isError;
  const slides = settled ? newsSlides(currentData, SAMPLE_SLIDES) : [];
  const slide = slides[index] ?? slides[0];
  const date = publishDate(slide?.publishTime);

  return (
    <div className={styles.slider} data-news-slider data-fallback={slides === SAMPLE_SLIDES}>
      <div className={styles.slides}>
        {slides.length > 0 && (
          <Carousel
            items={slides}
            itemKey={(item) => item.key}
            label={intl.formatMessage({ id: 'home.newsSliderLabel' })}
            autoplayMs={IMAGE_CAROUSEL_INTERVAL_MS}
            onSelect={setIndex}
            renderSlide={(item) => <SlidePicture slide={item} />}
          />
        )}
      </div>
      {slide && (
        <div className={styles.caption} data-news-caption>
          <h3 className={styles.slideTitle} data-slide-title>
            {slide.title === null ? (
              intl.formatMessage({ id: 'home.noSlideTitle' })
            ) : slide.articleId === null ? (
              slide.title
            ) : (
              <SiteLink to={getHref('articledetail', { articleId: slide.articleId })}>{slide.title}</SiteLink>
            )}
          </h3>
          {slide.englishTitle && (
            <p className={styles.englishTitle} lang="en" data-slide-english>
              {slide.englishTitle}
            </p>
          )}
          {slide.summary && <p className={styles.summary}>{slide.summary}</p>}
          {date && (
            <time className={styles.slideDate} dateTime={date}>
              {date}
            </time>
          )}
        </div>
      )}
    </div>
  );
}
