import { accessSync, constants } from 'node:fs';

/**
 * Chromium's headless shell (Debian: `chromium-headless-shell`): the same engine as the browser, without
 * the browser's own window, compositor and services around the page. The browser tests take about 30%
 * less time in it than in `chromium --headless` (everything but the page is work no test reads).
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** The full browser, used when the headless shell is not installed. */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** Whether `path` is a file this process may run. */
export function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The system Chromium the browser tests drive: `CHROMIUM_PATH`, else the headless shell, else the browser. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? (executable(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
}
