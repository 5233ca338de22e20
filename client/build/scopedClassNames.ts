import { createHash } from 'node:crypto';
import { relative } from 'node:path';

/** Characters of hash in a class name: with the site's 570 or so classes, two share one once in 7,000. */
const HASH_LENGTH = 5;

/**
 * The build's CSS Module class names: `_` and five characters of a hash of the module's path (from
 * `root`) and the class's own name. The browser's build and the server's make the same names; each
 * script carries the names it uses, so they are kept short. Two classes that come to the same name would
 * share their styles unseen, so the build stops instead (renaming either class mends it).
 */
export function scopedClassNames(root: string): (name: string, filename: string) => string {
  const owners = new Map<string, string>();
  return (name, filename) => {
    const owner = `${relative(root, filename.split('?', 1)[0] ?? filename)}#${name}`;
    const scoped = `_${createHash('sha256').update(owner).digest('base64url').slice(0, HASH_LENGTH)}`;
    const taken = owners.get(scoped);
    if (taken !== undefined && taken !== owner) {
      throw new Error(`CSS classes ${taken} and ${owner} both get the name ${scoped}: rename one of them`);
    }
    owners.set(scoped, owner);
    return scoped;
  };
}
