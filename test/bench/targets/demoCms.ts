/** Bench target: the demo CMS alone, without request logging, on a loopback port it prints. */
import { buildDemoCms } from '../../../server/demo-cms/app.js';

const { app } = buildDemoCms();
const url = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`LISTENING ${url}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
