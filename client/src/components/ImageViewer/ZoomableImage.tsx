import { useCallback, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { cx } from '../../styles/cx';
import { ImageViewer } from './ImageViewer';
import styles from './ImageViewer.module.css';

export interface ZoomableImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * A picture that opens the full-screen viewer when clicked (or activated with the keyboard). A link to the
 * picture itself, which is where it leads without the app's code.
 */
export function ZoomableImage({ src, alt, width, height, className }: ZoomableImageProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLAnchorElement>(null);
  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <a
        ref={button}
        href={src}
        className={cx(styles.trigger, className)}
        // A button to assistive technology and the keyboard (Space too), as it opens the viewer.
        role="button"
        aria-haspopup="dialog"
        data-zoomable
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {/* Lazy even at the top of a page: the picture arrives with the page's data, after layout, so an
            eager one would gain nothing, and the same picture is below the fold on a phone. */}
        <img src={src} alt={alt} width={width} height={height} loading="lazy" />
        <span className={styles.zoomBadge} aria-hidden="true" />
        <span className="visually-hidden">
          <FormattedMessage id="viewer.open" />
        </span>
      </a>
      {open && <ImageViewer src={src} alt={alt} width={width} height={height} onClose={close} returnFocusTo={button} />}
    </>
  );
}
