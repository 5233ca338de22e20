import { describe, expect, it } from 'vitest';
import { drawsSectionBanner, hidesSlider, HOME_PATH, isHomeBannerPath } from '../../../../client/src/layout/homePaths';

describe('isHomeBannerPath', () => {
  it('is true only on the two home paths', () => {
    expect(isHomeBannerPath('/')).toBe(true);
    expect(isHomeBannerPath(HOME_PATH)).toBe(true);
    expect(isHomeBannerPath('/cncec')).toBe(false);
    expect(isHomeBannerPath('/articlepagelist/jtyw')).toBe(false);
  });
});

describe('hidesSlider', () => {
  it.each([
    '/articledetail/1001',
    '/articledetailonly/1001',
    '/articlepreview/1001',
    '/articlesearch',
    '/companyLeaderDetail',
  ])('hides the slider on %s', (path) => {
    expect(hidesSlider(path)).toBe(true);
  });

  it.each(['/', HOME_PATH, '/articlepagelist/jtyw', '/columndetail/gsjj', '/leaders', '/404', '/articledetail'])(
    'keeps it on %s',
    (path) => {
      expect(hidesSlider(path)).toBe(false);
    },
  );
});

describe('drawsSectionBanner', () => {
  it.each(['/cncec', '/articlepagelist/jtyw', '/columndetail/gsjj', '/leaders', '/404', '/no/such/page'])(
    'draws the section picture on %s',
    (path) => {
      expect(drawsSectionBanner(path)).toBe(true);
    },
  );

  it.each(['/', HOME_PATH, '/articledetail/1001', '/articlesearch', '/companyLeaderDetail'])(
    'leaves it out on %s',
    (path) => {
      expect(drawsSectionBanner(path)).toBe(false);
    },
  );
});
