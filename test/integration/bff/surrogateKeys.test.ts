import { describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { startBff, useBff } from '../../helpers/bffHarness.js';

const bff = useBff();

const list = endpointUrl('findArticleList');
const keysOf = (response: { headers: Record<string, unknown> }): string[] =>
  String(response.headers['surrogate-key'] ?? '').split(' ');

/** The fixture's menus: 1 sy, 10 gywm with 11 gsjj; the fixture's articles are in folder 12, jtyw. */
describe('the surrogate keys of an API answer', () => {
  it('name a list by the code of the folder it is addressed by, its articles and their folders', async () => {
    const response = await bff().http.get(list).query({ folderId: '11' });
    expect(response.headers['x-cache']).toBe('MISS');
    expect(keysOf(response)).toEqual(['folder:gsjj', 'article:11', 'folder:jtyw']);
  });

  it('are learnt from the menus of both languages, read through the cache once for all answers', async () => {
    const own = await startBff();
    try {
      await Promise.all(['11', '10', '1'].map((folderId) => own.http.get(list).query({ folderId })));
      const fixed = await own.http.get(endpointUrl('getFixedFolder')).query({ fdId: '10' });
      expect(keysOf(fixed)).toEqual(['folder:gywm']);
      const menuCalls = own.upstream.calls.filter((call) => call.path.endsWith('folder/list'));
      expect(menuCalls.map((call) => call.params.flag).sort()).toEqual(['en', 'zh']);
    } finally {
      await own.close();
    }
  });

  it('leave out a folder no menu names, without asking the CMS for the menus again', async () => {
    const first = await bff().http.get(list).query({ folderId: '999' });
    const second = await bff().http.get(list).query({ folderId: '998' });
    expect(keysOf(first)).toEqual(['article:999', 'folder:jtyw']);
    expect(keysOf(second)).toEqual(['article:998', 'folder:jtyw']);
    expect(bff().upstream.callsTo('folder/list')).toBe(2);
  });

  it('are sent with a hit as they were stored', async () => {
    await bff().http.get(list).query({ folderId: '11' });
    const hit = await bff().http.get(list).query({ folderId: '11' });
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(keysOf(hit)).toEqual(['folder:gsjj', 'article:11', 'folder:jtyw']);
  });

  it.each([
    ['folderList', { flag: 'en' }, ['menu:en']],
    ['oneSite', { code: 'hczx' }, ['site']],
    ['fastTrack', {}, ['site']],
    ['getTopRollPics', {}, ['site']],
    ['sharesMessage', {}, ['shares']],
    ['articleDetail', { id: '1001' }, ['article:1001', 'folder:jtyw']],
  ] as const)('name %s', async (name, query, keys) => {
    const response = await bff().http.get(endpointUrl(name)).query(query);
    expect(response.status).toBe(200);
    expect(keysOf(response)).toEqual(keys);
  });

  it('are not sent with a POST answer, which shared caches must not keep', async () => {
    const response = await bff().http.post(list).send({ folderId: '11' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['surrogate-key']).toBeUndefined();
  });

  it('are not sent with an error', async () => {
    bff().upstream.script('article/detail', () => ({ json: { code: 500, msg: 'down' } }));
    const response = await bff().http.get(endpointUrl('articleDetail')).query({ id: '5' });
    expect(response.status).toBe(502);
    expect(response.headers['surrogate-key']).toBeUndefined();
  });
});
