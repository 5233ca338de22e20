import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CarouselPicture } from '../../../../../shared/api/home';
import { BANNER_AUTOPLAY_MS, BANNER_GAP_PX } from '../../../../../shared/constants';
import { HOME_BANNER_SIZES } from '../../../../../shared/images/cmsPicture';
import { useLocale } from '../../../state/useLocale';
import defaultBanner from '../../../assets/banner-default.svg';
import type { CarouselProps } from '../../../components/Carousel/Carousel';
import { useScrollDown } from '../../../layout/header/useScrollDown';
import { TargetLink } from '../../../components/TargetLink/TargetLink';
import { useGetHomeBannerQuery } from './bannerApi';
import styles from './Banner.module.css';
import { CmsPicture } from '../../../components/CmsPicture/CmsPicture';

/**
 * The carousel's engine (embla) is not needed to paint the first picture, so it arrives as its own
 * chunk right after the page has rendered; until then the first picture stands alone in its place.
 */
const loadCarousel = () => import('../../../components/Carousel/Carousel');
const Carousel = lazy(async () => {
  const { Carousel: generic } = await loadCarousel();
  const ofPictures: (props: CarouselProps<CarouselPicture>) => ReactNode = generic;
  return { default: ofPictures };
});

const BANNER_WIDTH = 1920;
const BANNER_HEIGHT = 850;

function Slide({ picture, first }: { picture: CarouselPicture; first: boolean }) {
  const intl = useIntl();
  // A visible title names the slide; a picture without one still needs a name when it is a link.
  const alt = picture.title ? '' : intl.formatMessage({ id: 'app.bannerAlt' });
  return (
    <TargetLink to={picture.hyperLink} className={styles.slide}>
      <CmsPicture
        className={styles.image}
        src={picture.imageNetUrl}
        sizes={HOME_BANNER_SIZES}
        alt={alt}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'auto' : 'async'}
      />
      {picture.title && (
        <span className={styles.caption}>
          <span className={styles.title}>{picture.title}</span>
        </span>
      )}
    </TargetLink>
  );
}

/** The group's own artwork, when the CMS has no pictures or cannot be reached. */
function DefaultBanner() {
  const intl = useIntl();
  return (
    <div className={styles.slide}>
      <img className={styles.image} src={defaultBanner} alt="" width={1920} height={600} />
      <span className={styles.caption}>
        <span className={styles.title}>{intl.formatMessage({ id: 'home.heroTitle' })}</span>
        <span className={styles.tagline}>{intl.formatMessage({ id: 'home.heroTagline' })}</span>
      </span>
    </div>
  );
}

/**
 * The top picture carousel: 850 px high on desktop and proportionally smaller on phones,
 * arrows always shown, autoplay every 3000 ms in a loop with a 30 px gap; each picture links where
 * the CMS says, if anywhere.
 */
export function BannerCarousel() {
  const intl = useIntl();
  const locale = useLocale();
  const scrollDown = useScrollDown();
  const { currentData: pictures, isError } = useGetHomeBannerQuery({ flag: locale });
  const usable = (pictures ?? []).filter((picture) => picture.imageNetUrl !== '');
  const first = usable[0];
  useEffect(() => {
    // Fetch the engine while the pictures are still on their way.
    void loadCarousel();
  }, []);

  return (
    <div className={styles.banner} data-slot="home-carousel">
      {first ? (
        <Suspense fallback={<Slide picture={first} first />}>
          <Carousel
            className={styles.carousel}
            items={usable}
            itemKey={(picture) => picture.id}
            label={intl.formatMessage({ id: 'home.bannerLabel' })}
            autoplayMs={BANNER_AUTOPLAY_MS}
            gapPx={BANNER_GAP_PX}
            renderSlide={(picture, index) => <Slide picture={picture} first={index === 0} />}
          />
        </Suspense>
      ) : (
        // While the pictures are on their way the slot stays plain, so no other picture flashes first.
        (pictures !== undefined || isError) && <DefaultBanner />
      )}
      <button
        type="button"
        className={styles.scrollDown}
        aria-label={intl.formatMessage({ id: 'header.scrollDown' })}
        data-action="scroll-down"
        onClick={scrollDown}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path d="M5 8l7 7 7-7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
