import { describe, expect, it } from 'vitest';
import { BffError } from '../../../../server/errors/bffError.js';
import { isRasterPath, requestedVariant, requestedWidth } from '../../../../server/images/pictureRequest.js';

describe('requestedWidth', () => {
  it('is null without w', () => {
    expect(requestedWidth('/cms/files/a.jpg')).toBeNull();
    expect(requestedWidth('/cms/files/a.jpg?v=2')).toBeNull();
  });

  it.each([320, 640, 960, 1280, 1920])('reads w=%i', (width) => {
    expect(requestedWidth(`/cms/files/a.jpg?x=1&w=${width}`)).toBe(width);
  });

  it.each(['w=', 'w=300', 'w=0640', 'w=640&w=640', 'w=%20640', 'w=640px', 'w=1e3', 'w=19200'])(
    'refuses %s with a 400 naming the widths',
    (query) => {
      let error: unknown;
      try {
        requestedWidth(`/cms/files/a.jpg?${query}`);
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(BffError);
      expect((error as BffError).status).toBe(400);
      expect((error as BffError).message).toContain('320, 640, 960, 1280, 1920');
    },
  );
});

/** The 400 a request gets, or null when it gets none. */
function refusal(url: string): BffError | null {
  try {
    requestedVariant(url);
    return null;
  } catch (thrown) {
    if (thrown instanceof BffError) return thrown;
    throw thrown;
  }
}

describe('requestedVariant', () => {
  it('is null for the file itself', () => {
    expect(requestedVariant('/cms/files/a.jpg?v=2')).toBeNull();
  });

  it('reads a width or the card', () => {
    expect(requestedVariant('/cms/files/a.jpg?w=640')).toEqual({ kind: 'width', width: 640 });
    expect(requestedVariant('/cms/files/a.jpg?v=2&card=1')).toEqual({ kind: 'card' });
  });

  it.each(['card=0', 'card=', 'card', 'card=true', 'card=1&card=1', 'card=%31%20'])('refuses %s', (query) => {
    expect(refusal(`/cms/files/a.jpg?${query}`)).toMatchObject({
      status: 400,
      message: expect.stringContaining('card'),
    });
  });

  it('refuses a width and a card together, whichever comes first', () => {
    for (const query of ['w=640&card=1', 'card=1&w=640']) {
      expect(refusal(`/cms/files/a.jpg?${query}`)).toMatchObject({
        status: 400,
        message: expect.stringContaining('not both'),
      });
    }
  });
});

describe('isRasterPath', () => {
  it.each(['a.jpg', 'a.JPEG', 'b.png', 'c.webp', 'd.avif', 'e.gif', '年报.Jpg'])('takes %s', (name) => {
    expect(isRasterPath(['images', name])).toBe(true);
  });

  it.each(['a.svg', 'b.pdf', 'jpg', '.jpg', 'c.jpg.txt', 'd', 'e.svgz'])('leaves %s alone', (name) => {
    expect(isRasterPath(['images', name])).toBe(false);
  });
});
