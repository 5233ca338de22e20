import type { ErrorInfo } from 'react';
import type { RootOptions } from 'react-dom/client';

type Reported = 'caught' | 'uncaught' | 'recoverable';

/** One console line per error React reports, with the component stack that locates it. */
function report(kind: Reported) {
  return (error: unknown, info: ErrorInfo) => {
    console.error(`React ${kind} error:`, error, info.componentStack ?? '');
  };
}

/**
 * What the app's root tells the console: errors an error boundary caught, errors none caught, and errors
 * React recovered from (a hydration mismatch, a boundary the server could not finish), each with its
 * component stack. The browser tests fail on any console error, so none of them passes unnoticed.
 */
export const ROOT_ERROR_OPTIONS = {
  onCaughtError: report('caught'),
  onUncaughtError: report('uncaught'),
  onRecoverableError: report('recoverable'),
} satisfies RootOptions;
