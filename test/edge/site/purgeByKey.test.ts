/**
 * A purge by key through the BFF: `POST /_bff/cache/purge {"keys": [...]}` drops the BFF's
 * own entries and sends the edge `PURGE` with `xkey-purge`, so the changed content is what the edge
 * answers within a second.
 */
import { describe, expect, it } from 'vitest';
import { edgeRequest } from '../../helpers/edgeRequest.js';
import { ADMIN_TOKEN, useEdgeSite } from './edgeSite.js';

const PURGE_LIMIT_MS = 1000;

describe('purging by key through the BFF', () => {
  const site = useEdgeSite({ cms: 'scripted' });

  it('shows the new content at the edge within a second of the purge', async () => {
    const upstream = site().upstream;
    if (upstream === null) throw new Error('the scripted CMS is not running');
    let title = 'Before the edit';
    upstream.script('article/detail', (call) => ({
      json: { code: 200, msg: 'success', data: { id: Number(call.params.id), title, content: '<p>Body.</p>' } },
    }));
    const url = '/cms/api/article/detail?id=1001';
    await site().get(url);
    const kept = await site().get(url);
    expect(kept.headers['x-cache']).toBe('HIT');
    expect(kept.body).toContain('Before the edit');

    title = 'After the edit';
    const started = performance.now();
    const purge = await edgeRequest(`${site().bffUrl}/_bff/cache/purge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ keys: ['article:1001'] }),
    });
    expect(purge.status).toBe(200);
    const answer = JSON.parse(purge.body) as { purged: number; edges: { url: string; status: number }[] };
    expect(answer.edges).toEqual([expect.objectContaining({ url: site().varnish.url, status: 200 })]);

    let body = '';
    while (performance.now() - started < PURGE_LIMIT_MS && !body.includes('After the edit')) {
      body = (await site().get(url)).body;
    }
    expect(body).toContain('After the edit');
  });
});
