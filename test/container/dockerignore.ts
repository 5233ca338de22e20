import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Rule {
  pattern: RegExp;
  exclude: boolean;
}

/** A `.dockerignore` pattern as a regular expression over slash-separated context paths. */
function patternToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i] ?? '';
    if (char === '*' && pattern[i + 1] === '*') {
      // `**/` matches any number of directories, including none.
      source += pattern[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += pattern[i + 2] === '/' ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  // A pattern that names a directory excludes everything below it too.
  return new RegExp(`^${source}(?:/.*)?$`);
}

/**
 * The rules of the project's `.dockerignore`: patterns relative to the context root, later rules winning,
 * `!` re-including. Enough of Docker's matching for the patterns this project writes.
 */
export function readDockerignore(root: string): (path: string) => boolean {
  const rules: Rule[] = readFileSync(join(root, '.dockerignore'), 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const exclude = !line.startsWith('!');
      const pattern = (exclude ? line : line.slice(1)).replace(/^\/+/, '').replace(/\/+$/, '');
      return { pattern: patternToRegExp(pattern), exclude };
    });
  return (path: string) => {
    const normalised = path.replace(/^\.\/+/, '').replace(/\/+$/, '');
    let ignored = false;
    for (const rule of rules) if (rule.pattern.test(normalised)) ignored = rule.exclude;
    return ignored;
  };
}
