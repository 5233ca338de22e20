import { readFileSync } from 'node:fs';
import { SHIPPED_VCL } from './vclPath.js';

export interface VclBackend {
  name: string;
  host: string;
  port: string;
  probe: string | null;
}

/** The parts of the shipped VCL that must agree with docker-compose.yml, read from its text. */
export interface VclFacts {
  backends: VclBackend[];
  /** The names `edge_keep_private_cookies` keeps, in order. */
  privateCookies: string[];
  /** The entries of `acl operators`, as written (`127.0.0.1`, `172.31.250.0/24`). */
  operators: string[];
  /** The URL of each probe, by name. */
  probeUrls: Record<string, string>;
}

function block(text: string, head: RegExp): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(new RegExp(`${head.source}\\s*\\{([^}]*)\\}`, 'g'))) found.push(match[0]);
  return found;
}

const field = (body: string, name: string): string | null =>
  new RegExp(`\\.${name} = "?([^";]*)"?;`).exec(body)?.[1] ?? null;

export function readVcl(path: string = SHIPPED_VCL): VclFacts {
  const text = readFileSync(path, 'utf8').replace(/^\s*#.*$/gm, '');
  const backends = block(text, /backend (\w+)/).map((body) => ({
    name: /backend (\w+)/.exec(body)?.[1] ?? '',
    host: field(body, 'host') ?? '',
    port: field(body, 'port') ?? '',
    probe: field(body, 'probe'),
  }));
  const keep = /sub edge_keep_private_cookies\s*\{\s*cookie\.keep\("([^"]*)"\);\s*\}/.exec(text)?.[1];
  if (keep === undefined) throw new Error('the VCL has no edge_keep_private_cookies with one cookie.keep');
  const acl = /acl operators\s*\{([^}]*)\}/.exec(text)?.[1] ?? '';
  const operators = [...acl.matchAll(/"([^"]+)"(?:\/(\d+))?;/g)].map(([, address, bits]) =>
    bits === undefined ? (address ?? '') : `${address}/${bits}`,
  );
  const probeUrls: Record<string, string> = {};
  for (const body of block(text, /probe (\w+)/)) {
    probeUrls[/probe (\w+)/.exec(body)?.[1] ?? ''] = field(body, 'url') ?? '';
  }
  return { backends, privateCookies: keep.split(',').map((name) => name.trim()), operators, probeUrls };
}
