import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readRouteKinds, routeTableSources } from '../../../../client/build/routeTable';
import { DEFAULT_FOLDERS } from '../../../../shared/routeDefaultFolders';
import { HOME_ROUTES, ROUTE_PAGES, ROUTE_PATHS } from '../../../../shared/routeTable';
import { getHref, matchRoute, ROUTES } from '../../../../shared/routes';

describe('the route table', () => {
  it('and the route module table are what the route kinds declare (npm run routes writes them)', async () => {
    for (const [file, source] of Object.entries(await routeTableSources()))
      expect(readFileSync(file, 'utf8')).toBe(source);
  });

  it('names every route of every route kind once, with its page and default folder', async () => {
    const kinds = await readRouteKinds();
    const ids = kinds.flatMap(({ kind }) => Object.keys(kind.paths));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(ROUTE_PATHS).sort()).toEqual([...ids].sort());
    for (const { folder, kind } of kinds) {
      for (const id of Object.keys(kind.paths) as (keyof typeof ROUTE_PAGES)[]) {
        expect(ROUTE_PAGES[id]).toBe(`${folder}/${kind.page}`);
        expect(DEFAULT_FOLDERS[id]).toEqual(kind.defaultFolder);
      }
    }
    expect(HOME_ROUTES).toEqual(['homeIndex', 'cncec']);
  });

  it('matches each route path, filled with valid parameters, to its own route', () => {
    for (const id of Object.keys(ROUTE_PATHS) as (keyof typeof ROUTE_PATHS)[]) {
      const href = getHref(id, { fdCode: 'gsjj', articleId: 1001 } as never);
      expect(matchRoute(href)?.id).toBe(id);
    }
    expect(ROUTES.home).toBe('/');
    expect(matchRoute('/articledetail/abc')).toBeNull();
  });
});
