import { describe, expect, it } from 'vitest';
import { isCoreTechnologyCode, serviceKindOf } from '../../../../shared/view/specialColumns.js';

describe('special column codes', () => {
  it.each([
    ['sjy', 'design'],
    ['esjy', 'design'],
    ['sgy', 'construction'],
    ['esgy', 'construction'],
    ['yyy', 'operation'],
    ['eyyy', 'operation'],
  ] as const)('%s shows the %s sub-page', (code, kind) => {
    expect(serviceKindOf(code)).toBe(kind);
  });

  it('gives no service sub-page for other codes', () => {
    expect(serviceKindOf('szgc')).toBeNull();
    expect(serviceKindOf('SJY')).toBeNull();
    expect(serviceKindOf(null)).toBeNull();
    expect(serviceKindOf(undefined)).toBeNull();
  });

  it('recognises the core-technology column in both languages only', () => {
    expect(isCoreTechnologyCode('hxjs')).toBe(true);
    expect(isCoreTechnologyCode('ehxjs')).toBe(true);
    expect(isCoreTechnologyCode('kjcg')).toBe(false);
    expect(isCoreTechnologyCode(null)).toBe(false);
  });
});
