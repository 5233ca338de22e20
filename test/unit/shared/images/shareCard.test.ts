import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_CARD, DEFAULT_SHARE_PICTURE, shareCardUrl } from '../../../../shared/images/shareCard.js';

describe('shareCardUrl', () => {
  it('asks for the card of a CMS raster picture', () => {
    expect(shareCardUrl('/cms/files/images/a.jpg')).toBe('/cms/files/images/a.jpg?card=1');
    expect(shareCardUrl('/cms/files/b.PNG#top')).toBe('/cms/files/b.PNG?card=1');
  });

  it("keeps the picture's own query but for a width or a card it names", () => {
    expect(shareCardUrl('/cms/files/a.jpg?v=3&w=640')).toBe('/cms/files/a.jpg?v=3&card=1');
    expect(shareCardUrl('/cms/files/a.jpg?card=0&v=3')).toBe('/cms/files/a.jpg?v=3&card=1');
    expect(shareCardUrl('/cms/files/a.jpg?width=7')).toBe('/cms/files/a.jpg?width=7&card=1');
  });

  it.each(['/cms/files/logo.svg', 'https://cdn.example.com/a.jpg', '/assets/a.jpg', '/cms/files/report.pdf'])(
    'makes no card of %s',
    (url) => expect(shareCardUrl(url)).toBeNull(),
  );

  it("names the site's default picture's card", () => {
    expect(shareCardUrl(DEFAULT_SHARE_PICTURE)).toBe(DEFAULT_SHARE_CARD);
  });
});
