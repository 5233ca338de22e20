import { describe, expect, it } from 'vitest';
import type { FastTrackItem } from '../../../../shared/api/home.js';
import { fastTrackLink, fastTrackName } from '../../../../client/src/pages/home/quick/fastTrackItem.js';

const ITEM: FastTrackItem = {
  id: 1,
  fd_Name: '设计云',
  englishName: 'Design Cloud',
  icon: '/cms/files/icons/design-cloud.svg',
  url: '/companySzhfw/sjy',
  enUrl: '/companySzhfw/esjy',
};

describe('fast-track items', () => {
  it('link to url in Chinese and to enUrl in English', () => {
    expect(fastTrackLink(ITEM, 'zh')).toBe('/companySzhfw/sjy');
    expect(fastTrackLink(ITEM, 'en')).toBe('/companySzhfw/esjy');
  });

  it('are named in the language, in Chinese when there is no English name', () => {
    expect(fastTrackName(ITEM, 'zh')).toBe('设计云');
    expect(fastTrackName(ITEM, 'en')).toBe('Design Cloud');
    expect(fastTrackName({ ...ITEM, englishName: '' }, 'en')).toBe('设计云');
  });
});
