import { describe, expect, it } from 'vitest';
import { siteNameOf } from '../../../../shared/seo/siteName.js';

const site = (name: string | null, copyright: string | null = null) => ({ name, copyright });

describe('siteNameOf', () => {
  it('cuts the Chinese all-rights-reserved note off the name', () => {
    expect(siteNameOf(site('衡川化学工程集团有限公司 版权所有'))).toBe('衡川化学工程集团有限公司');
    expect(siteNameOf(site('衡川化学工程集团有限公司版权所有'))).toBe('衡川化学工程集团有限公司');
  });

  it('cuts the English note off the name, keeping the full stop of the company name', () => {
    expect(siteNameOf(site('Hengchuan Chemical Engineering Group Co., Ltd. All rights reserved.'))).toBe(
      'Hengchuan Chemical Engineering Group Co., Ltd.',
    );
    expect(siteNameOf(site('Example Group, all rights reserved'))).toBe('Example Group');
  });

  it('keeps a name without the note as it is', () => {
    expect(siteNameOf(site('Example Group'))).toBe('Example Group');
  });

  it('takes the copyright line without "Copyright © years" when there is no name', () => {
    expect(siteNameOf(site(null, 'Copyright © 2025-2026 衡川化学工程集团有限公司'))).toBe('衡川化学工程集团有限公司');
    expect(siteNameOf(site('  ', '© 2026 Example Group. All rights reserved.'))).toBe('Example Group.');
  });

  it('is null when the site record names nothing', () => {
    expect(siteNameOf(site(null, null))).toBeNull();
    expect(siteNameOf(site('版权所有'))).toBeNull();
    expect(siteNameOf(null)).toBeNull();
  });
});
