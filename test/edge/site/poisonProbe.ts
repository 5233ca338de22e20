/**
 * Poisoning probes through the real edge: the request carrying the probe asks first, after a purge of
 * everything (the BFF's cache and, through it, the edge's), and a plain visitor asks second. The plain
 * visitor must get exactly what a plain visitor got with nothing kept: status, headers that say what the
 * answer is, and body (so `canonical`, `og:url`, `hreflang` and `<html lang>` as well).
 */
import { edgeRequest, type EdgeRequestOptions } from '../../helpers/edgeRequest.js';
import { ADMIN_TOKEN, type EdgeSite } from './edgeSite.js';
import { visible, type VisibleAnswer } from './visitorHeaders.js';

/** What a plain visitor asks for: a bare Chinese page, an English page and an API answer. */
export const PLAIN_TARGETS = ['/columndetail/gsjj', '/columndetail/egsjj?lang=en', '/cms/api/folder/list?flag=zh'];

export interface Probe {
  name: string;
  path: string;
  options?: EdgeRequestOptions;
}

/** Empties the BFF's cache and bans every object at the edge (the BFF sends the edge `BAN /`). */
export async function purgeEverything(site: EdgeSite): Promise<void> {
  const answer = await edgeRequest(`${site.bffUrl}/_bff/cache/purge`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const edges = (JSON.parse(answer.body) as { edges: { status: number }[] }).edges;
  if (answer.status !== 200 || edges.some((edge) => edge.status !== 200)) {
    throw new Error(`the purge of everything failed: ${answer.status} ${answer.body}`);
  }
}

/** A plain visitor's view of `path` through the edge. */
export async function plainView(site: EdgeSite, path: string): Promise<VisibleAnswer> {
  const answer = await site.get(path);
  return visible(answer.status, answer.headers, answer.body);
}

/** What plain visitors get of each target with nothing kept anywhere. */
export async function plainBaseline(site: EdgeSite): Promise<Map<string, VisibleAnswer>> {
  await purgeEverything(site);
  const baseline = new Map<string, VisibleAnswer>();
  for (const path of PLAIN_TARGETS) baseline.set(path, await plainView(site, path));
  return baseline;
}

/**
 * Runs one probe first and then the plain visitors; resolves with the targets whose plain answer is not
 * the baseline's (each a poisoned answer), and the probe's own answer.
 */
export async function poisoned(site: EdgeSite, baseline: Map<string, VisibleAnswer>, probe: Probe) {
  await purgeEverything(site);
  const probeAnswer = await site.get(probe.path, probe.options);
  const differing: string[] = [];
  for (const path of PLAIN_TARGETS) {
    const view = await plainView(site, path);
    const before = baseline.get(path);
    if (JSON.stringify(view) !== JSON.stringify(before)) {
      const fields = Object.keys(view.headers).filter((name) => view.headers[name] !== before?.headers[name]);
      if (view.status !== before?.status) fields.push('status');
      if (view.body !== before?.body) fields.push('body');
      differing.push(`${probe.name} -> ${path}: ${fields.join(', ')}`);
    }
  }
  return { differing, probeAnswer };
}
