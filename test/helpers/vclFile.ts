import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VCL_SOURCE_DIR } from './vclPath.js';

export interface VclBackend {
  name: string;
  host: string;
  port: string;
  probe: string | null;
}

/** The deployment's literals in the shipped parts of the edge's VCL, which must agree with docker-compose.yml. */
export interface VclFacts {
  /** backends.inc's backends. */
  backends: VclBackend[];
  /** The names private-cookies.inc keeps, in order. */
  privateCookies: string[];
  /** The entries of operators.inc's `acl operators`, as written (`127.0.0.1`, `172.31.250.0/24`). */
  operators: string[];
  /** The URL of each probe of backends.inc, by name. */
  probeUrls: Record<string, string>;
}

function block(text: string, head: RegExp): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(new RegExp(`${head.source}\\s*\\{([^}]*)\\}`, 'g'))) found.push(match[0]);
  return found;
}

const field = (body: string, name: string): string | null =>
  new RegExp(`\\.${name} = "?([^";]*)"?;`).exec(body)?.[1] ?? null;

/** A part's text without its comments. */
const include = (dir: string, name: string): string => readFileSync(join(dir, name), 'utf8').replace(/^\s*#.*$/gm, '');

export function readVcl(dir: string = VCL_SOURCE_DIR): VclFacts {
  const backendsText = include(dir, 'backends.inc');
  const backends = block(backendsText, /backend (\w+)/).map((body) => ({
    name: /backend (\w+)/.exec(body)?.[1] ?? '',
    host: field(body, 'host') ?? '',
    port: field(body, 'port') ?? '',
    probe: field(body, 'probe'),
  }));
  const cookies = include(dir, 'private-cookies.inc');
  const keep = /sub edge_keep_private_cookies\s*\{\s*cookie\.keep\("([^"]*)"\);\s*\}/.exec(cookies)?.[1];
  if (keep === undefined) throw new Error('private-cookies.inc has no edge_keep_private_cookies with one cookie.keep');
  const acl = /acl operators\s*\{([^}]*)\}/.exec(include(dir, 'operators.inc'))?.[1] ?? '';
  const operators = [...acl.matchAll(/"([^"]+)"(?:\/(\d+))?;/g)].map(([, address, bits]) =>
    bits === undefined ? (address ?? '') : `${address}/${bits}`,
  );
  const probeUrls: Record<string, string> = {};
  for (const body of block(backendsText, /probe (\w+)/)) {
    probeUrls[/probe (\w+)/.exec(body)?.[1] ?? ''] = field(body, 'url') ?? '';
  }
  return { backends, privateCookies: keep.split(',').map((name) => name.trim()), operators, probeUrls };
}
