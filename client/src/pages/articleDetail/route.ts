import { articleApi } from '../../api/articleApi';
import { articleInItsLanguage } from '../../routeKit/languageRedirects';
import { found } from '../../routeKit/loadSteps';
import { routeKind } from '../../routeKit/routeKind';

/** An article, with the news related to it; `articledetailonly` is the same page without the section menu. */
export default routeKind({
  paths: { articledetail: '/articledetail/:articleId', articledetailonly: '/articledetailonly/:articleId' },
  page: 'ArticleDetailPage',
  oneLanguage: true,
  unlisted: true,
  head: { noSectionBanner: true, title: 'article.detail' },
  async load(load) {
    const { store } = load;
    const article = store.dispatch(articleApi.endpoints.getArticle.initiate({ id: load.params.articleId ?? '' }));
    const outcome = await load.need(article, { essential: true });
    found(outcome, 'article');
    const loaded = outcome?.data;
    if (!loaded) return;
    const tree = await load.menus();
    if (tree !== null) await articleInItsLanguage(load, tree, loaded);
    const related = loaded.fdCode ? { articleId: loaded.id, fdCode: loaded.fdCode } : { articleId: loaded.id };
    load.start(store.dispatch(articleApi.endpoints.getRelatedNews.initiate(related)));
  },
});
