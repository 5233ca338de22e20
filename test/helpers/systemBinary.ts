import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * The first of `names` found on the PATH, or null. For tools whose binary is named differently by
 * distribution (Debian's `prometheus-varnish-exporter`, upstream's `prometheus_varnish_exporter`).
 */
export function onPath(names: readonly string[]): string | null {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter((dir) => dir !== '');
  for (const name of names) {
    for (const dir of dirs) {
      try {
        accessSync(join(dir, name), constants.X_OK);
        return join(dir, name);
      } catch {
        // not in this directory
      }
    }
  }
  return null;
}
