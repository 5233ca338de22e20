import { describe, expect, it } from 'vitest';
import { siteMapSections } from '../../../../shared/nav/siteMap.js';
import { menuTree } from '../../../helpers/menuFixture.js';

describe('siteMapSections', () => {
  it('lists the visible top menus after the first, with their children', () => {
    const tree = menuTree([
      { fdCode: 'sy' },
      { fdCode: 'gywm', children: [{ fdCode: 'gsjj' }, { fdCode: 'lxwm' }] },
      { fdCode: 'wzdt', status: 0 },
      { fdCode: 'gsxw', children: [{ fdCode: 'jtyw' }] },
    ]);
    const sections = siteMapSections(tree);
    expect(sections.map((s) => s.fdCode)).toEqual(['gywm', 'gsxw']);
    expect(sections[0]?.children.map((c) => c.fdCode)).toEqual(['gsjj', 'lxwm']);
  });

  it('is empty for a tree with only the home menu', () => {
    expect(siteMapSections(menuTree([{ fdCode: 'sy' }]))).toEqual([]);
  });
});
