import { join } from 'node:path';
import { findProjectRoot } from '../../server/projectRoot.js';

/** The VCL the project ships (docker-compose.yml's edge profile mounts it). */
export const SHIPPED_VCL = join(findProjectRoot(), 'deploy', 'varnish', 'default.vcl');
