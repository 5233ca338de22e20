import { useDeferredValue, useId } from 'react';
import { useIntl } from 'react-intl';
import { FADE_IN_PROFILE_PX, FOLDER_IDS } from '../../../../../shared/constants';
import { useLocale } from '../../../state/useLocale';
import { TargetLink } from '../../../components/TargetLink/TargetLink';
import { useGetHomeFixedFolderQuery } from '../fixedFolderApi';
import { useFadeIn } from '../useFadeIn';
import section from '../Section.module.css';
import styles from './AboutBlock.module.css';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { CmsPicture } from '../../../components/CmsPicture/CmsPicture';

/** About Us: the company profile block with its picture and a Learn More button. */
function AboutBlock() {
  const intl = useIntl();
  const locale = useLocale();
  const titleId = useId();
  const [ref, shown] = useFadeIn<HTMLElement>(FADE_IN_PROFILE_PX);
  const { currentData, isError } = useGetHomeFixedFolderQuery({ fdId: FOLDER_IDS.companyProfile, flag: locale });
  const profile = useDeferredValue(currentData);
  return (
    <section ref={ref} className={styles.about} aria-labelledby={titleId} data-block="about">
      {profile?.backGroundImage && (
        <CmsPicture
          className={styles.background}
          src={profile.backGroundImage}
          // The background fills the window's width.
          sizes="100vw"
          width={1920}
          height={600}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={`${section.inner} ${section.fade} ${styles.inner}`} data-shown={shown}>
        <div className={styles.text}>
          <h2 id={titleId} className={section.title}>
            {profile?.fdName ?? intl.formatMessage({ id: 'common.aboutUs' })}
          </h2>
          {profile?.fdContent && (
            <div className={styles.content} dangerouslySetInnerHTML={{ __html: profile.fdContent }} />
          )}
          {!profile && isError && <EmptyState kind="noData" compact />}
          {profile && (
            <TargetLink to={profile.jumpUrl} className={styles.learnMore} fallback={null}>
              {intl.formatMessage({ id: 'common.learnMore' })}
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                <path d="M3 8h9M8 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </TargetLink>
          )}
        </div>
      </div>
    </section>
  );
}

export default AboutBlock;
