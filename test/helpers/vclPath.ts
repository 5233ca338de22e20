import { join } from 'node:path';
import { findProjectRoot } from '../../server/projectRoot.js';

/** The edge's VCL and its include files (docker-compose.yml's edge profile mounts them). */
export const VCL_DIR = join(findProjectRoot(), 'deploy', 'varnish');

/** The VCL the project ships: the logic, which includes the deployment's files beside it. */
export const SHIPPED_VCL = join(VCL_DIR, 'default.vcl');
