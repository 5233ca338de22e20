import { describe, expect, it } from 'vitest';
import { isSiteMapCode, siteMapSections } from '../../../../shared/nav/siteMap.js';
import { menuTree, sampleTree } from '../../../helpers/menuFixture.js';

describe('site map', () => {
  it('lists the visible level-1 menus from the second onward, each with its level-2 children', () => {
    const sections = siteMapSections(sampleTree());
    expect(sections.map((s) => s.menu.fdCode)).toEqual(['gywm', 'gsxw', 'tzzgx', 'ztzl', 'hzhb']);
    expect(sections[0]?.children.map((c) => c.fdCode)).toEqual(['gsjj', 'ldtd']);
    expect(sections[2]?.children.map((c) => c.fdCode)).toEqual(['xxpl', 'gpxx']);
  });

  it('leaves out hidden level-1 menus before counting from the second', () => {
    const tree = menuTree([
      { fdCode: 'hidden', status: 0 },
      { fdCode: 'sy' },
      { fdCode: 'gywm', children: [{ fdCode: 'gsjj' }] },
      { fdCode: 'wzdt', status: 0 },
    ]);
    expect(siteMapSections(tree).map((s) => s.menu.fdCode)).toEqual(['gywm']);
  });

  it('is empty for an empty or one-item tree', () => {
    expect(siteMapSections([])).toEqual([]);
    expect(siteMapSections(menuTree([{ fdCode: 'sy' }]))).toEqual([]);
  });

  it("knows the site map's code in both languages", () => {
    expect(isSiteMapCode('wzdt')).toBe(true);
    expect(isSiteMapCode('ewzdt')).toBe(true);
    expect(isSiteMapCode('gsjj')).toBe(false);
    expect(isSiteMapCode(null)).toBe(false);
    expect(isSiteMapCode(undefined)).toBe(false);
  });
});
