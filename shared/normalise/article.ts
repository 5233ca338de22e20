import type { Article, ArticleSummary, RelatedNews } from '../api/article.js';
import { asRecord, type FieldReader } from './fields.js';

function readArticle(value: unknown, f: FieldReader): ArticleSummary & { content: unknown } {
  const a = asRecord(value) ?? {};
  const id = f.int(a.id) ?? f.int(a.articleId) ?? 0;
  return {
    id,
    articleId: f.int(a.articleId) ?? id,
    title: f.text(a.title) ?? '',
    englishTitle: f.text(a.englishTitle),
    summary: f.text(a.summary),
    content: a.content,
    breviary: f.image(a.breviary),
    imageNetUrl: f.image(a.imageNetUrl),
    imageFileName: f.text(a.imageFileName),
    publishTime: f.raw(a.publishTime),
    publishUser: f.text(a.publishUser),
    createTime: f.raw(a.createTime),
    updateTime: f.raw(a.updateTime),
    createUser: f.text(a.createUser),
    updateUser: f.text(a.updateUser),
    startTime: f.raw(a.startTime),
    endTime: f.raw(a.endTime),
    fdSort: f.int(a.fdSort),
    fdStatus: f.int(a.fdStatus),
    fdType: f.int(a.fdType),
    delFlag: f.int(a.delFlag),
    folderId: f.int(a.folderId),
    fdCode: f.raw(a.fdCode),
  };
}

export function normaliseArticle(value: unknown, f: FieldReader): Article {
  const article = readArticle(value, f);
  return { ...article, content: f.html(article.content) };
}

export function normaliseArticleSummary(value: unknown, f: FieldReader): ArticleSummary {
  const { content: _content, ...summary } = readArticle(value, f);
  return summary;
}

export function normaliseRelatedNews(value: unknown, f: FieldReader): RelatedNews {
  const a = asRecord(value) ?? {};
  return {
    articleId: f.int(a.articleId) ?? f.int(a.id) ?? 0,
    title: f.text(a.title) ?? '',
    publishTime: f.raw(a.publishTime),
  };
}
