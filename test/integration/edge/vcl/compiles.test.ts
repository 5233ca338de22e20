/**
 * The shipped VCL compiles with Varnish's own compiler (and the vmods it imports), its backends' host names
 * rewritten to an address, as the compose profile's names resolve only inside its network.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileVcl } from '../../../helpers/varnish.js';
import { SHIPPED_VCL } from '../../../helpers/vclPath.js';

describe('deploy/varnish/default.vcl', () => {
  it('compiles with varnishd -C once every backend host is an address', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'edge-vcl-'));
    try {
      const vcl = (await readFile(SHIPPED_VCL, 'utf8')).replace(/\.host = "[^"]*"/g, '.host = "127.0.0.1"');
      await writeFile(join(dir, 'default.vcl'), vcl);
      const result = await compileVcl(join(dir, 'default.vcl'));
      expect(result.messages).toBe('');
      expect(result.ok).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is VCL 4.1 and imports exactly std, cookie, directors and xkey', async () => {
    const vcl = await readFile(SHIPPED_VCL, 'utf8');
    expect(vcl.split('\n')[0]).toBe('vcl 4.1;');
    const imports = [...vcl.matchAll(/^import (\w+);$/gm)].map((m) => m[1]).sort();
    expect(imports).toEqual(['cookie', 'directors', 'std', 'xkey']);
  });
});
