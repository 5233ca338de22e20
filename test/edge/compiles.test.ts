/**
 * The shipped VCL compiles as it is, with Varnish's own compiler and the vmods it imports: every `.vcl` file
 * of deploy/varnish/ is a whole VCL, copied alone into an empty folder and given to `varnishd -C`.
 */
import { chmod, copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileVcl } from '../helpers/varnish.js';
import { SHIPPED_VCL } from '../helpers/vclPath.js';

const VCL_DIR = join(SHIPPED_VCL, '..');
const wholeFiles = (await readdir(VCL_DIR)).filter((name) => name.endsWith('.vcl'));

describe('deploy/varnish/', () => {
  it('holds the VCL Varnish loads', () => {
    expect(wholeFiles).toEqual(['default.vcl']);
  });

  it.each(wholeFiles)('%s compiles alone, in a folder of its own, with varnishd -C', async (name) => {
    const dir = await mkdtemp(join(tmpdir(), 'edge-vcl-'));
    try {
      // varnishd reads the file as its own user: the folder must be open to it.
      await chmod(dir, 0o755);
      await copyFile(join(VCL_DIR, name), join(dir, 'check.vcl'));
      const result = await compileVcl(join(dir, 'check.vcl'));
      expect(result.messages).toBe('');
      expect(result.ok).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
