/** The system Chromium the browser tests drive (DESIGN §3). */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}
