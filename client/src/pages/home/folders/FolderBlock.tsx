import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { SiteLink } from '../../../components/SiteLink/SiteLink';
import { useGetArticlePageQuery } from '../../../api/articleListApi';
import type { ArticleSummary } from '../../../../../shared/api/article';
import type { ThreeFolderBlock } from '../../../../../shared/api/home';
import { HOME_FOLDER_BLOCK_COUNT } from '../../../../../shared/constants';
import { findMenuByCode } from '../../../../../shared/nav/findMenu';
import { linkTarget, menuClickTarget, sitePath, targetHref } from '../../../../../shared/nav/clickTarget';
import { publishDate } from '../../../../../shared/text/publishDate';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Loading } from '../../../components/Loading/Loading';
import { useMenus } from '../../../layout/nav/useMenus';
import { ArticleList, articleHref } from '../ArticleList';
import { getHref } from '../../../../../shared/routes';
import { HoverTabs, panelProps } from '../HoverTabs';
import { SectionHead } from '../SectionHead';
import styles from './FolderBlocks.module.css';
import { CmsPicture } from '../../../components/CmsPicture/CmsPicture';

/** The lead picture is 168 px wide, 112 px below 769 px. */
const LEAD_SIZES = '(max-width: 768px) 112px, 168px';

/** The newest article, with its picture and summary, above the list of the others. */
function Lead({ article }: { article: ArticleSummary }) {
  const image = article.breviary ?? article.imageNetUrl;
  const date = publishDate(article.publishTime);
  return (
    <SiteLink className={styles.lead} to={articleHref(article)}>
      {image && (
        <CmsPicture
          className={styles.leadImage}
          src={image}
          sizes={LEAD_SIZES}
          width={800}
          height={500}
          loading="lazy"
          decoding="async"
        />
      )}
      <span className={styles.leadText}>
        <span className={styles.leadTitle}>{article.title}</span>
        {article.summary && <span className={styles.leadSummary}>{article.summary}</span>}
        {date && (
          <time className={styles.leadDate} dateTime={date}>
            {date}
          </time>
        )}
      </span>
    </SiteLink>
  );
}

function Articles({ articles }: { articles: readonly ArticleSummary[] }) {
  const [lead, ...rest] = articles.slice(0, HOME_FOLDER_BLOCK_COUNT);
  if (!lead) return <EmptyState kind="noData" compact />;
  return (
    <>
      <Lead article={lead} />
      <ArticleList articles={rest} limit={HOME_FOLDER_BLOCK_COUNT - 1} />
    </>
  );
}

function SubFolderArticles({ folderId }: { folderId: number | null }) {
  const { currentData, isError } = useGetArticlePageQuery({ folderId: folderId ?? 0 }, { skip: folderId === null });
  if (folderId === null || isError) return <EmptyState kind="noData" compact />;
  return currentData ? <Articles articles={currentData.articleLists} /> : <Loading />;
}

/**
 * One folder block: its latest six articles, and a tab per sub-folder that shows that sub-folder's
 * latest six instead, switched by pointer, focus or click.
 */
export function FolderBlock({ block }: { block: ThreeFolderBlock }) {
  const intl = useIntl();
  const idBase = useId();
  const { menus } = useMenus();
  const [active, setActive] = useState(0);
  const { folderMsg, allSubFolderMsg, articlesMsg } = block;
  const sub = active > 0 ? allSubFolderMsg[active - 1] : undefined;
  const subMenu = sub ? findMenuByCode(menus, sub.subFdCode) : null;
  const subTarget = subMenu ? menuClickTarget(subMenu) : null;
  const moreUrl = subTarget ? targetHref(subTarget) : folderMsg.jumpUrl;
  const labels = [intl.formatMessage({ id: 'home.latest' }), ...allSubFolderMsg.map((folder) => folder.subFdName)];
  // Where each tab's articles are whole: the folder's own list, then each sub-folder's.
  const hrefs = [
    sitePath(linkTarget(folderMsg.jumpUrl)),
    ...allSubFolderMsg.map((folder) => {
      const menu = findMenuByCode(menus, folder.subFdCode);
      return menu ? sitePath(menuClickTarget(menu)) : getHref('articlepagelist', { fdCode: folder.subFdCode });
    }),
  ];

  return (
    <section className={styles.block} aria-labelledby={`${idBase}-title`} data-folder-block={folderMsg.fdCode}>
      <SectionHead titleId={`${idBase}-title`} title={folderMsg.fdName} moreUrl={moreUrl} />
      <HoverTabs
        labels={labels}
        hrefs={hrefs}
        active={active}
        onActivate={setActive}
        label={intl.formatMessage({ id: 'home.subFolders' }, { name: folderMsg.fdName })}
        idBase={idBase}
      />
      <div {...panelProps(idBase, active)} className={styles.panel}>
        {sub ? <SubFolderArticles folderId={sub.subFdId} /> : <Articles articles={articlesMsg} />}
      </div>
    </section>
  );
}
