import { articleApi } from '../../api/articleApi';
import { found } from '../../routeKit/loadSteps';
import { routeKind } from '../../routeKit/routeKind';

/** An article not yet published, as the CMS's editors preview it. */
export default routeKind({
  paths: { articlepreview: '/articlepreview/:articleId' },
  page: 'ArticlePreviewPage',
  oneLanguage: true,
  unlisted: true,
  head: { noSectionBanner: true, title: 'article.preview' },
  async load(load) {
    const id = load.params.articleId ?? '';
    const article = load.store.dispatch(articleApi.endpoints.getArticlePreview.initiate({ id }));
    found(await load.need(article, { essential: true }), 'article');
  },
});
