import { articleApi } from '../../api/articleApi';
import { found } from '../../routeKit/loadSteps';
import { routeKind } from '../../routeKit/routeKind';

/** An article not yet published, as the CMS's editors preview it. */
export default routeKind({
  paths: { articlepreview: '/articlepreview/:articleId' },
  page: 'ArticlePreviewPage',
  essential: ['articlePreview'],
  oneLanguage: true,
  unlisted: true,
  head: { noSectionBanner: true },
  async load(load) {
    const id = load.params.articleId ?? '';
    found(await load.need(load.store.dispatch(articleApi.endpoints.getArticlePreview.initiate({ id }))), 'article');
  },
});
