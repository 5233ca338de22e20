import { useIntl } from 'react-intl';
import defaultBanner from '../../assets/banner-default.svg';
import styles from './Banner.module.css';
import { useScrollDown } from './useScrollDown';

/**
 * The home page's top slot (SPEC §2: 850 px, only at / and /index/sy). It shows the group's banner;
 * the picture carousel of the home page takes this place.
 */
export function HomeHero() {
  const intl = useIntl();
  const scrollDown = useScrollDown();
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title" data-slot="home-carousel">
      <img className={styles.image} src={defaultBanner} alt="" width={1920} height={600} />
      <div className={styles.heroText}>
        <p id="home-hero-title" className={styles.heroTitle}>
          {intl.formatMessage({ id: 'home.heroTitle' })}
        </p>
        <p className={styles.heroTagline}>{intl.formatMessage({ id: 'home.heroTagline' })}</p>
      </div>
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
    </section>
  );
}
