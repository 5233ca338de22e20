import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const TSX = join(process.cwd(), 'node_modules', '.bin', 'tsx');
const MAIN = join(process.cwd(), 'server', 'demo-cms', 'main.ts');

function start(env: Record<string, string>) {
  const child = spawn(TSX, [MAIN], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, exited, stderr: () => stderr };
}

describe('npm run demo-cms (main.ts)', () => {
  it('exits 1 with one line naming a bad variable', async () => {
    const run = start({ DEMO_CMS_PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    const lines = run.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^DEMO_CMS_PORT=eighty /);
  });

  it('listens, answers and closes on SIGTERM', async () => {
    const run = start({ DEMO_CMS_PORT: '0', DEMO_CMS_HOST: '127.0.0.1' });
    const url = await new Promise<string>((resolve, reject) => {
      const lines = createInterface({ input: run.child.stdout });
      lines.on('line', (line) => {
        const found = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(line)?.[1];
        if (found) resolve(found);
      });
      void run.exited.then(() => reject(new Error(`exited early: ${run.stderr()}`)));
    });
    const res = await fetch(`${url}/cms/api/site/fastTrack`);
    expect((await res.json()) as unknown).toMatchObject({ code: 200 });
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });
});
