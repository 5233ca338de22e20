import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FOLDER_IDS, MENU_CODES } from '../../../shared/constants.js';
import { DEFAULT_SHARE_PICTURE } from '../../../shared/images/shareCard.js';
import { matchRoute } from '../../../shared/routes.js';
import { loadContent } from '../../../server/demo-cms/content.js';
import { findContentDir } from '../../../server/demo-cms/contentDir.js';
import { packFileSource, PHOTO_FOLDERS } from '../../../server/demo-cms/packFiles.js';

const pack = loadContent();
const dir = findContentDir();

/** The menu tree of server/demo-cms/README.md: code → parent code (Chinese codes). */
const README_TREE: Record<string, string | null> = {
  sy: null,
  gywm: null,
  gsjj: 'gywm',
  ldtd: 'gywm',
  zzjg: 'gywm',
  qywh: 'gywm',
  gswz: 'gywm',
  lxwm: 'gywm',
  gsxw: null,
  jtyw: 'gsxw',
  qydt: 'gsxw',
  mtjj: 'gsxw',
  tpxw: 'gsxw',
  ywly: null,
  gcjs: 'ywly',
  hgsy: 'ywly',
  xcl: 'ywly',
  hjzl: 'ywly',
  gjyw: 'ywly',
  jscx: null,
  hxjs: 'jscx',
  kjcg: 'jscx',
  yfpt: 'jscx',
  zscq: 'jscx',
  szhfw: null,
  sjy: 'szhfw',
  sgy: 'szhfw',
  yyy: 'szhfw',
  szgc: 'szhfw',
  tzzgx: null,
  gpxx: 'tzzgx',
  xxpl: 'tzzgx',
  dqgg: 'xxpl',
  lsgg: 'xxpl',
  gszl: 'xxpl',
  tzzfw: 'tzzgx',
  shzr: null,
  aqhb: 'shzr',
  gyxd: 'shzr',
  rczp: 'shzr',
  ztzl: null,
  aqscy: 'ztzl',
  kjcxz: 'ztzl',
  szhzx: 'ztzl',
  wzdt: null,
  yszaq: null,
  flsm: null,
};

const folder = (lang: 'zh' | 'en', code: string) =>
  [...pack.languages[lang].folders.values()].find((f) => f.fdCode === code);
const menuFolders = (lang: 'zh' | 'en') => [...pack.languages[lang].folders.values()].filter((f) => f.inMenu);

describe('the content pack', () => {
  it('loads both languages', () => {
    expect(menuFolders('zh').length).toBe(Object.keys(README_TREE).length);
    expect(menuFolders('en').length).toBe(Object.keys(README_TREE).length);
  });

  it.each(Object.entries(README_TREE))('has the menu %s under %s in Chinese and in English', (code, parent) => {
    expect(folder('zh', code)?.parentCode ?? null).toBe(parent);
    expect(folder('en', `e${code}`)?.parentCode ?? null).toBe(parent === null ? null : `e${parent}`);
  });

  it('uses the folder ids the product addresses directly', () => {
    expect(folder('zh', 'gywm')?.fdId).toBe(FOLDER_IDS.aboutUsMenu.zh);
    expect(folder('en', 'egywm')?.fdId).toBe(FOLDER_IDS.aboutUsMenu.en);
    expect(folder('zh', 'hxjs')?.fdId).toBe(FOLDER_IDS.coreTechnology.zh);
    expect(folder('en', 'ehxjs')?.fdId).toBe(FOLDER_IDS.coreTechnology.en);
    expect(folder('zh', 'xxpl')?.fdId).toBe(FOLDER_IDS.noticeTabs.zh);
    expect(folder('en', 'exxpl')?.fdId).toBe(FOLDER_IDS.noticeTabs.en);
    expect(folder('zh', 'dqgg')?.fdId).toBe(FOLDER_IDS.announcement);
  });

  it('has the fixed home folders outside the menu', () => {
    const ids = (lang: 'zh' | 'en') =>
      [...pack.languages[lang].folders.values()].filter((f) => !f.inMenu).map((f) => f.fdId);
    expect(ids('zh')).toEqual(
      expect.arrayContaining([
        FOLDER_IDS.homeSubFolders,
        FOLDER_IDS.companyProfile,
        FOLDER_IDS.newsCentreHeader.zh,
        FOLDER_IDS.investorHeader.zh,
      ]),
    );
    expect(ids('en')).toEqual(
      expect.arrayContaining([FOLDER_IDS.companyProfile, FOLDER_IDS.newsCentreHeader.en, FOLDER_IDS.investorHeader.en]),
    );
  });

  it('keeps the English menu ids within 511–599', () => {
    for (const f of menuFolders('en')) expect(f.fdId >= 511 && f.fdId <= 599).toBe(true);
  });

  it('has every menu code the product addresses, in its language', () => {
    for (const codes of Object.values(MENU_CODES)) {
      expect(folder('zh', codes.zh)).toBeDefined();
      expect(folder('en', codes.en)).toBeDefined();
    }
  });

  it('gives every menu a jump URL that is a route of the site', () => {
    for (const lang of ['zh', 'en'] as const) {
      for (const f of menuFolders(lang)) {
        expect(f.jumpUrl, f.fdCode).not.toBeNull();
        expect(matchRoute((f.jumpUrl ?? '').split('?')[0] ?? ''), `${f.fdCode} ${f.jumpUrl}`).not.toBeNull();
      }
    }
  });

  it('gives the English menus English routes', () => {
    for (const f of menuFolders('en')) {
      const code = /\/(?:[A-Za-z_0-9]+)\/([a-z]+)$/.exec(f.jumpUrl ?? '')?.[1];
      if (code && f.fdCode !== 'esy') expect(code.startsWith('e'), `${f.fdCode} ${f.jumpUrl}`).toBe(true);
    }
  });

  it('has rich text for the profile, contact, R&D, investor-service and site-map pages', () => {
    for (const code of ['gsjj', 'lxwm', 'yfpt', 'tzzfw', 'wzdt']) {
      expect(folder('zh', code)?.folderDetail).toContain('<p>');
      expect(folder('en', `e${code}`)?.folderDetail).toContain('<p>');
    }
    expect(folder('zh', 'lxwm')?.folderDetail).toContain('<table>');
  });
});

describe('files the content refers to', () => {
  const contentFiles = (sub: string): string[] =>
    readdirSync(join(dir, sub)).flatMap((name) => {
      const path = join(dir, sub, name);
      return statSync(path).isDirectory() ? contentFiles(join(sub, name)) : [join(sub, name)];
    });
  const sources = ['zh', 'en', 'common'].flatMap(contentFiles).filter((f) => /\.(json|html)$/.test(f));

  /** Whether the demo CMS serves a `/cms/files/` URL: a file of the pack, or a photograph drawn from one. */
  const served = (url: string): boolean => {
    const source = packFileSource(join(dir, 'files'), url.slice('/cms/files/'.length));
    return source !== null && existsSync(source.file);
  };

  it('exist for every /cms/files/ URL in any content file (articles included)', () => {
    const missing: string[] = [];
    for (const source of sources) {
      const text = readFileSync(join(dir, source), 'utf8');
      for (const [url] of text.matchAll(/\/cms\/files\/[^"'\s<>)\\]+/g)) {
        if (!served(url)) missing.push(`${source}: ${url}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('name photographs and banners as JPEGs, icons, logos and charts as SVGs', () => {
    const wrong: string[] = [];
    for (const source of sources) {
      const text = readFileSync(join(dir, source), 'utf8');
      for (const [url] of text.matchAll(/\/cms\/files\/[^"'\s<>)\\]+/g)) {
        const folder = url.split('/')[3] ?? '';
        const expected = PHOTO_FOLDERS.includes(folder) ? '.jpg' : '.svg';
        if (!url.endsWith(expected)) wrong.push(`${source}: ${url}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("include the site's picture for link previews, where the head's default share card is made from", () => {
    expect(served(DEFAULT_SHARE_PICTURE)).toBe(true);
  });

  it('exist for every article image', () => {
    const missing = pack.articles
      .filter((a) => a.image !== null && !served(`/cms/files/images/${a.image}.jpg`))
      .map((a) => `${a.lang}/articles/${a.fdCode}.json: ${a.id} ${a.image}`);
    expect(missing).toEqual([]);
  });

  it('include the whole illustration pool and the portraits', () => {
    const themes = [
      'plant',
      'construction',
      'lab',
      'pipeline',
      'digital',
      'people',
      'green',
      'port',
      'award',
      'safety',
    ];
    const expected = [
      ...themes.flatMap((t) => [1, 2, 3, 4, 5, 6].map((n) => `${t}-${n}.svg`)),
      ...[1, 2, 3, 4, 5, 6].map((n) => `leader-${n}.svg`),
    ];
    const images = readdirSync(join(dir, 'files', 'images'));
    expect(images).toEqual(expect.arrayContaining(expected));
  });
});

describe('loading a broken pack', () => {
  let copy: string | undefined;
  afterEach(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
    copy = undefined;
  });
  const broken = (file: string, text: string): string => {
    copy = mkdtempSync(join(tmpdir(), 'demo-cms-content-'));
    for (const sub of ['zh', 'en', 'common']) cpSync(join(dir, sub), join(copy, sub), { recursive: true });
    writeFileSync(join(copy, file), text);
    return copy;
  };

  it('names the file that is not valid JSON', () => {
    expect(() => loadContent(broken('zh/carousels.json', '[{"id": 1,'))).toThrow(
      /^zh\/carousels\.json: is not valid JSON/,
    );
  });

  it('names the file and the place of a bad value', () => {
    const article = {
      id: 1998,
      title: 't',
      englishTitle: null,
      summary: 's',
      content: '<p>c</p>',
      image: null,
      publishTime: '2026-13',
      publishUser: null,
    };
    expect(() => loadContent(broken('zh/articles/rczp.json', JSON.stringify([article])))).toThrow(
      'zh/articles/rczp.json: $[0].publishTime must be YYYY-MM-DD HH:MM:SS',
    );
  });

  it('names an article file whose folder does not exist', () => {
    expect(() => loadContent(broken('en/articles/jtyw.json', '[]'))).toThrow(/en\/articles\/jtyw\.json: no en folder/);
  });

  it('refuses an article id used twice', () => {
    // The careers folder has no articles; give it a copy of another folder's.
    const source = readdirSync(join(dir, 'zh/articles')).find((name) => name !== 'rczp.json') ?? '';
    const text = readFileSync(join(dir, 'zh/articles', source), 'utf8');
    expect(() => loadContent(broken('zh/articles/rczp.json', text))).toThrow(/is also used in/);
  });

  it('refuses a menu whose parent does not exist', () => {
    const menus = JSON.parse(readFileSync(join(dir, 'en/menus.json'), 'utf8')) as {
      fdCode: string;
      parentCode: string | null;
    }[];
    const edited = menus.map((m) => (m.fdCode === 'ejtyw' ? { ...m, parentCode: 'enosuch' } : m));
    expect(() => loadContent(broken('en/menus.json', JSON.stringify(edited)))).toThrow(
      /en\/menus\.json: ejtyw names an unknown parentCode/,
    );
  });
});
