import sharp, { type Sharp } from 'sharp';
import type { HttpClient } from './httpClient.js';

/** A picture of one colour with a band of another, so a resize has something to keep. */
function canvas(width: number, height: number): Sharp {
  const band = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${Math.ceil(height / 3)}" fill="#1f6fb2"/></svg>`,
  );
  return sharp({ create: { width, height, channels: 3, background: '#e8a33d' } }).composite([{ input: band }]);
}

/** A JPEG of the given stored size; with `orientation`, EXIF that says how to turn it, and more EXIF beside. */
export async function jpegPicture(width: number, height: number, orientation?: number): Promise<Buffer> {
  const picture = canvas(width, height).jpeg({ quality: 85 });
  if (orientation === undefined) return picture.toBuffer();
  return picture
    .withExif({ IFD0: { Copyright: 'Hengchuan test', Artist: 'A. Photographer', Make: 'TestCam' } })
    .withMetadata({ orientation })
    .toBuffer();
}

export async function pngPicture(width: number, height: number): Promise<Buffer> {
  return canvas(width, height).png().toBuffer();
}

/** A PNG with an opaque band across the top third and nothing (fully transparent) below it. */
export async function transparentPng(width: number, height: number): Promise<Buffer> {
  const band = await sharp({
    create: { width, height: Math.ceil(height / 3), channels: 4, background: '#1f6fb2' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: band, top: 0, left: 0 }])
    .png()
    .toBuffer();
}

/** A JPEG in Display P3 with its colour profile, as a recent phone writes one. */
export async function wideGamutJpeg(width: number, height: number): Promise<Buffer> {
  return canvas(width, height).withIccProfile('p3').jpeg({ quality: 85 }).toBuffer();
}

/** An animated GIF of two frames: the first red, the second blue. */
export async function gifAnimation(width: number, height: number): Promise<Buffer> {
  const frame = (background: string): Promise<Buffer> =>
    sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
    .gif({ delay: [100, 100] })
    .toBuffer();
}

/** The summed value of one metric's samples whose labels contain `labels` (`event="made"`), read from `/metrics`. */
export async function metricValue(http: HttpClient, name: string, labels = ''): Promise<number> {
  const { text } = await http.get('/metrics');
  let sum = 0;
  for (const match of text.matchAll(new RegExp(`^${name}(?:\\{([^}]*)\\})? (\\S+)$`, 'gm'))) {
    if ((match[1] ?? '').includes(labels)) sum += Number(match[2]);
  }
  return sum;
}
