import { useDeferredValue, useId } from 'react';
import { useIntl } from 'react-intl';
import { FADE_IN_NEWS_PX, FOLDER_IDS } from '../../../../../shared/constants';
import { useLocale } from '../../../state/useLocale';
import { useGetHomeFixedFolderQuery } from '../fixedFolderApi';
import { SectionHead } from '../SectionHead';
import { useFadeIn } from '../useFadeIn';
import section from '../Section.module.css';
import { NewsCategories } from './NewsCategories';
import { NewsSlider } from './NewsSlider';
import { TopNews } from './TopNews';
import styles from './NewsCentre.module.css';

/** The news centre: the pinned top news, the news carousel with its caption, and the categories' latest news. */
function NewsCentre() {
  const intl = useIntl();
  const locale = useLocale();
  const titleId = useId();
  const [ref, shown] = useFadeIn<HTMLElement>(FADE_IN_NEWS_PX);
  const head = useDeferredValue(
    useGetHomeFixedFolderQuery({ fdId: FOLDER_IDS.newsCentreHeader[locale], flag: locale }).currentData,
  );
  return (
    <section ref={ref} className={`${section.section} ${styles.news}`} aria-labelledby={titleId} data-block="news">
      <div className={`${section.inner} ${section.fade}`} data-shown={shown}>
        <SectionHead
          titleId={titleId}
          title={head?.fdName ?? intl.formatMessage({ id: 'common.newsCentre' })}
          introHtml={head?.fdContent}
          moreUrl={head?.jumpUrl}
        />
        <TopNews />
        <div className={styles.body}>
          <NewsSlider />
          <NewsCategories />
        </div>
      </div>
    </section>
  );
}

export default NewsCentre;
