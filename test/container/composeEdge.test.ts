/**
 * docker-compose.yml's `edge` profile, read with a YAML parser (no Docker engine here): Varnish with the
 * shipped VCL on port 8080, two BFF replicas sharing Redis behind it, the demo CMS, and Varnish's exporter
 * reading its working directory; and the places where the compose file and the VCL must agree (replica
 * names and port, private cookies, the network the purges come from).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { findProjectRoot } from '../../server/projectRoot.js';
import { readVcl } from '../helpers/vclFile.js';
import { dependenciesOf, environmentOf, networksOf, readCompose, type ComposeService } from './composeFile.js';

const root = findProjectRoot();
const compose = readCompose(root);
const vcl = readVcl();
const REPLICAS = ['edge-bff-1', 'edge-bff-2'];
/** The shipped VCL, one file, mounted read-only where the image loads it. */
const VCL_MOUNT = './deploy/varnish/default.vcl:/etc/varnish/default.vcl:ro';
/** varnishd's default working directory in the official image (`-n`), where its shared memory is. */
const VARNISH_WORKDIR = '/var/lib/varnish/varnishd';
const WORKDIR_MOUNT = `varnish-workdir:${VARNISH_WORKDIR}`;

function service(name: string): ComposeService {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
}

const inProfile = Object.entries(compose.services)
  .filter(([, s]) => s.profiles?.includes('edge'))
  .map(([name]) => name)
  .sort();

/** The edge network's fixed range, and the part of it Docker hands out to services without a fixed address. */
const edgeSubnet = compose.networks?.edge?.ipam?.config?.[0]?.subnet;
const edgeDynamicRange = compose.networks?.edge?.ipam?.config?.[0]?.ip_range;

/** A service's fixed address on the edge network (`networks.edge.ipv4_address`). */
function edgeAddressOf(s: ComposeService): string {
  const edge = Array.isArray(s.networks) ? undefined : s.networks?.edge;
  const address = (edge as { ipv4_address?: unknown } | null | undefined)?.ipv4_address;
  if (typeof address !== 'string') throw new Error('the service has no fixed address on the edge network');
  return address;
}

/** Whether an IPv4 address is in a range (`address/bits`). */
function inRange(address: string, range: string | undefined): boolean {
  const [base = '', bits = '32'] = (range ?? '').split('/');
  const value = (dotted: string) => dotted.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
  const size = 2 ** (32 - Number(bits));
  return Math.floor(value(address) / size) === Math.floor(value(base) / size);
}

describe("docker-compose.yml's edge profile", () => {
  it("holds Redis, two BFF replicas, Varnish and Varnish's exporter", () => {
    expect(inProfile).toEqual([...REPLICAS, 'redis', 'varnish', 'varnish-exporter']);
  });

  it('starts with `up varnish`: everything it depends on is in the profile or always on', () => {
    const reachable = new Set<string>();
    const pending = ['varnish'];
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      if (reachable.has(name)) continue;
      reachable.add(name);
      const s = service(name);
      expect(s.profiles === undefined || s.profiles.includes('edge')).toBe(true);
      pending.push(...dependenciesOf(s));
    }
    expect([...reachable].sort()).toEqual(['demo-cms', ...REPLICAS, 'redis', 'varnish']);
  });

  it('runs Varnish 7 from its official image with the shipped VCL and its parts mounted read-only, on port 8080', () => {
    const varnish = service('varnish');
    expect(varnish.image).toMatch(/^varnish:7\.\d+$/);
    expect(varnish.volumes).toEqual([VCL_MOUNT, WORKDIR_MOUNT]);
    expect(varnish.ports).toEqual(['8080:80']);
    expect(environmentOf(varnish).VARNISH_SIZE).toMatch(/^\d+[MG]$/);
    expect(varnish.tmpfs).toEqual(['/var/lib/varnish:exec']);
    expect(dependenciesOf(varnish).sort()).toEqual(REPLICAS);
    expect(varnish.depends_on).toEqual(
      Object.fromEntries(REPLICAS.map((name) => [name, { condition: 'service_healthy' }])),
    );
  });

  it.each(REPLICAS)('builds %s like the single BFF and points it at Redis and the demo CMS', (name) => {
    const replica = service(name);
    expect(replica.build).toEqual(service('bff').build);
    expect(replica.healthcheck).toEqual(service('bff').healthcheck);
    const env = environmentOf(replica);
    const config = loadConfig(env, { clientDir: '/nonexistent' });
    expect(config.cacheRedisUrl).toBe('redis://redis:6379/0');
    expect(config.upstreamUrl).toBe(`http://demo-cms:${environmentOf(service('demo-cms')).DEMO_CMS_PORT}`);
    expect(config.trustProxy).toEqual([edgeSubnet]);
    // The origin pages name is the site's own, never one a request names: Varnish's published port.
    const port = service('varnish').ports?.[0];
    const published = typeof port === 'string' ? port.split(':')[0] : String(port?.published);
    expect(new URL(config.siteUrl ?? 'http://unset').port).toBe(published);
    expect(dependenciesOf(replica).sort()).toEqual(['demo-cms', 'redis']);
    expect(replica.ports).toBeUndefined();
  });

  it.each(REPLICAS)('has %s send its purges to the Varnish service', (name) => {
    const env = environmentOf(service(name));
    expect(env.EDGE_PURGE_URLS).toBe('http://varnish:80');
    expect(networksOf(service('varnish')).some((network) => networksOf(service(name)).includes(network))).toBe(true);
  });

  it('takes the purge token of the replicas from the shell', () => {
    for (const name of REPLICAS) {
      expect(environmentOf(service(name), { ADMIN_TOKEN: 'a-token-from-the-shell' }).ADMIN_TOKEN).toBe(
        'a-token-from-the-shell',
      );
    }
  });

  it('fixes the range of the network Varnish and the replicas share', () => {
    expect(edgeSubnet).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+$/);
    expect(edgeDynamicRange).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+$/);
    expect(networksOf(service('varnish'))).toEqual(['edge']);
    for (const name of REPLICAS) expect(networksOf(service(name)).sort()).toEqual(['default', 'edge']);
  });
});

describe("the edge profile's Varnish exporter", () => {
  const exporter = service('varnish-exporter');

  it("shares Varnish's working directory through a tmpfs volume, read-only", () => {
    expect(exporter.volumes).toEqual([`${WORKDIR_MOUNT}:ro`]);
    expect(compose.volumes?.['varnish-workdir']?.driver_opts).toEqual({ type: 'tmpfs', device: 'tmpfs' });
    expect(exporter.command).toEqual(['-n', VARNISH_WORKDIR, '-web.listen-address', ':9131']);
    expect(exporter.expose).toEqual(['9131']);
    expect(environmentOf(exporter).VSM_NOPID).toBe('1');
  });

  it('is built from the image Varnish runs, so that its varnishstat reads that version', () => {
    const build = exporter.build;
    if (typeof build !== 'object') throw new Error('the exporter is built from a context of its own');
    const dockerfile = readFileSync(join(root, build.context, 'Dockerfile'), 'utf8');
    expect(build.args?.VARNISH_IMAGE).toBe(service('varnish').image);
    expect(dockerfile).toMatch(/^FROM \$\{VARNISH_IMAGE\}$/m);
    expect(dockerfile).toMatch(/apt-get install -y --no-install-recommends prometheus-varnish-exporter/);
    expect(dockerfile).toMatch(/^USER varnish$/m);
  });

  it('starts after Varnish, without privileges or a writable root', () => {
    expect(exporter.depends_on).toEqual({ varnish: { condition: 'service_started' } });
    expect(exporter.read_only).toBe(true);
    expect(exporter.cap_drop).toEqual(['ALL']);
  });
});

describe('the VCL and the edge profile', () => {
  it('has one backend for each replica, by its address on the edge network and the port it listens on, probed at /healthz', () => {
    const replicaAt = new Map(REPLICAS.map((name) => [edgeAddressOf(service(name)), name]));
    expect(vcl.backends.map((b) => replicaAt.get(b.host)).sort()).toEqual(REPLICAS);
    for (const backend of vcl.backends) {
      expect(inRange(backend.host, edgeSubnet)).toBe(true);
      expect(inRange(backend.host, edgeDynamicRange)).toBe(false);
      const replica = service(replicaAt.get(backend.host) ?? '');
      const port = String(loadConfig(environmentOf(replica), { clientDir: '/nonexistent' }).port);
      expect(backend.port).toBe(port);
      expect(vcl.probeUrls[backend.probe ?? '']).toBe('/healthz');
    }
  });

  it("keeps the same private cookies as the replicas' PRIVATE_COOKIES", () => {
    for (const name of REPLICAS) {
      const configured = (environmentOf(service(name)).PRIVATE_COOKIES ?? '').split(',').map((c) => c.trim());
      expect(vcl.privateCookies).toEqual(configured);
    }
  });

  it('lets loopback and the edge network purge, and no one else', () => {
    expect(vcl.operators.sort()).toEqual(['127.0.0.1', '::1', edgeSubnet].sort());
  });
});
