/**
 * The shipped VCL compiles as it is, with Varnish's own compiler and the vmods it imports: every `.vcl` file
 * of deploy/varnish/ is a whole VCL, given alone to `varnishd -C`, and its `.inc` files are the parts that
 * default.vcl reads from its folder, each of them read by it.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileVcl } from '../helpers/varnish.js';
import { SHIPPED_VCL, VCL_DIR } from '../helpers/vclPath.js';

const files = await readdir(VCL_DIR);
const wholeFiles = files.filter((name) => name.endsWith('.vcl'));

describe('deploy/varnish/', () => {
  it('holds default.vcl and the parts it includes, and nothing else', async () => {
    const included = [...(await readFile(SHIPPED_VCL, 'utf8')).matchAll(/^include "\.\/([^"]+)";$/gm)].map(
      ([, name]) => name,
    );
    expect(included.length).toBeGreaterThan(0);
    expect([...files].sort()).toEqual(['default.vcl', ...included].sort());
    expect(included.every((name) => name?.endsWith('.inc'))).toBe(true);
  });

  it.each(wholeFiles)('%s compiles alone with varnishd -C, as shipped', async (name) => {
    const result = await compileVcl(join(VCL_DIR, name));
    expect(result.messages).toBe('');
    expect(result.ok).toBe(true);
  });
});
