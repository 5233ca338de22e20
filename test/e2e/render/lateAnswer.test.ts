import { matchRoute } from '../../../shared/routes.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '../../../shared/api/endpoints.js';
import type { ApiTransport, RenderedPage, RenderRequest, ServerEntry } from '../../../shared/ssr/renderContract.js';
import { createPageTransport } from '../../../server/pages/pageTransport.js';
import { startBuiltRenderer, type BuiltRenderer } from './builtRenderer.js';

/**
 * The render waits this long for its data: time enough for every other answer on a busy machine; the
 * held answer comes after it.
 */
const DATA_TIMEOUT_MS = 2_000;

const HOME = '/index/sy';

/** A call the home page draws, the app's query of it and the markup that draws its answer. */
interface DrawnCall {
  call: EndpointName;
  /** The carried state and the render's outcome name calls by the app's query. */
  query: string;
  /** Whether the page's markup draws the call's answer. */
  drawn(html: string): boolean;
}

/** The news carousel: drawn by a held part whose code loads while the first render in a process runs. */
const NEWS_SLIDES: DrawnCall = {
  call: 'rollPictures',
  query: 'getHomeNewsSlides',
  drawn: (html) => html.includes('data-news-caption'),
};

/** The quick access links, drawn with the page in the render's first pass. */
const QUICK_ACCESS: DrawnCall = {
  call: 'fastTrack',
  query: 'getFastTrack',
  drawn: (html) => !/<ul[^>]*data-fast-track[^>]*><\/ul>/.test(html),
};

interface CarriedState {
  api: { api: { queries: Record<string, { endpointName: string; status: string }> } };
  deferred: { endpointName: string }[];
  late: boolean;
}

/** The app's queries the page carries an answer of or names for its held parts. */
function carriedQueries(page: RenderedPage): string[] {
  const carried = JSON.parse(page.stateJson) as CarriedState;
  return [
    ...Object.values(carried.api.api.queries).map((entry) => entry.endpointName),
    ...carried.deferred.map((entry) => entry.endpointName),
  ];
}

/** The built renderer (`npm run build`), called directly with a transport the test controls. */
describe('a render whose call answers after the data deadline', () => {
  let renderer: BuiltRenderer;
  let bff: FastifyInstance;
  let entry: ServerEntry;

  beforeAll(async () => {
    renderer = await startBuiltRenderer();
    ({ bff, entry } = renderer);
  });

  afterAll(async () => {
    await renderer.close();
  });

  /**
   * The BFF's own in-process transport, except that `held`'s answers wait until the renderer asks for the
   * other language's menus, which it does once the loaders are done, just before it draws the page: the
   * answer then comes while the page is being drawn.
   */
  function transportHolding(held: EndpointName): ApiTransport {
    const { transport: real } = createPageTransport(bff.answers);
    const waiting: (() => void)[] = [];
    return async (endpoint, params) => {
      if (endpoint === 'folderList' && params.flag === 'en') waiting.splice(0).forEach((release) => release());
      const answer = await real(endpoint, params);
      if (endpoint === held) await new Promise<void>((release) => waiting.push(release));
      return answer;
    };
  }

  async function renderHome(transport: ApiTransport): Promise<RenderedPage> {
    const routeId = matchRoute(HOME)?.id ?? null;
    const request: RenderRequest = { url: HOME, routeId, locale: 'zh', transport, dataTimeoutMs: DATA_TIMEOUT_MS };
    const result = await entry.render(request);
    if (result.kind !== 'page') throw new Error(`${HOME} rendered a ${result.kind}`);
    return result;
  }

  /**
   * The page is drawn from the state at the data deadline, and carries that state: an answer that comes
   * while the page is being drawn is neither drawn nor carried (the browser asks for it once it has
   * hydrated markup that matches the state it starts from).
   */
  function expectDrawnLoading(page: RenderedPage, late: DrawnCall): void {
    expect(page.complete).toBe(false);
    expect(page.degraded.map((failure) => failure.endpoint)).toContain(late.query);
    expect((JSON.parse(page.stateJson) as CarriedState).late).toBe(true);
    const carried = carriedQueries(page);
    expect(carried.length).toBeGreaterThan(0);
    expect(carried).not.toContain(late.query);
    expect(late.drawn(page.html)).toBe(false);
  }

  // First: the held part's code is not loaded yet, so the render waits on it and the answer comes meanwhile.
  it('draws a held part loading when its answer comes while its code loads', async () => {
    expectDrawnLoading(await renderHome(transportHolding(NEWS_SLIDES.call)), NEWS_SLIDES);
  });

  it('draws the page loading where an answer came just after the deadline', async () => {
    expectDrawnLoading(await renderHome(transportHolding(QUICK_ACCESS.call)), QUICK_ACCESS);
  });

  it('draws and carries every answer that came in time', async () => {
    const page = await renderHome(createPageTransport(bff.answers).transport);
    expect(page.complete).toBe(true);
    const carried = carriedQueries(page);
    for (const call of [NEWS_SLIDES, QUICK_ACCESS]) {
      expect(call.drawn(page.html)).toBe(true);
      expect(carried).toContain(call.query);
    }
  });
});
