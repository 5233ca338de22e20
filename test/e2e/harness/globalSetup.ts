import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath, executable } from './chromiumPath.js';

/** Fails the browser tests at once, with what to do, when the build or the browser is missing. */
export default function globalSetup(): void {
  const index = join(process.cwd(), 'client', 'dist', 'index.html');
  if (!existsSync(index)) {
    throw new Error(`The browser tests need the built client (${index} is missing): run \`npm run build\` first.`);
  }
  const chromium = chromiumPath();
  if (!executable(chromium)) {
    throw new Error(
      `The browser tests need Chromium, not found at ${chromium}. Install it (Debian: \`apt-get install ` +
        `chromium-headless-shell fonts-noto-cjk\`) or point CHROMIUM_PATH at a Chromium or Chrome executable.`,
    );
  }
}
