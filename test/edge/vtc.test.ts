/**
 * The VCL's own tests: every `test/edge/vtc/*.vtc` file runs in Debian's `varnishtest` against the shipped
 * VCL's logic and scripted servers, no BFF. The runner writes the logic with the parts of
 * `test/edge/vtc/include/` (backends, ACL and private cookies of its own) to `edge.vcl`, and with the
 * visitors-only ACL of `include/visitors/` to `visitors.vcl`, in a folder each file names as `${vcl_dir}`.
 * Each file records which of its lines ran (`VCL_trace`), and every subroutine of the logic must have run
 * in one of them.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { edgeVcl, partNames, readLogic } from '../../deploy/varnish/src/edgeVcl.js';
import { findProjectRoot } from '../../server/projectRoot.js';
import { subroutineLines, tracedLines } from './vclTrace.js';

const VTC_DIR = join(import.meta.dirname, 'vtc');
const PARTS_DIR = join(VTC_DIR, 'include');
const logic = readLogic(findProjectRoot());

/** The logic with the test parts of `dir`, each from `PARTS_DIR` unless `dir` has its own. */
function testVcl(dir: string): string {
  const partOf = (name: string) => {
    try {
      return readFileSync(join(dir, name), 'utf8');
    } catch {
      return readFileSync(join(PARTS_DIR, name), 'utf8');
    }
  };
  return edgeVcl(logic, Object.fromEntries(partNames(logic).map((name) => [name, partOf(name)])));
}

/** The VCL files the VTC files include, by name. */
const TEST_VCLS: Readonly<Record<string, string>> = {
  'edge.vcl': testVcl(PARTS_DIR),
  'visitors.vcl': testVcl(join(PARTS_DIR, 'visitors')),
};
const vclDir = mkdtempSync(join(tmpdir(), 'edge-vtc-'));
// varnishd compiles the VCL as its own user: the folder must be open to it.
chmodSync(vclDir, 0o755);
for (const [name, text] of Object.entries(TEST_VCLS)) writeFileSync(join(vclDir, name), text);

/** The subroutines of the logic (not those of the test parts), by name. */
const LOGIC_SUBS = new Set(subroutineLines(logic).map(({ name }) => name));

const VTC_FILES = readdirSync(VTC_DIR)
  .filter((name) => name.endsWith('.vtc'))
  .sort();
/** Each file's own limit; they run at once, and the longest waits about 15 s for answers to age. */
const FILE_LIMIT_MS = 60_000;

interface VtcRun {
  passed: boolean;
  /** The lines varnishtest printed about the test itself (its logs of requests and answers left out). */
  report: string[];
  /** The lines of the included test VCL that ran. */
  traced: Set<number>;
}

function runVtc(file: string): Promise<VtcRun> {
  return new Promise((resolve, reject) => {
    const args = ['-v', '-D', `vcl_dir=${vclDir}`, '-t', String(FILE_LIMIT_MS / 1000), join(VTC_DIR, file)];
    const child = spawn('varnishtest', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const report: string[] = [];
    const traced = new Set<number>();
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      for (const number of tracedLines(line)) traced.add(number);
      if (!line.includes(' vsl|')) report.push(line);
    });
    child.stderr.on('data', (chunk: Buffer) => report.push(chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error('varnishtest was not found: install Varnish with `apt-get install varnish varnish-modules`')
          : error,
      ),
    );
    child.on('close', (code) => resolve({ passed: code === 0, report, traced }));
  });
}

describe.concurrent('the VCL in varnishtest', () => {
  const covered = new Set<string>();

  it.each(VTC_FILES)('%s', async (file) => {
    const run = await runVtc(file);
    const included = /\$\{vcl_dir\}\/([\w.]+)/.exec(readFileSync(join(VTC_DIR, file), 'utf8'))?.[1] ?? '';
    for (const { name, lines } of subroutineLines(TEST_VCLS[included] ?? '')) {
      if (lines.some((line) => run.traced.has(line))) covered.add(name);
    }
    const failure = run.report.filter((line) => /^(-{3,4} |\*\s+top\s+TEST|#\s+top)/.test(line));
    expect(run.passed, [...failure, ...run.report.slice(-40)].join('\n')).toBe(true);
  });

  afterAll(() => {
    rmSync(vclDir, { recursive: true, force: true });
    // Every subroutine of the logic ran in some file (none may be left without a test).
    expect([...LOGIC_SUBS].filter((name) => !covered.has(name))).toEqual([]);
  });
});
