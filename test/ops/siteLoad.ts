import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { findProjectRoot } from '../../server/projectRoot.js';
import { edgeRequest } from '../helpers/edgeRequest.js';
import { ADMIN_TOKEN, type OpsSite } from './opsSite.js';

/** Pages of the demo content in both languages (the English ones by `?lang=en`). */
const PAGES = [
  '/index/sy',
  '/index/sy?lang=en',
  '/articlepagelist/jtyw',
  '/articlepagelist/jtyw?lang=en',
  '/columndetail/gsjj',
  '/columndetail/gsjj?lang=en',
  '/articledetail/1001',
  '/articledetail/5001?lang=en',
];
const API_ANSWERS = [
  '/cms/api/folder/list?flag=zh',
  '/cms/api/folder/list?flag=en',
  '/cms/api/site/fastTrack',
  '/cms/api/article/detail?id=1001',
];
/** Widths of the picture variants, a new one each round (the edge keeps those it has). */
const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920];
const NOT_FOUND = '/no-such-page-anywhere';

/** Rounds of the visitors' load, and the pause between them: past the answers' two-second freshness. */
const ROUNDS = 3;
const PAUSE_MS = 2_500;
const CONCURRENCY = 4;

/**
 * A variant of a demo photograph the edge has not kept yet (the picture worker makes it), and a file of
 * the CMS passed through.
 */
function pictures(round: number): string[] {
  const width = VARIANT_WIDTHS[round % VARIANT_WIDTHS.length] ?? 640;
  return [`/cms/files/banners/banner-3.jpg?w=${width}`, '/cms/files/stock/sh609117.svg'];
}

/** The build's scripts and style sheets, as a browser asks for them. */
const ASSETS = readdirSync(join(findProjectRoot(), 'client', 'dist', 'assets'))
  .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
  .map((name) => `/assets/${name}`);

/** Two of the build's files the edge has not kept yet. */
function staticFiles(round: number): string[] {
  return ASSETS.slice(round * 2, round * 2 + 2);
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The statuses of `paths` asked of the edge, a few at a time. */
async function visit(site: OpsSite, paths: readonly string[]): Promise<Map<string, number>> {
  const statuses = new Map<string, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < paths.length; i = next++) {
        const path = paths[i] as string;
        statuses.set(path, (await edgeRequest(`${site.edgeUrl}${path}`)).status);
      }
    }),
  );
  return statuses;
}

/** A purge by key through the BFF, as a publish hook sends it; the BFF passes it on to the edge. */
async function purge(site: OpsSite, keys: readonly string[]): Promise<number> {
  const answer = await edgeRequest(`${site.bffUrl}/_bff/cache/purge`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ keys }),
  });
  return answer.status;
}

/** What the visitors' load got: the status of each path in each round, and of the purge. */
export interface LoadResult {
  rounds: Map<string, number>[];
  purgeStatus: number;
}

/**
 * Visitors through the edge: pages in both languages, API answers, pictures and static files, a page that
 * does not exist, in a few rounds, with a purge of the site-wide answers and the Chinese menu between two
 * of them. Each round asks for a picture variant and static files the edge does not hold yet: a counter's
 * series shows a rate only from its second count on (Prometheus sees no increase in its first value).
 */
export async function visitorLoad(site: OpsSite): Promise<LoadResult> {
  const rounds: Map<string, number>[] = [];
  let purgeStatus = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round > 0) await sleep(PAUSE_MS);
    rounds.push(await visit(site, [...PAGES, ...API_ANSWERS, ...pictures(round), ...staticFiles(round), NOT_FOUND]));
    if (round === 0) purgeStatus = await purge(site, ['site', 'menu:zh']);
  }
  return { rounds, purgeStatus };
}

/**
 * Visitors while the CMS is down: the pages and answers they had (stale at the edge by now, so the BFF is
 * asked, and answers from its stale entries), and articles nobody had asked for (cold misses: each one a
 * call the CMS refuses).
 */
export async function outageLoad(site: OpsSite, round: number, coldRequests: number): Promise<void> {
  const cold = Array.from(
    { length: coldRequests },
    (_, i) => `/cms/api/article/detail?id=${90_000 + round * 1000 + i}`,
  );
  await visit(site, [...PAGES, ...API_ANSWERS, ...cold]);
}
