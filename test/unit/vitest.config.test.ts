import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

const replacesAModule = (file: string) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(join(root, file), 'utf8'));

// Test files share their worker's loaded modules (vitest.config.ts: `isolate: false`), where a module
// replaced with `vi.mock` would not take, or would reach the next file: such files need a process of
// their own, which their name gives them.
describe('test files that replace a module', () => {
  it('are named *.isolated.test.* in the unit and integration tests', () => {
    const misnamed = [...testFiles('test/unit'), ...testFiles('test/integration')].filter(
      (file) => replacesAModule(file) && !/\.isolated\.test\.tsx?$/.test(file),
    );
    expect(misnamed).toEqual([]);
  });

  it('are not among the browser tests, which all share one process', () => {
    expect(testFiles('test/e2e').filter(replacesAModule)).toEqual([]);
  });
});

/** Every module a unit test may be named after: the source, the build, and the test tools. */
function moduleNames(): Set<string> {
  const names = new Set<string>();
  const visit = (dir: string): void => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('dist')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.(tsx?|js)$/.test(entry.name) && !entry.name.includes('.test.')) {
        names.add(entry.name.replace(/\.(tsx?|js)$/, ''));
      }
    }
  };
  for (const dir of [
    'client',
    'server',
    'shared',
    'deploy',
    'test/helpers',
    'test/lighthouse',
    'test/bench',
    'test/e2e',
  ]) {
    visit(dir);
  }
  for (const entry of readdirSync(root)) {
    if (/\.(ts|js)$/.test(entry)) names.add(entry.replace(/\.(ts|js)$/, ''));
  }
  return names;
}

describe('unit tests', () => {
  it('are named after the module they test: <module>[.<subject>][.isolated].test.ts', () => {
    const modules = moduleNames();
    const unnamed = testFiles('test/unit').filter((file) => {
      const name = (file.split('/').pop() ?? '').replace(/(\.isolated)?\.test\.tsx?$/, '');
      return !modules.has(name) && !modules.has(name.split('.')[0] ?? '');
    });
    expect(unnamed).toEqual([]);
  });
});
