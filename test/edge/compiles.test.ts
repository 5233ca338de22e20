/**
 * The shipped VCL and its include files compile with Varnish's own compiler (and the vmods they import),
 * the backends' host names made addresses, as the compose profile's names resolve only inside its network.
 */
import { copyFile, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileVcl } from '../helpers/varnish.js';
import { VCL_DIR } from '../helpers/vclPath.js';

describe('deploy/varnish/', () => {
  it('compiles with varnishd -C once every backend host is an address', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'edge-vcl-'));
    try {
      for (const name of await readdir(VCL_DIR)) await copyFile(join(VCL_DIR, name), join(dir, name));
      const backends = await readFile(join(VCL_DIR, 'backends.vcl'), 'utf8');
      await writeFile(join(dir, 'backends.vcl'), backends.replace(/\.host = "[^"]*"/g, '.host = "127.0.0.1"'));
      const result = await compileVcl(join(dir, 'default.vcl'));
      expect(result.messages).toBe('');
      expect(result.ok).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
