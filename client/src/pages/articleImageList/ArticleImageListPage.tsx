import { useMatches } from 'react-router';
import type { MenuEntry } from '../../../../shared/api/menu';
import type { RouteId } from '../../../../shared/routes';
import type { ImageGridLayout } from '../../components/ImageGrid/ImageGrid';
import { PagedImageList } from '../../components/ImageGrid/PagedImageList';
import { ColumnFrame } from '../../layout/inner/ColumnFrame';
import { PictureCarousel } from './PictureCarousel';

type ImageListRoute = Extract<RouteId, 'articleimglist' | 'articleimglists' | 'articleimglists2' | 'articleimglists3'>;
type ImageListView = { kind: 'paged'; layout: ImageGridLayout } | { kind: 'carousel' };

/**
 * What each image-list route shows: `/articleimglist` picture tiles, `/articleimglists` the carousel
 * with its thumbnail strip, `/articleimglists2` pictures beside their summaries, `/articleimglists3`
 * two columns of picture cards with summaries. The paged ones offer 10, 20, 50 or 100 a page.
 */
const VIEWS: Record<ImageListRoute, ImageListView> = {
  articleimglist: { kind: 'paged', layout: 'grid' },
  articleimglists: { kind: 'carousel' },
  articleimglists2: { kind: 'paged', layout: 'rows' },
  articleimglists3: { kind: 'paged', layout: 'cards' },
};

function isImageListRoute(id: string | undefined): id is ImageListRoute {
  return id !== undefined && id in VIEWS;
}

function ImageListColumn({ menu, view }: { menu: MenuEntry; view: ImageListView }) {
  if (view.kind === 'carousel') return <PictureCarousel menu={menu} />;
  return <PagedImageList folderId={menu.fdId} layout={view.layout} />;
}

/** The image and summary lists. */
function ArticleImageListPage() {
  const matches = useMatches();
  const routeId = matches[matches.length - 1]?.id;
  const view = isImageListRoute(routeId) ? VIEWS[routeId] : VIEWS.articleimglist;
  return <ColumnFrame>{(menu) => <ImageListColumn menu={menu} view={view} />}</ColumnFrame>;
}

export { ArticleImageListPage as Component };
