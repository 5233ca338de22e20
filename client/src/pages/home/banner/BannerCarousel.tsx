import { Suspense, useMemo, useRef, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { CarouselPicture } from '../../../../../shared/api/home';
import { BANNER_AUTOPLAY_MS, BANNER_GAP_PX } from '../../../../../shared/constants';
import { HOME_BANNER_SIZES } from '../../../../../shared/images/cmsPicture';
import { useLocale } from '../../../state/useLocale';
import defaultBanner from '../../../assets/banner-default.svg';
import type { CarouselProps } from '../../../components/Carousel/Carousel';
import { Live } from '../../../components/LazyPart/LazyPart';
import { useHeldLazy } from '../../../components/LazyPart/useHeldLazy';
import { useScrollDown } from '../../../layout/header/useScrollDown';
import { TargetLink } from '../../../components/TargetLink/TargetLink';
import { useGetHomeBannerQuery } from './bannerApi';
import styles from './Banner.module.css';
import { CmsPicture } from '../../../components/CmsPicture/CmsPicture';

/**
 * The carousel's code (its engine, embla) is not needed to paint the first picture. On a page the server
 * drew it waits for the visitor (the style sheet moves the slides meanwhile, see Carousel's `cssAutoplay`);
 * drawn in the browser, it arrives as a chunk of its own while the first picture stands alone.
 */
const loadCarousel = () =>
  import('../../../components/Carousel/Carousel').then(({ Carousel }) => {
    const ofPictures: ComponentType<CarouselProps<CarouselPicture>> = Carousel;
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

const pictureKey = (picture: CarouselPicture) => picture.id;
const renderSlide = (picture: CarouselPicture, index: number) => <Slide picture={picture} first={index === 0} />;

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
  const slot = useRef<HTMLDivElement>(null);
  const { Part: Carousel } = useHeldLazy(loadCarousel, slot, 'now');
  // Whether the carousel's code runs here: a click on an arrow before it does waits for it.
  const [live, setLive] = useState(false);
  const { currentData: pictures, isError } = useGetHomeBannerQuery({ flag: locale });
  const label = intl.formatMessage({ id: 'home.bannerLabel' });
  // One element per answer: the carousel's boundary, which may still hold the server's markup, gets no
  // update from the banner's own renders.
  const carousel = useMemo(() => {
    const usable = (pictures ?? []).filter((picture) => picture.imageNetUrl !== '');
    const first = usable[0];
    if (!first) return null;
    return (
      <Suspense fallback={<Slide picture={first} first />}>
        <Carousel
          className={styles.carousel}
          items={usable}
          itemKey={pictureKey}
          label={label}
          autoplayMs={BANNER_AUTOPLAY_MS}
          gapPx={BANNER_GAP_PX}
          renderSlide={renderSlide}
          cssAutoplay
        />
        <Live onLive={setLive} />
      </Suspense>
    );
  }, [Carousel, label, pictures]);

  return (
    <div ref={slot} className={styles.banner} data-slot="home-carousel">
      {/* Laid out as if it were not there; it tells whether the carousel's code runs yet. */}
      <div className={styles.stage} data-live={live}>
        {carousel ??
          // While the pictures are on their way the slot stays plain, so no other picture flashes first.
          ((pictures !== undefined || isError) && <DefaultBanner />)}
      </div>
      <button
        type="button"
        className={styles.scrollDown}
        aria-label={intl.formatMessage({ id: 'header.scrollDown' })}
        data-action="scroll-down"
        onClick={scrollDown}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path d="M5 8l7 7 7-7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
