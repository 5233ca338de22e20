import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { widthSpec } from '../../../server/images/variantSpec.js';
import { jpegPicture } from '../../helpers/pictureFixtures.js';

let bff: BffHarness;
let photo: Buffer;

beforeAll(async () => {
  bff = await startBff();
  photo = await jpegPicture(1280, 800);
  for (const name of ['a', 'b', 'c']) {
    bff.upstream.files.set(`images/${name}.jpg`, { body: photo, contentType: 'image/jpeg', etag: `"${name}"` });
  }
});
afterAll(async () => bff.close());

const worker = () => bff.app.pictures.maker.worker;

describe('the picture worker process', () => {
  it('makes variants in a process of its own', async () => {
    expect((await bff.http.get('/cms/files/images/a.jpg?w=320')).status).toBe(200);
    expect(worker().pid).toBeGreaterThan(0);
    expect(worker().pid).not.toBe(process.pid);
  });

  it('fails the jobs of a worker that stops with 503 (not blaming the CMS), and starts a new one for the next', async () => {
    await bff.http.get('/cms/files/images/a.jpg?w=640');
    const pid = worker().pid ?? 0;
    const job = worker().make(photo, widthSpec(960), 'webp');
    process.kill(pid, 'SIGKILL');
    await expect(job).rejects.toMatchObject({ status: 503, code: 'INTERNAL' });
    const response = await bff.http.get('/cms/files/images/b.jpg?w=640');
    expect(response.status).toBe(200);
    expect(worker().pid).not.toBe(pid);
  });

  it('stops with the app', async () => {
    const other = await startBffWithWorker();
    const pid = other.app.pictures.maker.worker.pid ?? 0;
    await other.close();
    expect(() => process.kill(pid, 0)).toThrow();
  });
});

async function startBffWithWorker(): Promise<BffHarness> {
  const other = await startBff();
  other.upstream.files.set('images/c.jpg', { body: photo, contentType: 'image/jpeg', etag: '"c"' });
  expect((await other.http.get('/cms/files/images/c.jpg?w=320')).status).toBe(200);
  return other;
}
