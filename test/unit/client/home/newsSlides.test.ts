import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '../../../../shared/api/article.js';
import { newsSlides, sampleSlide } from '../../../../client/src/pages/home/news/newsSlides.js';

const SAMPLES = [sampleSlide('sample-1', '/sample-1.svg'), sampleSlide('sample-2', '/sample-2.svg')];

function article(overrides: Partial<ArticleSummary>): ArticleSummary {
  return {
    id: 1001,
    articleId: 1001,
    title: '衡川化建中标乙烯项目',
    englishTitle: 'Hengchuan wins an ethylene contract',
    summary: '合同金额86.4亿元。',
    breviary: '/cms/files/images/plant-1.svg',
    imageNetUrl: '/cms/files/images/plant-1.svg',
    imageFileName: 'plant-1.svg',
    publishTime: '2026-11-16 09:40:00',
    publishUser: null,
    createTime: null,
    updateTime: null,
    createUser: null,
    updateUser: null,
    startTime: null,
    endTime: null,
    fdSort: null,
    fdStatus: null,
    fdType: null,
    delFlag: null,
    folderId: 25,
    fdCode: 'jtyw',
    ...overrides,
  };
}

describe('newsSlides', () => {
  it('makes one slide per article with a picture, keeping title, English title, summary and time', () => {
    const [slide] = newsSlides([article({})], SAMPLES);
    expect(slide).toEqual({
      key: '1001',
      articleId: 1001,
      image: '/cms/files/images/plant-1.svg',
      title: '衡川化建中标乙烯项目',
      englishTitle: 'Hengchuan wins an ethylene contract',
      summary: '合同金额86.4亿元。',
      publishTime: '2026-11-16 09:40:00',
    });
  });

  it('uses the thumbnail when there is no large picture and leaves out articles with neither', () => {
    const slides = newsSlides(
      [
        article({ id: 1, imageNetUrl: null, breviary: '/thumb.svg' }),
        article({ id: 2, imageNetUrl: null, breviary: null }),
      ],
      SAMPLES,
    );
    expect(slides.map((slide) => [slide.key, slide.image])).toEqual([['1', '/thumb.svg']]);
  });

  it('has no title for a blank one, so the caption can say there is no information', () => {
    expect(newsSlides([article({ title: '  ' })], SAMPLES)[0]?.title).toBeNull();
  });

  it('drops an English title that only repeats the title', () => {
    const [slide] = newsSlides([article({ title: 'Same words', englishTitle: 'Same words' })], SAMPLES);
    expect(slide?.englishTitle).toBeNull();
  });

  it('falls back to the built-in slides when the call failed or brought nothing to show', () => {
    expect(newsSlides(undefined, SAMPLES)).toBe(SAMPLES);
    expect(newsSlides([], SAMPLES)).toBe(SAMPLES);
    expect(newsSlides([article({ imageNetUrl: null, breviary: null })], SAMPLES)).toBe(SAMPLES);
  });

  it('gives built-in slides a picture and nothing else', () => {
    expect(sampleSlide('s', '/s.svg')).toEqual({
      key: 's',
      articleId: null,
      image: '/s.svg',
      title: null,
      englishTitle: null,
      summary: null,
      publishTime: null,
    });
  });
});
