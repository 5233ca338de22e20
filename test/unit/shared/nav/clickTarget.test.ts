import { describe, expect, it } from 'vitest';
import { linkTarget, menuClickTarget, targetHref } from '../../../../shared/nav/clickTarget.js';
import { findMenuByCode } from '../../../../shared/nav/findMenu.js';
import { menuTree, sampleTree } from '../../../helpers/menuFixture.js';

function target(code: string) {
  const menu = findMenuByCode(sampleTree(), code);
  if (!menu) throw new Error(`no menu ${code}`);
  return menuClickTarget(menu);
}

describe('menuClickTarget', () => {
  it('sends a menu without children to its own jumpUrl', () => {
    expect(target('sy')).toEqual({ kind: 'internal', path: '/index/sy' });
    expect(target('gsjj')).toEqual({ kind: 'internal', path: '/columndetail/gsjj' });
  });

  it("sends a menu with children to its first child's target", () => {
    expect(target('gywm')).toEqual({ kind: 'internal', path: '/columndetail/gsjj' });
    expect(target('gsxw')).toEqual({ kind: 'internal', path: '/articlepagelist/jtyw' });
  });

  it('applies the rule again when the first child has children of its own', () => {
    expect(target('tzzgx')).toEqual({ kind: 'internal', path: '/articlepagelist/dqgg' });
  });

  it('sends the special-topic menu to its own page in both languages', () => {
    expect(target('ztzl')).toEqual({ kind: 'internal', path: '/ztzldetail' });
    const [en] = menuTree([{ fdCode: 'eztzl', jumpUrl: '/ztzldetail', children: [{ fdCode: 'eaqscy' }] }]);
    expect(en && menuClickTarget(en)).toEqual({ kind: 'internal', path: '/ztzldetail' });
  });

  it('opens http and https links in a new window', () => {
    expect(target('hzhb')).toEqual({ kind: 'external', url: 'https://partner.example.com/' });
    expect(linkTarget('HTTP://example.com/a')).toEqual({ kind: 'external', url: 'HTTP://example.com/a' });
  });

  it('is null for a menu without a link', () => {
    const [bare] = menuTree([{ fdCode: 'bare', jumpUrl: null }]);
    expect(bare && menuClickTarget(bare)).toBeNull();
    expect(linkTarget('  ')).toBeNull();
  });

  it('gives no target for other schemes or other hosts', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:void(0)',
      'data:text/html,x',
      'mailto:a@b.c',
      '//evil.example.com/x',
      '/\\evil.example.com',
    ]) {
      expect(linkTarget(url), url).toBeNull();
    }
  });

  it('keeps a query on an in-app link and makes a bare path site-relative', () => {
    expect(linkTarget('/ztzldetail?fdId=7')).toEqual({ kind: 'internal', path: '/ztzldetail?fdId=7' });
    expect(linkTarget('leaders')).toEqual({ kind: 'internal', path: '/leaders' });
  });

  it('renders hrefs for both kinds', () => {
    expect(targetHref({ kind: 'internal', path: '/leaders' })).toBe('/leaders');
    expect(targetHref({ kind: 'external', url: 'https://a.example/' })).toBe('https://a.example/');
  });
});
