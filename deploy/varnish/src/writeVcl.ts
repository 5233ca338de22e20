/**
 * `npm run vcl`: writes deploy/varnish/default.vcl from the sources in deploy/varnish/src/ (see edgeVcl.ts).
 * A unit test fails while the committed file is stale.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { shippedVcl, VCL_FILE } from './edgeVcl.js';

/** The project's root, three folders up from deploy/varnish/src/. */
const root = join(import.meta.dirname, '..', '..', '..');
writeFileSync(join(root, VCL_FILE), shippedVcl(root));
process.stdout.write(`wrote ${VCL_FILE}\n`);
