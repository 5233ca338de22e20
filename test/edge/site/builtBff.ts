import { builtSiteConfig } from '../../helpers/builtSiteConfig.js';
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import { buildApp } from '../../../server/app.js';
import { buildDemoCms } from '../../../server/demo-cms/app.js';

export interface BuiltBff {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>` of the BFF. */
  url: string;
  /** A JSON answer of the BFF, as the client would get it. */
  api<T>(pathAndQuery: string): Promise<T>;
  close(): Promise<void>;
}

/**
 * The BFF serving the built site (`npm run build` first) on loopback, in front of the demo CMS, with the
 * given settings beside quiet logs and no rate limit.
 */
export async function startBuiltBff(settings: Readonly<Record<string, string>>): Promise<BuiltBff> {
  const demo = buildDemoCms();
  const cmsUrl = await demo.app.listen({ host: '127.0.0.1', port: 0 });
  const config = builtSiteConfig(cmsUrl, settings);
  const app = buildApp(config);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    url,
    api: async <T>(pathAndQuery: string): Promise<T> => {
      const answer = await request(`${url}${pathAndQuery}`);
      if (answer.statusCode !== 200) throw new Error(`${pathAndQuery} answered ${answer.statusCode}`);
      return (await answer.body.json()) as T;
    },
    close: async () => {
      await app.close();
      await demo.app.close();
    },
  };
}
