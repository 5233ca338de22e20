/**
 * The edge's VCL is written from its sources in this folder: `default.vcl.in`, the logic, which names the
 * deployment's parts with `include "./<part>";` lines, and the parts an operator edits (`backends.inc`,
 * `operators.inc`, `private-cookies.inc`). Each include line is replaced by its part, so the VCL Varnish
 * loads (`deploy/varnish/default.vcl`) is one file that compiles wherever it is put. The tests write theirs
 * from the same logic with parts of their own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The sources' folder, and the file written from them, from the project's root. */
export const VCL_SOURCES = join('deploy', 'varnish', 'src');
export const VCL_FILE = join('deploy', 'varnish', 'default.vcl');
const LOGIC = 'default.vcl.in';

/** A part's text by its file name (`backends.inc`). */
export type VclParts = Readonly<Record<string, string>>;

const INCLUDE = /^include "\.\/([\w.-]+)";$/gm;

/** The parts the logic names, in its order. */
export function partNames(logic: string): string[] {
  return [...logic.matchAll(INCLUDE)].map(([, name]) => name ?? '');
}

/** The logic with each include line replaced by its part; a part it names and `parts` lacks is an error. */
export function inlineParts(logic: string, parts: VclParts): string {
  return logic.replace(INCLUDE, (_line, name: string) => {
    const part = parts[name];
    if (part === undefined) throw new Error(`the edge's VCL names ${name}, which it was not given`);
    return `# ---- ${name} ----\n${part.trim()}\n# ---- end of ${name} ----`;
  });
}

/** The logic's text, from the project's root. */
export const readLogic = (root: string): string => readFileSync(join(root, VCL_SOURCES, LOGIC), 'utf8');

/** The shipped parts, by name, from the project's root. */
export function readShippedParts(root: string): VclParts {
  return Object.fromEntries(
    partNames(readLogic(root)).map((name) => [name, readFileSync(join(root, VCL_SOURCES, name), 'utf8')]),
  );
}

const WRITTEN =
  '# Written by `npm run vcl` from deploy/varnish/src/ (default.vcl.in and the parts it includes): edit those.';

/** The VCL from the logic and the given parts, saying where it was written from. */
export function edgeVcl(logic: string, parts: VclParts): string {
  return inlineParts(logic, parts).replace(/^vcl 4\.1;\n/, `vcl 4.1;\n${WRITTEN}\n`);
}

/** The VCL the project ships, from the project's root. */
export const shippedVcl = (root: string): string => edgeVcl(readLogic(root), readShippedParts(root));
