import type { Config } from 'dpdm';

/**
 * Import cycles, type-only imports included: a cycle of types alone still ties modules that should stand
 * apart. (ESLint's import-x/no-cycle sees only imports that stay after compilation.) Dynamic imports count
 * as well. `npm run lint` runs this.
 */
const config: Config = {
  files: ['client/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts', 'test/**/*.{ts,tsx}', 'deploy/**/*.ts', '*.ts'],
  tree: false,
  warning: false,
  circular: true,
  progress: false,
  exitCode: 'circular:1',
};

export default config;
