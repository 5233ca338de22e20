import { describe, expect, it } from 'vitest';
import type { SubsidiaryEntry, SubsidiaryGroup } from '../../../../shared/api/site.js';
import { directoryLines, orderedGroups } from '../../../../shared/view/subsidiaryDirectory.js';

const entry: SubsidiaryEntry = {
  companyName: '衡川氢能科技有限公司',
  corporation: null,
  address: '滨海市经六路 6 号',
  zipCode: '  ',
  tel: '400-000-1987',
  fax: null,
  website: 'https://hydrogen.example/',
};

const group = (kind: SubsidiaryGroup['kind'], names: string[]): SubsidiaryGroup => ({
  kind,
  fdName: kind,
  companies: names.map((name) => ({ name, url: null })),
});

describe('subsidiary directory', () => {
  it('lists the fields in reading order, unknown and blank values as null', () => {
    expect(directoryLines(entry)).toEqual([
      { field: 'corporation', value: null },
      { field: 'address', value: '滨海市经六路 6 号' },
      { field: 'zipCode', value: null },
      { field: 'tel', value: '400-000-1987' },
      { field: 'fax', value: null },
      { field: 'website', value: 'https://hydrogen.example/' },
    ]);
  });

  it('orders the groups wholly-owned, controlled, minority-share whatever order they came in', () => {
    const groups = [group('minority', ['m']), group('wholly', ['w']), group('controlled', ['c'])];
    expect(orderedGroups(groups).map((g) => g.kind)).toEqual(['wholly', 'controlled', 'minority']);
  });

  it('leaves out groups without companies', () => {
    expect(orderedGroups([group('wholly', []), group('controlled', ['c'])]).map((g) => g.kind)).toEqual(['controlled']);
  });
});
