/**
 * The VCL's own tests: every `test/edge/vtc/*.vtc` file runs in Debian's `varnishtest` against the shipped
 * default.vcl and scripted servers, no BFF. Each file copies default.vcl into its temporary folder beside
 * the parts of `test/edge/vtc/include/` (backends, ACL and private cookies of its own), which default.vcl
 * reads from its folder. Each file
 * records which lines of default.vcl ran (`VCL_trace`), and every subroutine the VCL defines must have run
 * in one of them.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { SHIPPED_VCL } from '../helpers/vclPath.js';
import { subroutineLines, tracedLines } from './vclTrace.js';

const VTC_DIR = join(import.meta.dirname, 'vtc');
const VTC_FILES = readdirSync(VTC_DIR)
  .filter((name) => name.endsWith('.vtc'))
  .sort();
/** Each file's own limit; they run at once, and the longest waits about 15 s for answers to age. */
const FILE_LIMIT_MS = 60_000;

interface VtcRun {
  passed: boolean;
  /** The lines varnishtest printed about the test itself (its logs of requests and answers left out). */
  report: string[];
  /** The lines of default.vcl that ran. */
  traced: Set<number>;
}

function runVtc(file: string): Promise<VtcRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('varnishtest', ['-v', '-t', String(FILE_LIMIT_MS / 1000), join(VTC_DIR, file)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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
  const covered = new Set<number>();

  it.each(VTC_FILES)('%s', async (file) => {
    const run = await runVtc(file);
    for (const line of run.traced) covered.add(line);
    const failure = run.report.filter((line) => /^(-{3,4} |\*\s+top\s+TEST|#\s+top)/.test(line));
    expect(run.passed, [...failure, ...run.report.slice(-40)].join('\n')).toBe(true);
  });

  afterAll(() => {
    // Every subroutine default.vcl defines ran in some file (none may be left without a test).
    const unrun = subroutineLines(readFileSync(SHIPPED_VCL, 'utf8')).filter(
      ({ lines }) => !lines.some((line) => covered.has(line)),
    );
    expect(unrun.map(({ name }) => name)).toEqual([]);
  });
});
