import { useIntl } from 'react-intl';
import type { ArticleSummary } from '../../../../shared/api/article';
import type { MenuEntry } from '../../../../shared/api/menu';
import { getHref } from '../../../../shared/routes';
import { useGetPictureArticlesQuery } from '../../api/articleListApi';
import { QueryState } from '../../components/QueryState/QueryState';
import { ThumbCarousel, type CarouselSlide } from '../../components/ThumbCarousel/ThumbCarousel';

function toSlides(articles: readonly ArticleSummary[]): CarouselSlide[] {
  return articles.flatMap((article) => {
    const image = article.imageNetUrl ?? article.breviary;
    if (image === null) return [];
    return [
      {
        key: article.id,
        image,
        title: article.title,
        summary: article.summary,
        publishTime: article.publishTime,
        href: getHref('articledetail', { articleId: article.id }),
      },
    ];
  });
}

/** Every picture article of the folder in the carousel with its thumbnail strip. */
export function PictureCarousel({ menu }: { menu: MenuEntry }) {
  const intl = useIntl();
  const query = useGetPictureArticlesQuery({ folderId: menu.fdId });
  return (
    <QueryState query={query} isEmpty={(articles) => toSlides(articles).length === 0}>
      {(articles) => (
        <ThumbCarousel
          slides={toSlides(articles)}
          label={intl.formatMessage({ id: 'pages.carouselLabel' }, { name: menu.fdName })}
        />
      )}
    </QueryState>
  );
}
