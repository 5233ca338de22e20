import type { FastifyInstance } from 'fastify';
import type { ArticleSummary, PagedList } from '../../../shared/api/article.js';
import type { MenuItem } from '../../../shared/api/menu.js';
import type { Locale } from '../../../shared/constants.js';
import { buildApp, type BuildAppOptions } from '../../../server/app.js';
import type { Config } from '../../../server/config.js';
import { buildDemoCms, type DemoCmsControl } from '../../../server/demo-cms/app.js';
import { makeClientBuild } from '../../helpers/clientBuild.js';
import { httpClient, listenOnLoopback, type HttpClient } from '../../helpers/httpClient.js';
import { testConfig } from '../../helpers/testConfig.js';

export interface DemoSite {
  bff: FastifyInstance;
  /** supertest requests to the BFF, over real sockets. */
  http: HttpClient;
  control: DemoCmsControl;
  close(): Promise<void>;
}

/** The BFF with a minimal client build (so known routes answer 200) in front of the demo CMS. */
export async function startDemoSite(overrides: Partial<Config> = {}, options: BuildAppOptions = {}): Promise<DemoSite> {
  const client = await makeClientBuild();
  const cms = buildDemoCms();
  const url = await cms.app.listen({ host: '127.0.0.1', port: 0 });
  const bff = buildApp(testConfig(url, { clientDir: client.dir, ...overrides }), options);
  await listenOnLoopback(bff);
  return {
    bff,
    http: httpClient(bff),
    control: cms.control,
    close: async () => {
      await bff.close();
      await cms.app.close();
      await client.remove();
    },
  };
}

export async function menusOf(http: HttpClient, locale: Locale): Promise<MenuItem[]> {
  return (await http.get('/cms/api/folder/list').query({ flag: locale })).body as MenuItem[];
}

/** Every article id of a folder, through the BFF's API. */
export async function folderArticleIds(http: HttpClient, folderId: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const response = await http
      .get('/cms/api/article/findArticleList')
      .query({ folderId: String(folderId), nowPage: String(page), pageSize: '100' });
    const list = response.body as PagedList<ArticleSummary>;
    ids.push(...list.articleLists.map((a) => a.id));
    if (page >= list.countPage) return ids;
  }
}
