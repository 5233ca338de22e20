import { describe, expect, it } from 'vitest';
import { isCmsRasterPicture, pictureSrcset, pictureVariantUrl } from '../../../../shared/images/cmsPicture.js';

describe('isCmsRasterPicture', () => {
  it.each(['/cms/files/images/a.jpg', '/cms/files/b.PNG', '/cms/files/x/y/c.webp?v=2', '/cms/files/d.gif#top'])(
    'takes %s',
    (url) => expect(isCmsRasterPicture(url)).toBe(true),
  );

  it.each([
    'https://cdn.example.com/cms/files/a.jpg',
    '//cdn.example.com/a.jpg',
    '/cms/files/logo.svg',
    '/assets/photo.jpg',
    '/cms/files/report.pdf',
    '/cms/filesx/a.jpg',
    '/cms/files/a.svg?x=.jpg',
  ])('leaves %s alone', (url) => expect(isCmsRasterPicture(url)).toBe(false));
});

describe('pictureVariantUrl', () => {
  it('adds the width to the query', () => {
    expect(pictureVariantUrl('/cms/files/a.jpg', 640)).toBe('/cms/files/a.jpg?w=640');
    expect(pictureVariantUrl('/cms/files/a.jpg?v=2', 320)).toBe('/cms/files/a.jpg?v=2&w=320');
    expect(pictureVariantUrl('/cms/files/a.jpg#x', 960)).toBe('/cms/files/a.jpg?w=960');
  });
});

describe('pictureSrcset', () => {
  it('lists the five widths, narrowest first', () => {
    expect(pictureSrcset('/cms/files/a.jpg')).toBe(
      '/cms/files/a.jpg?w=320 320w, /cms/files/a.jpg?w=640 640w, /cms/files/a.jpg?w=960 960w, ' +
        '/cms/files/a.jpg?w=1280 1280w, /cms/files/a.jpg?w=1920 1920w',
    );
  });

  it('is null for a picture without variants', () => {
    expect(pictureSrcset('https://partner.example.com/a.jpg')).toBeNull();
    expect(pictureSrcset('/cms/files/a.svg')).toBeNull();
  });
});
