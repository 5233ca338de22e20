import { join } from 'node:path';
import { VCL_FILE, VCL_SOURCES } from '../../deploy/varnish/src/edgeVcl.js';
import { findProjectRoot } from '../../server/projectRoot.js';

/** The VCL the project ships (docker-compose.yml's edge profile mounts it), written by `npm run vcl`. */
export const SHIPPED_VCL = join(findProjectRoot(), VCL_FILE);

/** Its sources: the logic and the parts an operator edits. */
export const VCL_SOURCE_DIR = join(findProjectRoot(), VCL_SOURCES);
