/**
 * The container, without a Docker engine: the Dockerfile's final stage reproduced in a temporary directory
 * (see runtimeStage.ts), the demo CMS started as its own process with the compose file's command, and the
 * BFF started with the image's ENV and CMD, talking to the demo CMS over HTTP. Needs `npm run build`.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '../../shared/api/endpoints.js';
import { findProjectRoot } from '../../server/projectRoot.js';
import { instructionsOf, readDockerfile, stageNamed } from '../helpers/dockerfile.js';
import { commandOf, environmentOf, readCompose } from './composeFile.js';
import { listeningUrl, runCommand, type ContainerProcess } from './containerProcess.js';
import { devOnlyPackages, productionPackagesHere } from './productionDependencies.js';
import { reproduceRuntimeStage, type RuntimeImage } from './runtimeStage.js';
import { parseRoutePreloads, renderedPageLinks, ROUTE_PRELOADS_FILE } from '../../shared/routePreloads.js';

const root = findProjectRoot();
let dir: string | null = null;
let image: RuntimeImage;
let demoCms: ContainerProcess;
let bff: ContainerProcess;
let demoCmsUrl: string;
let bffUrl: string;

/** Runs the image's HEALTHCHECK command against a port; resolves with its exit code. */
async function runHealthcheck(port: string): Promise<number | string> {
  if (!image.healthcheck) throw new Error('the image has no HEALTHCHECK');
  return runCommand(image.healthcheck.command, image.dir, { ...image.env, PORT: port }).exited;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bff-container-'));
  image = await reproduceRuntimeStage(readDockerfile(root), root, dir);

  // The demo CMS as docker-compose runs it, on a free loopback port instead of 8081.
  const service = readCompose(root).services['demo-cms'];
  if (!service) throw new Error('docker-compose.yml has no demo-cms service');
  demoCms = runCommand(commandOf(service), image.dir, {
    ...image.env,
    ...environmentOf(service),
    DEMO_CMS_PORT: '0',
    DEMO_CMS_HOST: '127.0.0.1',
  });
  demoCmsUrl = await listeningUrl(demoCms);

  bff = runCommand(image.cmd, image.dir, {
    ...image.env,
    PORT: '0',
    HOST: '127.0.0.1',
    CMS_UPSTREAM_URL: demoCmsUrl,
  });
  bffUrl = await listeningUrl(bff);
}, 120_000);

afterAll(async () => {
  bff?.kill();
  demoCms?.kill();
  if (dir !== null) await rm(dir, { recursive: true, force: true });
});

/** Every path below `base`, relative, without descending into node_modules. */
async function applicationFiles(base: string, prefix = ''): Promise<string[]> {
  const paths: string[] = [];
  for (const entry of await readdir(join(base, prefix), { withFileTypes: true })) {
    const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    paths.push(entry.isDirectory() ? `${path}/` : path);
    if (entry.isDirectory() && entry.name !== 'node_modules') paths.push(...(await applicationFiles(base, path)));
  }
  return paths;
}

describe('the final stage', () => {
  it('holds no sources, tests or build configuration', async () => {
    const files = await applicationFiles(image.dir);
    expect(files).toContain('dist/server/main.js');
    expect(files.filter((path) => /(^|\/)(src|test|tests|__tests__)\/$/.test(path))).toEqual([]);
    expect(files.filter((path) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts'))).toEqual([]);
    expect(
      files.filter((path) =>
        /(^|\/)(tsconfig[^/]*\.json|vite\.config\.\w+|vitest\.config\.\w+|eslint\.config\.\w+)$/.test(path),
      ),
    ).toEqual([]);
  });

  it('installs its dependencies with npm ci --omit=dev in the stage it copies node_modules from', () => {
    const dockerfile = readDockerfile(root);
    const copy = image.copiedFrom.find((c) => c.destination === `${image.workdir}/node_modules`);
    if (!copy?.from) throw new Error('the final stage copies no node_modules from another stage');
    const install = instructionsOf(stageNamed(dockerfile, copy.from), 'RUN').find((run) => /\bnpm ci\b/.test(run.args));
    expect(install?.args.split(/\s+/)).toContain('--omit=dev');
  });

  it('holds no dev dependency', () => {
    const installed = devOnlyPackages(root).filter((location) => existsSync(join(image.dir, location)));
    expect(installed).toEqual([]);
    const missing = productionPackagesHere(root).filter((location) => !existsSync(join(image.dir, location)));
    expect(missing).toEqual([]);
  });

  it('runs as an unprivileged user', () => {
    expect(image.user).not.toBeNull();
    expect(['root', '0', '0:0']).not.toContain(image.user);
  });
});

describe('the BFF in the container', () => {
  it('uses the separate demo CMS as its upstream, not the embedded one', async () => {
    const ready = await bff.waitForLog(/^BFF ready$/);
    expect(ready).toMatchObject({ upstream: demoCmsUrl, embeddedDemoCms: false });
  });

  it('answers /healthz', async () => {
    const response = await fetch(`${bffUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz once the CMS answers', async () => {
    const response = await fetch(`${bffUrl}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ready: true });
  });

  it('renders the home page on the server, its data carried to the browser', async () => {
    const response = await fetch(`${bffUrl}/index/sy`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<div id="root"><a [^>]*href="#main"/);
    expect(html).toContain('<script type="application/json" id="app-state">');
  });

  it("renders an inner page on the server, naming the route's own scripts", async () => {
    const response = await fetch(`${bffUrl}/leaders`);
    expect(response.status).toBe(200);
    const dist = join(root, 'client', 'dist');
    const preloads = parseRoutePreloads(JSON.parse(await readFile(join(dist, ROUTE_PRELOADS_FILE), 'utf8')));
    const leaders = preloads?.leaders;
    expect(leaders?.scripts.length).toBeGreaterThan(0);
    expect(await response.text()).toContain(renderedPageLinks(leaders ?? { scripts: [] }));
  });

  it('serves the hashed assets the page loads, cacheable for a year', async () => {
    const html = await readFile(join(root, 'client', 'dist', 'index.html'), 'utf8');
    const asset = /(?:src|href)="(\/assets\/[^"]+)"/.exec(html)?.[1];
    if (!asset) throw new Error('index.html loads no /assets/ file');
    const response = await fetch(`${bffUrl}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers an API call from the demo CMS over HTTP, then from its cache', async () => {
    // A call no page rendered above has made.
    const url = `${bffUrl}${endpointUrl('articleDetail')}?id=1001`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(((await first.json()) as { id: number }).id).toBe(1001);
    const second = await fetch(url);
    expect(second.headers.get('x-cache')).toBe('HIT');
    await second.arrayBuffer();
    const upstreamCall = await demoCms.waitForLine((line) => JSON.stringify(line).includes('/cms/api/article/detail'));
    expect(upstreamCall).toBeDefined();
  });

  it('streams a CMS file', async () => {
    const response = await fetch(`${bffUrl}/cms/files/logo.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    await response.arrayBuffer();
  });

  it("makes a picture variant with sharp's prebuilt libvips, of the demo CMS's JPEG photograph", async () => {
    const response = await fetch(`${bffUrl}/cms/files/banners/banner-1.jpg?w=640`, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(response.headers.get('vary')).toBe('Accept');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('writes JSON log lines with a request id', async () => {
    await (await fetch(`${bffUrl}/healthz`)).arrayBuffer();
    const line = await bff.waitForLine((entry) => entry.msg === 'request completed' && entry.url === '/healthz');
    expect(line).toMatchObject({ level: 30, method: 'GET', statusCode: 200, remoteAddress: '127.0.0.1' });
    expect(line.reqId).toEqual(expect.any(String));
  });

  it('collects what page renders left in its heap once it goes quiet, and counts it in /metrics', async () => {
    const collections = async (): Promise<number> => {
      const text = await (await fetch(`${bffUrl}/metrics`)).text();
      return Number(/^bff_quiet_collections_total (\d+)/m.exec(text)?.[1]);
    };
    const before = await collections();
    expect(before).toBeGreaterThanOrEqual(0);
    // Search pages for words no page has asked for: each one a render. The engine's own collections may
    // take some of their garbage first, so rounds go on until one leaves enough behind.
    for (let round = 0; round < 5; round += 1) {
      for (let page = 0; page < 30; page += 1) {
        const word = encodeURIComponent(`quiet-${round}-${page}`);
        await (await fetch(`${bffUrl}/articlesearch?inputValue=${word}`)).arrayBuffer();
      }
      for (let wait = 0; wait < 16; wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        if ((await collections()) > before) return;
      }
    }
    expect.unreachable('no quiet collection after 150 renders');
  }, 90_000);

  it("passes the image's HEALTHCHECK", async () => {
    expect(await runHealthcheck(new URL(bffUrl).port)).toBe(0);
  });

  it('exits 0 on the STOPSIGNAL, and the HEALTHCHECK then fails', async () => {
    const signal = image.stopSignal ?? 'SIGTERM';
    bff.child.kill(signal as NodeJS.Signals);
    expect(await bff.exited).toBe(0);
    expect(bff.stderr()).toBe('');
    expect(await runHealthcheck(new URL(bffUrl).port)).toBe(1);
  });

  it('lets the demo CMS exit 0 on the STOPSIGNAL too', async () => {
    demoCms.child.kill((image.stopSignal ?? 'SIGTERM') as NodeJS.Signals);
    expect(await demoCms.exited).toBe(0);
  });
});
