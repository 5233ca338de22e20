import { describe, expect, it } from 'vitest';
import { requestKind } from '../../../../server/metrics/requestKind.js';

describe('requestKind', () => {
  it.each([
    ['/cms/api/article/detail', 'api'],
    ['/cms/api/*', 'api'],
    ['/cms/files/*', 'picture'],
    ['/stock-chart/:symbol', 'picture'],
    ['/*', 'static'],
    ['/healthz', 'operations'],
    ['/readyz', 'operations'],
    ['/metrics', 'operations'],
    ['/_bff/cache/purge', 'operations'],
    ['/articledetail/:articleId', 'page'],
    ['/index/:fdCode', 'page'],
    ['/sitemaps/:name', 'page'],
    ['/robots.txt', 'page'],
    ['unmatched', 'page'],
  ])('counts a request answered by %s as %s', (route, kind) => {
    expect(requestKind(route)).toBe(kind);
  });
});
