import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';

export interface ComposeHealthcheck {
  test: string[] | string;
  interval?: string;
  timeout?: string;
  start_period?: string;
  retries?: number;
}

export interface ComposeService {
  build?: string | { context: string; dockerfile?: string; target?: string; args?: Record<string, string> };
  image?: string;
  command?: string[] | string;
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: (string | { target: number; published?: number | string })[];
  expose?: (string | number)[];
  healthcheck?: ComposeHealthcheck;
  depends_on?: string[] | Record<string, { condition?: string }>;
  profiles?: string[];
  volumes?: string[];
  networks?: string[] | Record<string, unknown>;
  tmpfs?: string[] | string;
  [key: string]: unknown;
}

export interface ComposeNetwork {
  ipam?: { config?: { subnet?: string; ip_range?: string; gateway?: string }[] };
  [key: string]: unknown;
}

export interface ComposeVolume {
  driver?: string;
  driver_opts?: Record<string, string>;
  [key: string]: unknown;
}

export interface ComposeFile {
  name?: string;
  services: Record<string, ComposeService>;
  networks?: Record<string, ComposeNetwork | null>;
  volumes?: Record<string, ComposeVolume | null>;
}

/** The project's `docker-compose.yml`, parsed strictly: a YAML error or a duplicate key throws. */
export function readCompose(root: string): ComposeFile {
  const document = parseDocument(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), {
    uniqueKeys: true,
    prettyErrors: true,
  });
  const problems = [...document.errors, ...document.warnings];
  if (problems.length > 0) throw new Error(problems.map((p) => p.message).join('\n'));
  const parsed = document.toJS() as unknown;
  if (typeof parsed !== 'object' || parsed === null || !('services' in parsed)) {
    throw new Error('docker-compose.yml: no services');
  }
  return parsed as ComposeFile;
}

/**
 * Compose's interpolation of `${NAME}`, `${NAME:-default}`, `${NAME-default}` and `$$`, with the given
 * shell environment (empty: every default applies).
 */
export function interpolate(value: string, shell: Readonly<Record<string, string | undefined>> = {}): string {
  return value.replace(
    /\$\$|\$\{(\w+)(?:(:?)-([^}]*))?\}|\$(\w+)/g,
    (all, braced?: string, colon?: string, fallback?: string, bare?: string) => {
      if (all === '$$') return '$';
      const name = braced ?? bare ?? '';
      const set = shell[name];
      if (fallback === undefined) return set ?? '';
      const useDefault = colon === ':' ? set === undefined || set === '' : set === undefined;
      return useDefault ? fallback : (set ?? '');
    },
  );
}

/** A service's environment as compose hands it to the container (map or `KEY=value` list form). */
export function environmentOf(
  service: ComposeService,
  shell: Readonly<Record<string, string | undefined>> = {},
): Record<string, string> {
  const entries: [string, string][] = Array.isArray(service.environment)
    ? service.environment.map((line) => {
        const at = line.indexOf('=');
        return at === -1 ? [line, shell[line] ?? ''] : [line.slice(0, at), line.slice(at + 1)];
      })
    : Object.entries(service.environment ?? {}).map(([name, value]) => [name, value === null ? '' : String(value)]);
  return Object.fromEntries(entries.map(([name, value]) => [name, interpolate(value, shell)]));
}

/** A command in exec form (a YAML list), as the container runs it. */
export function commandOf(service: ComposeService): string[] {
  if (!Array.isArray(service.command)) throw new Error('expected the command as a list (exec form)');
  return service.command;
}

/** The networks a service is attached to (list or map form; none listed: the project's default). */
export function networksOf(service: ComposeService): string[] {
  if (service.networks === undefined) return ['default'];
  return Array.isArray(service.networks) ? service.networks : Object.keys(service.networks);
}

/** The names of the services another one waits for (list or map form). */
export function dependenciesOf(service: ComposeService): string[] {
  return Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
}
