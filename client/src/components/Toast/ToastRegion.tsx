import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../state/hooks';
import { selectToasts } from '../../state/toastSlice';
import styles from './Toast.module.css';

// Only a failed call shows a toast: its code comes with the first one.
const Toast = lazy(() => import('./Toast'));

/** The closable red error toasts of failed calls, one per distinct message. */
export function ToastRegion() {
  const toasts = useAppSelector(selectToasts);
  return (
    <div className={styles.region}>
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          {toasts.map((toast) => (
            <Toast key={toast.id} toast={toast} />
          ))}
        </Suspense>
      )}
    </div>
  );
}
