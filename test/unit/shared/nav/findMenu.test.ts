import { describe, expect, it } from 'vitest';
import { resolveCurrentMenu } from '../../../../shared/nav/currentMenu.js';
import { findMenuByCode, findMenuByPath, findTopMenu, flattenMenus } from '../../../../shared/nav/findMenu.js';
import { sampleTree } from '../../../helpers/menuFixture.js';

describe('menu lookups', () => {
  const tree = sampleTree();

  it('flattens the tree parents first', () => {
    expect(flattenMenus(tree).map((m) => m.fdCode)).toEqual([
      'sy',
      'gywm',
      'gsjj',
      'ldtd',
      'gsxw',
      'jtyw',
      'tzzgx',
      'xxpl',
      'dqgg',
      'lsgg',
      'gpxx',
      'ztzl',
      'aqscy',
      'hzhb',
      'wzdt',
    ]);
  });

  it('finds a menu by code at any depth', () => {
    expect(findMenuByCode(tree, 'lsgg')?.fdName).toBe('临时公告');
    expect(findMenuByCode(tree, 'nope')).toBeNull();
    expect(findMenuByCode(tree, undefined)).toBeNull();
  });

  it('finds a menu by its in-app path, ignoring query and trailing slash', () => {
    expect(findMenuByPath(tree, '/leaders')?.fdCode).toBe('ldtd');
    expect(findMenuByPath(tree, '/ztzldetail/')?.fdCode).toBe('ztzl');
    expect(findMenuByPath(tree, '/articlesearch')).toBeNull();
  });

  it('finds the top-level section of a menu', () => {
    const dqgg = findMenuByCode(tree, 'dqgg');
    if (!dqgg) throw new Error('fixture');
    expect(findTopMenu(tree, dqgg).fdCode).toBe('tzzgx');
    const sy = findMenuByCode(tree, 'sy');
    if (!sy) throw new Error('fixture');
    expect(findTopMenu(tree, sy).fdCode).toBe('sy');
  });
});

describe('resolveCurrentMenu', () => {
  const tree = sampleTree();

  it("prefers the page's own code, then the route's code", () => {
    expect(resolveCurrentMenu(tree, { code: 'gpxx', routeCode: 'tzzgx', pathname: '/x' })?.fdCode).toBe('gpxx');
    expect(resolveCurrentMenu(tree, { code: 'nope', routeCode: 'tzzgx', pathname: '/x' })?.fdCode).toBe('tzzgx');
  });

  it('falls back to the path, then to the menu chosen last', () => {
    expect(resolveCurrentMenu(tree, { pathname: '/leaders', storedCode: 'gsjj' })?.fdCode).toBe('ldtd');
    expect(resolveCurrentMenu(tree, { pathname: '/articledetail/5', storedCode: 'jtyw' })?.fdCode).toBe('jtyw');
    expect(resolveCurrentMenu(tree, { pathname: '/articledetail/5' })).toBeNull();
  });
});
