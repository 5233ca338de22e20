import type { ArticleSummary } from '../../../../../shared/api/article';

/** What the news slider shows of one slide. */
export interface NewsSlide {
  key: string;
  /** The article the slide opens; none for a built-in slide. */
  articleId: number | null;
  image: string;
  title: string | null;
  englishTitle: string | null;
  summary: string | null;
  publishTime: string | null;
}

/** A built-in slide: a picture and nothing else, so its caption says there is no information. */
export function sampleSlide(key: string, image: string): NewsSlide {
  return { key, articleId: null, image, title: null, englishTitle: null, summary: null, publishTime: null };
}

function toSlide(article: ArticleSummary): NewsSlide | null {
  const image = article.imageNetUrl ?? article.breviary;
  if (!image) return null;
  const title = article.title.trim() || null;
  const english = article.englishTitle?.trim() || null;
  return {
    key: String(article.id),
    articleId: article.articleId || article.id,
    image,
    title,
    // The English title is a second line under a Chinese title, not a repeat of an English one.
    englishTitle: english !== null && english !== title ? english : null,
    summary: article.summary?.trim() || null,
    publishTime: article.publishTime,
  };
}

/**
 * The slides of the news slider: the articles with a picture, or the built-in slides when the call
 * failed or brought nothing to show.
 */
export function newsSlides(
  articles: readonly ArticleSummary[] | undefined,
  samples: readonly NewsSlide[],
): readonly NewsSlide[] {
  const slides = (articles ?? []).map(toSlide).filter((slide): slide is NewsSlide => slide !== null);
  return slides.length > 0 ? slides : samples;
}
