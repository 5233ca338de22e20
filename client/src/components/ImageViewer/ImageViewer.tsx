import { useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import styles from './ImageViewer.module.css';
import { useModalFocus } from './useModalFocus';

export interface ImageViewerProps {
  src: string;
  alt: string;
  onClose: () => void;
  /** The picture's own size, so the viewer can draw it as large as the screen allows. */
  width?: number;
  height?: number;
  /** Where focus goes back when the viewer closes (the image that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The viewer's own layer at the end of `<body>`, made when it opens and removed when it closes. */
function useLayerHost(): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const element = document.createElement('div');
    element.dataset.modalHost = '';
    document.body.append(element);
    // The layer is made on mount because it needs the document; the state hands it to the render, before
    // the browser paints.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHost(element);
    return () => element.remove();
  }, []);
  return host;
}

function ViewerLayer({ src, alt, width, height, onClose, returnFocusTo }: ImageViewerProps) {
  const intl = useIntl();
  const layer = useRef<HTMLDivElement>(null);
  useModalFocus(layer, onClose, returnFocusTo);

  return (
    // A click anywhere closes the viewer; the close button and Escape do the same for keys.
    <div
      ref={layer}
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={alt || intl.formatMessage({ id: 'viewer.open' })}
      tabIndex={-1}
      data-image-viewer
      onClick={onClose}
    >
      <button type="button" className={styles.close} aria-label={intl.formatMessage({ id: 'viewer.close' })}>
        <span aria-hidden="true">×</span>
      </button>
      <figure className={styles.figure}>
        <img
          className={width && height ? `${styles.image} ${styles.sized}` : styles.image}
          style={width && height ? ({ '--viewer-ratio': width / height } as CSSProperties) : undefined}
          src={src}
          alt={alt}
        />
        {alt && <figcaption className={styles.caption}>{alt}</figcaption>}
      </figure>
      <p className={styles.hint}>{intl.formatMessage({ id: 'company.viewer.hint' })}</p>
    </div>
  );
}

/** Full-screen image viewer: a modal dialog that closes on a click or Escape. */
export function ImageViewer(props: ImageViewerProps) {
  const host = useLayerHost();
  return host ? createPortal(<ViewerLayer {...props} />, host) : null;
}
