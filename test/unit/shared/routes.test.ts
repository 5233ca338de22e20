import { describe, expect, it } from 'vitest';
import { getHref, matchRoute, ROUTES } from '../../../shared/routes.js';

describe('route table', () => {
  it('matches every route kind of the specification', () => {
    expect(matchRoute('/')?.id).toBe('home');
    expect(matchRoute('/index/sy')).toEqual({ id: 'homeIndex', params: { fdCode: 'sy' } });
    expect(matchRoute('/articledetail/123')).toEqual({ id: 'articledetail', params: { articleId: '123' } });
    expect(matchRoute('/column_article/gsxw')?.id).toBe('columnArticle');
    expect(matchRoute('/articlesearch')?.id).toBe('articlesearch');
    expect(matchRoute('/404')?.id).toBe('notFound');
  });

  it('ignores a trailing slash', () => {
    expect(matchRoute('/leaders/')?.id).toBe('leaders');
  });

  it('rejects unknown paths and malformed parameters', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/articledetail/abc')).toBeNull();
    expect(matchRoute('/columndetail/<script>')).toBeNull();
    expect(matchRoute('/columndetail/%E0%A4%A')).toBeNull();
    expect(matchRoute('/index/sy/extra')).toBeNull();
  });

  it('builds hrefs with encoded parameters and a query', () => {
    expect(getHref('articledetail', { articleId: 42 })).toBe('/articledetail/42');
    expect(getHref('articlesearch', {}, { inputValue: '化工 plant' })).toBe(
      '/articlesearch?inputValue=%E5%8C%96%E5%B7%A5%20plant',
    );
  });

  it('round-trips every route through getHref and matchRoute', () => {
    for (const id of Object.keys(ROUTES) as (keyof typeof ROUTES)[]) {
      const names = ROUTES[id].match(/(?<=:)\w+/g) ?? [];
      const params = Object.fromEntries(names.map((name) => [name, name === 'articleId' ? '7' : 'gsxw']));
      expect(matchRoute(getHref(id, params as never))?.id).toBe(id);
    }
  });
});
