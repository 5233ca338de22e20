import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerEntry } from '../../../shared/ssr/renderContract.js';
import { buildApp } from '../../../server/app.js';
import { buildDemoCms } from '../../../server/demo-cms/app.js';
import { loadServerEntry } from '../../../server/pages/serverEntry.js';
import { listenOnLoopback } from '../../helpers/httpClient.js';
import { testConfig } from '../../helpers/testConfig.js';

/** The built renderer and a BFF in front of the demo CMS whose answers it renders from. */
export interface BuiltRenderer {
  entry: ServerEntry;
  /** The BFF's answers only (the test configuration has no client build): the test renders pages itself. */
  bff: FastifyInstance;
  close(): Promise<void>;
}

/** Loads the renderer of `npm run build` and starts the demo CMS and a BFF for its calls. */
export async function startBuiltRenderer(): Promise<BuiltRenderer> {
  const entry = await loadServerEntry(join(process.cwd(), 'client', 'dist'));
  if (!entry) throw new Error('the server entry is not built: run `npm run build` first');
  const cms = buildDemoCms().app;
  const port = await listenOnLoopback(cms);
  const bff = buildApp(testConfig(`http://127.0.0.1:${port}`));
  await bff.ready();
  return {
    entry,
    bff,
    close: async () => {
      await bff.close();
      await cms.close();
    },
  };
}
