import { spawn } from 'node:child_process';
import { onPath } from './systemBinary.js';

/** What promtool printed and how it exited. */
export interface PromtoolRun {
  code: number;
  output: string;
}

function missing(): Error {
  return new Error(
    'promtool was not found: install it with `apt-get install prometheus` (Debian/Ubuntu), or set PROMTOOL to its path.',
  );
}

/** Runs Debian's `promtool` (`PROMTOOL` names another binary) with `args`, feeding it `input` on stdin. */
export async function promtool(args: readonly string[], input = ''): Promise<PromtoolRun> {
  const binary = process.env.PROMTOOL ?? onPath(['promtool']);
  if (binary === null) throw missing();
  const child = spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stdin.end(input);
  const code = await new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve(status ?? 1));
  });
  return { code, output };
}
