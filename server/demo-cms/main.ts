/** `npm run demo-cms`: the demo CMS on its own, for docker-compose and manual runs. */
import { buildDemoCms } from './app.js';
import { DemoCmsConfigError, loadDemoCmsConfig, type DemoCmsConfig } from './config.js';

function readConfig(): DemoCmsConfig {
  try {
    return loadDemoCmsConfig(process.env);
  } catch (error) {
    if (!(error instanceof DemoCmsConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const { app } = buildDemoCms({ logger: { level: 'info' } });
  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'demo CMS closing');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'demo CMS did not close cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(`demo CMS failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
