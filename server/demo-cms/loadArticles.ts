import type { Locale } from '../../shared/constants.js';
import { asList, asObject, child, fail, int, optBool, optInt, optStr, str, type At } from './contentShape.js';
import type { ArticleFile, StoredArticle, StoredFolder } from './contentTypes.js';
import { htmlToText } from './htmlText.js';

const PUBLISH_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const IMAGE_NAME = /^[a-z]+-\d+$/;
/** README "Articles": Chinese 1001–1999, English 5001–5999. */
const ID_RANGES: Record<Locale, [number, number]> = { zh: [1001, 1999], en: [5001, 5999] };

function readArticle(value: unknown, lang: Locale, at: At): ArticleFile {
  const o = asObject(value, at);
  const id = int(o, 'id', at);
  const [low, high] = ID_RANGES[lang];
  if (id < low || id > high) fail(child(at, 'id'), `must be within ${low}–${high} for ${lang}`);
  const publishTime = str(o, 'publishTime', at);
  if (!PUBLISH_TIME.test(publishTime)) fail(child(at, 'publishTime'), 'must be YYYY-MM-DD HH:MM:SS');
  const image = optStr(o, 'image', at);
  if (image !== null && !IMAGE_NAME.test(image)) fail(child(at, 'image'), 'must name a pool image, as plant-3');
  const article: ArticleFile = {
    id,
    title: str(o, 'title', at),
    englishTitle: optStr(o, 'englishTitle', at),
    summary: str(o, 'summary', at),
    content: str(o, 'content', at),
    image,
    publishTime,
    publishUser: optStr(o, 'publishUser', at),
  };
  const fdSort = optInt(o, 'fdSort', at);
  if (fdSort !== undefined) article.fdSort = fdSort;
  const stick = optBool(o, 'stick', at);
  if (stick !== undefined) article.stick = stick;
  return article;
}

/** The articles of one folder file (`articles/<fdCode>.json`). */
export function readArticleFile(value: unknown, folder: StoredFolder, at: At): StoredArticle[] {
  return asList(value, at).map((item, i) => {
    const article = readArticle(item, folder.lang, child(at, i));
    return {
      ...article,
      lang: folder.lang,
      fdCode: folder.fdCode,
      folderId: folder.fdId,
      searchText: [article.title, article.summary, htmlToText(article.content)].join('\n').toLowerCase(),
    };
  });
}
