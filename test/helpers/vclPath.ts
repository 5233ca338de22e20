import { join } from 'node:path';
import { findProjectRoot } from '../../server/projectRoot.js';

/** The edge's VCL and the parts it includes (docker-compose.yml's edge profile mounts the folder). */
export const VCL_DIR = join(findProjectRoot(), 'deploy', 'varnish');

/** The VCL the project ships: the logic, which includes the deployment's parts beside it. */
export const SHIPPED_VCL = join(VCL_DIR, 'default.vcl');
