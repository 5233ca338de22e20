import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { HttpClient } from '../../helpers/httpClient.js';
import type { MenuItem } from '../../../shared/api/menu.js';
import { callCms, normalise, sharedPack, startCms } from './cmsClient.js';

let app: FastifyInstance;
let http: HttpClient;

beforeAll(async () => {
  ({ app, http } = await startCms({ content: sharedPack() }));
});
afterAll(() => app.close());

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((m) => [m, ...flatten(m.children)]);

describe('folder/list', () => {
  it('sends the Chinese menu nested under children, with a placeholder item', async () => {
    const body = (await callCms(http, 'folderList', { flag: 'zh' })).body;
    expect(body.data.some((m: { children?: unknown[] }) => Array.isArray(m.children) && m.children.length > 0)).toBe(
      true,
    );
    expect(JSON.stringify(body.data)).toContain('"fdId":-1');
    expect(body.data.every((m: { level: number }) => m.level === 1)).toBe(true);
  });

  it('sends the English menu flat, linked by parentCode, with a placeholder item', async () => {
    const body = (await callCms(http, 'folderList', { flag: 'en' })).body;
    expect(body.data.every((m: { children?: unknown }) => m.children === undefined)).toBe(true);
    expect(body.data.some((m: { fdId: number }) => m.fdId === -1)).toBe(true);
    expect(body.data.find((m: { fdCode: string }) => m.fdCode === 'ejtyw')?.parentCode).toBe('egsxw');
  });

  it.each(['zh', 'en'] as const)(
    'the %s menu normalises to the same tree shape as the other language',
    async (flag) => {
      const tree = normalise('folderList', (await callCms(http, 'folderList', { flag })).body);
      const other = normalise(
        'folderList',
        (await callCms(http, 'folderList', { flag: flag === 'zh' ? 'en' : 'zh' })).body,
      );
      const strip = (code: string) => (flag === 'en' ? code.replace(/^e/, '') : code);
      const stripOther = (code: string) => (flag === 'zh' ? code.replace(/^e/, '') : code);
      expect(flatten(tree).map((m) => [strip(m.fdCode), m.level])).toEqual(
        flatten(other).map((m) => [stripOther(m.fdCode), m.level]),
      );
      expect(flatten(tree).some((m) => m.fdId === -1)).toBe(false);
    },
  );

  it('gives every menu a jump URL and every level-1 menu a header image', async () => {
    const tree = normalise('folderList', (await callCms(http, 'folderList', { flag: 'en' })).body);
    for (const item of flatten(tree)) expect(item.jumpUrl).toMatch(/^\//);
    for (const item of tree) expect(item.image).toMatch(/^\/cms\/files\/headers\//);
  });

  it('keeps the site map out of the top navigation', async () => {
    const tree = normalise('folderList', (await callCms(http, 'folderList', { flag: 'zh' })).body);
    expect(tree.find((m) => m.fdCode === 'wzdt')?.status).toBe(0);
    expect(tree.filter((m) => m.status === 1).length).toBeGreaterThanOrEqual(8);
  });
});

describe('sub-folders', () => {
  it('folder/getAllSub lists the direct children', async () => {
    const folders = normalise('getAllSub', (await callCms(http, 'getAllSub', { fdId: 60 })).body);
    expect(folders.map((f) => f.fdCode)).toEqual(['gpxx', 'xxpl', 'tzzfw']);
    expect(folders.every((f) => f.children.length === 0)).toBe(true);
  });

  it('folder/allSubFolders lists the children with their children', async () => {
    const folders = normalise('allSubFolders', (await callCms(http, 'allSubFolders', { fdId: 546 })).body);
    expect(folders.find((f) => f.fdCode === 'exxpl')?.children.map((f) => f.fdCode)).toEqual([
      'edqgg',
      'elsgg',
      'egszl',
    ]);
  });

  it('the home root 18 holds the home blocks', async () => {
    const folders = normalise('allSubFolders', (await callCms(http, 'allSubFolders', { fdId: 18 })).body);
    expect(folders.map((f) => f.fdId)).toEqual([13, 24, 21]);
  });
});
