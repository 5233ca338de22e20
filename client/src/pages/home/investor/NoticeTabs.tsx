import { useDeferredValue, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { NOTICE_COUNT } from '../../../../../shared/constants';
import { findMenuByCode } from '../../../../../shared/nav/findMenu';
import { menuClickTarget, sitePath, targetHref } from '../../../../../shared/nav/clickTarget';
import { getHref } from '../../../../../shared/routes';
import { useLocale } from '../../../state/useLocale';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Loading } from '../../../components/Loading/Loading';
import { useMenus } from '../../../layout/nav/useMenus';
import { ArticleList } from '../ArticleList';
import { HoverTabs, panelProps } from '../HoverTabs';
import { TargetLink } from '../../../components/TargetLink/TargetLink';
import { useGetHomeNoticesQuery } from './investorApi';
import { noticeTabs } from './noticeTabs';
import styles from './InvestorBlock.module.css';

/** The disclosure tabs: switched by pointer, focus or click, each with its latest five. */
export function NoticeTabs() {
  const intl = useIntl();
  const locale = useLocale();
  const idBase = useId();
  const { menus } = useMenus();
  const { currentData: answer, isError } = useGetHomeNoticesQuery({ flag: locale });
  const currentData = useDeferredValue(answer);
  const [active, setActive] = useState(0);
  const tabs = noticeTabs(currentData ?? [], locale);
  const tab = tabs[active] ?? tabs[0];

  if (!tab) return isError ? <EmptyState kind="noData" compact /> : <Loading />;
  const code = tab.fdMsg.fdCode;
  const menu = findMenuByCode(menus, code);
  const target = menu ? menuClickTarget(menu) : null;
  const moreUrl = target ? targetHref(target) : code ? getHref('articlepagelist', { fdCode: code }) : null;
  // Each tab's own list, where its notices are whole.
  const listOf = ({ fdMsg }: (typeof tabs)[number]) => {
    const tabMenu = findMenuByCode(menus, fdMsg.fdCode);
    if (tabMenu) return sitePath(menuClickTarget(tabMenu));
    return fdMsg.fdCode ? getHref('articlepagelist', { fdCode: fdMsg.fdCode }) : null;
  };
  return (
    <div className={styles.notices} data-notices>
      <div className={styles.noticeBar}>
        <HoverTabs
          className={styles.noticeTabs}
          labels={tabs.map((block) => block.fdMsg.fdName)}
          hrefs={tabs.map(listOf)}
          active={active}
          onActivate={setActive}
          label={intl.formatMessage({ id: 'home.notices' })}
          idBase={idBase}
        />
        <TargetLink to={moreUrl} className={styles.noticeMore} fallback={null}>
          {intl.formatMessage({ id: 'common.more' })}
          <span className="visually-hidden">{tab.fdMsg.fdName}</span>
        </TargetLink>
      </div>
      <div {...panelProps(idBase, active)} data-notice-panel={code}>
        {tab.articlesMsg.length > 0 ? (
          <ArticleList articles={tab.articlesMsg} limit={NOTICE_COUNT} />
        ) : (
          <EmptyState kind="noData" compact />
        )}
      </div>
    </div>
  );
}
