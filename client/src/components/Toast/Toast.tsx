import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '../../state/hooks';
import { toastClosed, type ToastMessage } from '../../state/toastSlice';
import styles from './Toast.module.css';

/** Long enough to read a sentence twice; a toast being read (hovered or focused) stays. */
const AUTO_CLOSE_MS = 10_000;

export default function Toast({ toast }: { toast: ToastMessage }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (held) return undefined;
    const timer = window.setTimeout(() => dispatch(toastClosed(toast.id)), AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, held, toast.id]);

  return (
    <div
      className={styles.toast}
      role="alert"
      data-toast="error"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span className={styles.icon} aria-hidden="true">
        !
      </span>
      <p className={styles.message}>
        {toast.text ?? (toast.messageId ? <FormattedMessage id={toast.messageId} /> : null)}
      </p>
      <button
        type="button"
        className={styles.close}
        aria-label={intl.formatMessage({ id: 'toast.close' })}
        onClick={() => dispatch(toastClosed(toast.id))}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
