import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  edgeVcl,
  inlineParts,
  partNames,
  readLogic,
  shippedVcl,
  VCL_FILE,
} from '../../../../deploy/varnish/src/edgeVcl.js';
import { findProjectRoot } from '../../../../server/projectRoot.js';

const root = findProjectRoot();

describe("the edge's VCL", () => {
  it('is committed as `npm run vcl` writes it', () => {
    expect(readFileSync(join(root, VCL_FILE), 'utf8'), `${VCL_FILE} is stale: run \`npm run vcl\``).toBe(
      shippedVcl(root),
    );
  });

  it('names the three parts an operator edits, and keeps no include line once written', () => {
    expect(partNames(readLogic(root))).toEqual(['backends.inc', 'operators.inc', 'private-cookies.inc']);
    expect(shippedVcl(root)).not.toMatch(/^\s*include\b/m);
  });

  it('puts each part in the place of its include line, after the version line says where it was written from', () => {
    const logic = 'vcl 4.1;\nimport std;\ninclude "./a.inc";\nsub vcl_recv {\n}\n';
    const written = edgeVcl(logic, { 'a.inc': '\nacl a {\n    "127.0.0.1";\n}\n\n' });
    expect(written.split('\n').slice(0, 2)).toEqual(['vcl 4.1;', expect.stringContaining('npm run vcl') as string]);
    expect(written).toContain(
      'import std;\n# ---- a.inc ----\nacl a {\n    "127.0.0.1";\n}\n# ---- end of a.inc ----\n',
    );
  });

  it('refuses a logic that names a part it is not given', () => {
    expect(() => inlineParts('include "./missing.inc";\n', {})).toThrow(/missing\.inc/);
  });
});
