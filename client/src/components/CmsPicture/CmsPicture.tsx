import type { ImgHTMLAttributes } from 'react';
import { pictureSrcset } from '../../../../shared/images/cmsPicture';

type CmsPictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  /** How wide the picture is drawn on each screen, from the place's CSS (the `sizes` attribute). */
  sizes: string;
  /** The intrinsic size, so the place is kept before the picture arrives. */
  width: number;
  height: number;
};

/**
 * A CMS picture: the BFF's variants of it in `srcset`, so a phone downloads a 640-pixel copy where a wide
 * screen takes 1920, in AVIF or WebP where the browser reads them. `src` stays the picture itself, and a
 * picture with no variants (on another host, an SVG) is a plain `<img>`.
 */
export function CmsPicture({ src, sizes, alt = '', ...rest }: CmsPictureProps) {
  const srcSet = pictureSrcset(src);
  return <img src={src} alt={alt} {...(srcSet === null ? {} : { srcSet, sizes })} {...rest} />;
}
