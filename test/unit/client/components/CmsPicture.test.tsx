import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CmsPicture } from '../../../../client/src/components/CmsPicture/CmsPicture.js';

/**
 * The attributes of the `<img>` tag rendered, by their HTML names (which ignore case: `fetchPriority` is
 * `fetchpriority`); one written without a value (`alt`) reads as empty. React's server renderer puts a
 * preload `<link>` before a picture that is not lazy; only the picture's own tag is read.
 */
const attributes = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...(/<img\b[^>]*>/.exec(html)?.[0] ?? '').matchAll(/\s([a-zA-Z-]+)(?:="([^"]*)")?/g)].map((m) => [
      (m[1] ?? '').toLowerCase(),
      m[2] ?? '',
    ]),
  );

describe('CmsPicture', () => {
  it('names every variant of a CMS picture in srcset, with sizes, width and height', () => {
    const html = renderToStaticMarkup(
      <CmsPicture
        src="/cms/files/images/plant-1.jpg"
        sizes="(max-width: 768px) 100vw, 480px"
        width={800}
        height={500}
        loading="lazy"
      />,
    );
    expect(html.startsWith('<img')).toBe(true);
    expect(attributes(html)).toEqual({
      src: '/cms/files/images/plant-1.jpg',
      alt: '',
      srcset:
        '/cms/files/images/plant-1.jpg?w=320 320w, /cms/files/images/plant-1.jpg?w=640 640w, ' +
        '/cms/files/images/plant-1.jpg?w=960 960w, /cms/files/images/plant-1.jpg?w=1280 1280w, ' +
        '/cms/files/images/plant-1.jpg?w=1920 1920w',
      sizes: '(max-width: 768px) 100vw, 480px',
      width: '800',
      height: '500',
      loading: 'lazy',
    });
  });

  it.each(['https://partner.example.com/photo.jpg', '/cms/files/org-chart-zh.svg', '/assets/banner-default-1a2b.svg'])(
    'draws %s as a plain picture',
    (src) => {
      const html = renderToStaticMarkup(<CmsPicture src={src} sizes="100vw" width={1920} height={850} />);
      expect(attributes(html)).toEqual({ src, alt: '', width: '1920', height: '850' });
    },
  );

  it('passes the picture’s own attributes on', () => {
    const html = renderToStaticMarkup(
      <CmsPicture
        src="/cms/files/banners/banner-1.jpg"
        sizes="100vw"
        width={1920}
        height={850}
        alt="Plant"
        fetchPriority="high"
        className="x"
      />,
    );
    expect(attributes(html)).toMatchObject({ alt: 'Plant', fetchpriority: 'high', class: 'x' });
  });
});
