import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '../../../../shared/api/article.js';
import { ImageGrid, type ImageGridLayout } from '../../../../client/src/components/ImageGrid/ImageGrid.js';
import en from '../../../../client/src/i18n/en.json';

function article(id: number, picture: string | null): ArticleSummary {
  return {
    id,
    articleId: id,
    title: `Article ${id}`,
    englishTitle: null,
    summary: null,
    breviary: picture,
    imageNetUrl: picture,
    imageFileName: null,
    publishTime: '2026-03-01 09:00:00',
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
    folderId: null,
    fdCode: null,
  };
}

function pictures(layout: ImageGridLayout, articles: ArticleSummary[]): Record<string, string>[] {
  const html = renderToStaticMarkup(
    <IntlProvider locale="en" messages={en}>
      <MemoryRouter>
        <ImageGrid articles={articles} layout={layout} />
      </MemoryRouter>
    </IntlProvider>,
  );
  return [...html.matchAll(/<img([^>]*)>/g)].map((tag) =>
    Object.fromEntries(
      [...(tag[1] ?? '').matchAll(/\s([a-zA-Z-]+)(?:="([^"]*)")?/g)].map((m) => [
        (m[1] ?? '').toLowerCase(),
        m[2] ?? '',
      ]),
    ),
  );
}

describe('ImageGrid pictures', () => {
  it.each([
    ['grid', '(max-width: 480px) 50vw, (max-width: 900px) 45vw, 300px'],
    ['cards', '(max-width: 768px) 100vw, 440px'],
    ['rows', '(max-width: 768px) 100vw, 240px'],
  ] as const)('in %s, offer the variants for the place the layout gives them, lazily', (layout, sizes) => {
    const [picture] = pictures(layout, [article(1, '/cms/files/images/plant-1.jpg')]);
    expect(picture).toMatchObject({
      src: '/cms/files/images/plant-1.jpg',
      sizes,
      width: '800',
      height: '500',
      loading: 'lazy',
    });
    expect(picture?.srcset?.split(', ')).toHaveLength(5);
  });

  it('draw an external picture without variants, and none for an article without one', () => {
    const drawn = pictures('grid', [article(1, 'https://partner.example.com/a.jpg'), article(2, null)]);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]?.srcset).toBeUndefined();
    expect(drawn[0]?.sizes).toBeUndefined();
  });
});
