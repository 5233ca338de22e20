import { existsSync, readFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

interface LockedPackage {
  dev?: boolean;
  optional?: boolean;
  link?: boolean;
}

interface Lockfile {
  lockfileVersion: number;
  packages: Record<string, LockedPackage>;
}

function readLockfile(root: string): Lockfile {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as Lockfile;
  if (lock.lockfileVersion < 2) throw new Error('package-lock.json: lockfileVersion 2 or newer expected');
  return lock;
}

/** Install locations (`node_modules/a`, `node_modules/a/node_modules/b`) of the lockfile's packages. */
function locations(root: string, dev: boolean): string[] {
  return Object.entries(readLockfile(root).packages)
    .filter(([location, spec]) => location !== '' && !spec.link && Boolean(spec.dev) === dev)
    .map(([location]) => location)
    .sort();
}

/** What `npm ci --omit=dev` installs: every package of the lockfile that is not flagged `dev`. */
export function productionPackages(root: string): string[] {
  return locations(root, false);
}

/**
 * What `npm ci --omit=dev` installs on this machine: the production packages less the optional ones for
 * other platforms (sharp's prebuilt libvips comes as one optional package per platform), which npm skips
 * here as it skipped them in the checkout.
 */
export function productionPackagesHere(root: string): string[] {
  const packages = readLockfile(root).packages;
  return productionPackages(root).filter(
    (location) => !packages[location]?.optional || existsSync(join(root, location)),
  );
}

/** What `--omit=dev` leaves out. */
export function devOnlyPackages(root: string): string[] {
  return locations(root, true);
}

/**
 * Puts the production dependencies into `target` (a `node_modules` directory) without the network.
 *
 * Why not run `npm ci --omit=dev` here: it needs the registry or a complete npm cache, and neither is
 * promised on a developer's machine or in CI; its behaviour also moves with the npm version. The lockfile
 * is what `npm ci` installs from, and the checkout's `node_modules` was installed by `npm ci` from that same
 * lockfile, so copying the lockfile's non-dev entries gives the tree `npm ci --omit=dev` would build, in a
 * second or two. Copies, not symlinks: Node resolves a symlinked package from its real path, where the dev
 * dependencies would be found too and a missing production dependency would go unnoticed.
 */
export async function copyProductionDependencies(root: string, target: string): Promise<string[]> {
  const copied: string[] = [];
  for (const location of productionPackages(root)) {
    const source = join(root, location);
    if (!existsSync(source)) {
      // npm skips optional packages for other platforms; anything else missing is a broken checkout.
      if (readLockfile(root).packages[location]?.optional) continue;
      throw new Error(`${location} is in package-lock.json but not installed: run npm ci`);
    }
    const destination = join(target, relative('node_modules', location));
    await cp(source, destination, {
      recursive: true,
      // Nested node_modules are entries of their own in the lockfile, copied (or left out) one by one.
      filter: (path) => !relative(source, path).split(sep).includes('node_modules'),
    });
    copied.push(location);
  }
  return copied;
}
