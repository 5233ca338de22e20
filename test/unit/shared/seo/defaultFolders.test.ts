import { describe, expect, it } from 'vitest';
import { defaultFolderId, withoutDefaultFolder } from '../../../../shared/seo/defaultFolders.js';
import { menuTree } from '../../../helpers/menuFixture.js';

const zh = menuTree([
  { fdId: 1, fdCode: 'sy' },
  { fdId: 80, fdCode: 'ztzl', children: [{ fdId: 81, fdCode: 'aqscy' }] },
]);
const en = menuTree([{ fdId: 570, fdCode: 'eztzl', children: [{ fdId: 571, fdCode: 'eaqscy' }] }]);

describe('the default folder of a page', () => {
  it("is the special-topic folder of the language's tree for /ztzldetail, and none for other routes", () => {
    expect(defaultFolderId('ztzldetail', zh, 'zh')).toBe(80);
    expect(defaultFolderId('ztzldetail', en, 'en')).toBe(570);
    expect(defaultFolderId('ztzldetail', [], 'en')).toBeNull();
    expect(defaultFolderId('articlepagelist', zh, 'zh')).toBeNull();
  });
});

describe("a link without its page's default folder", () => {
  it('leaves out the parameter that names that folder, keeping the rest as written', () => {
    expect(withoutDefaultFolder('/ztzldetail?lang=en&fdId=570', en, 'en')).toBe('/ztzldetail?lang=en');
    expect(withoutDefaultFolder('/ztzldetail?fdId=570', en, 'en')).toBe('/ztzldetail');
    expect(withoutDefaultFolder('/ztzldetail?fdId=80&utm_source=x#tiles', zh, 'zh')).toBe(
      '/ztzldetail?utm_source=x#tiles',
    );
  });

  it('keeps a link to another folder, a folder of the other language, and other pages as they are', () => {
    for (const href of ['/ztzldetail?fdId=81', '/ztzldetail?fdId=x', '/ztzldetail', '/articlepagelist/jtyw?fdId=80']) {
      expect(withoutDefaultFolder(href, zh, 'zh')).toBe(href);
    }
    expect(withoutDefaultFolder('/ztzldetail?fdId=570', zh, 'zh')).toBe('/ztzldetail?fdId=570');
    expect(withoutDefaultFolder('https://example.com/ztzldetail?fdId=80', zh, 'zh')).toBe(
      'https://example.com/ztzldetail?fdId=80',
    );
  });
});
