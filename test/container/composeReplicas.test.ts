/**
 * docker-compose.yml's `replicas` profile, read with a YAML parser (no Docker engine here): Redis, two BFF
 * replicas sharing it, nginx in front on port 8080, and the demo CMS; plus nginx's configuration file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { findProjectRoot } from '../../server/projectRoot.js';
import { environmentOf, readCompose, type ComposeService } from './composeFile.js';

const root = findProjectRoot();
const compose = readCompose(root);
const REPLICAS = ['bff-1', 'bff-2'];

function service(name: string): ComposeService {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
}

const dependencies = (s: ComposeService): string[] =>
  Array.isArray(s.depends_on) ? s.depends_on : Object.keys(s.depends_on ?? {});

const inProfile = Object.entries(compose.services)
  .filter(([, s]) => s.profiles?.includes('replicas'))
  .map(([name]) => name)
  .sort();

/** nginx's configuration as mounted into the lb service. */
function nginxConfig(): { host: string; text: string } {
  const mount = (service('lb').volumes ?? []).find((volume) => volume.includes(':/etc/nginx/conf.d/'));
  if (!mount) throw new Error('the lb service mounts no nginx configuration');
  const [host = ''] = mount.split(':');
  return { host, text: existsSync(join(root, host)) ? readFileSync(join(root, host), 'utf8') : '' };
}

describe("docker-compose.yml's replicas profile", () => {
  it('holds Redis, two BFF replicas and the load balancer', () => {
    expect(inProfile).toEqual(['bff-1', 'bff-2', 'lb', 'redis']);
  });

  it('starts with `up lb`: everything it depends on is in the profile or always on', () => {
    const reachable = new Set<string>();
    const pending = ['lb'];
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      if (reachable.has(name)) continue;
      reachable.add(name);
      const s = service(name);
      expect(s.profiles === undefined || s.profiles.includes('replicas')).toBe(true);
      pending.push(...dependencies(s));
    }
    expect([...reachable].sort()).toEqual(['bff-1', 'bff-2', 'demo-cms', 'lb', 'redis']);
  });

  it('runs Redis from its official image as a bounded cache that evicts', () => {
    const redis = service('redis');
    expect(redis.image).toMatch(/^redis:\d/);
    const command = Array.isArray(redis.command) ? redis.command.join(' ') : String(redis.command);
    expect(command).toMatch(/--maxmemory \d+mb/);
    expect(command).toContain('--maxmemory-policy allkeys-lru');
    expect(redis.healthcheck?.test).toEqual(['CMD', 'redis-cli', 'ping']);
  });

  it.each(REPLICAS)('builds %s like the single BFF and points it at Redis and the demo CMS', (name) => {
    const replica = service(name);
    expect(replica.build).toEqual(service('bff').build);
    expect(replica.healthcheck).toEqual(service('bff').healthcheck);
    const env = environmentOf(replica);
    const config = loadConfig(env, { clientDir: '/nonexistent' });
    expect(config.cacheRedisUrl).toBe('redis://redis:6379/0');
    expect(config.upstreamUrl).toBe(`http://demo-cms:${environmentOf(service('demo-cms')).DEMO_CMS_PORT}`);
    expect(config.trustProxy).not.toBe(false);
    expect(dependencies(replica).sort()).toEqual(['demo-cms', 'redis']);
    expect(replica.ports).toBeUndefined();
  });

  it('takes the purge token of the replicas from the shell', () => {
    for (const name of REPLICAS) {
      expect(environmentOf(service(name), { ADMIN_TOKEN: 'a-token-from-the-shell' }).ADMIN_TOKEN).toBe(
        'a-token-from-the-shell',
      );
    }
  });

  it('publishes nginx from its official image on port 8080', () => {
    const lb = service('lb');
    expect(lb.image).toMatch(/^nginx:\d/);
    expect(lb.ports).toEqual(['8080:8080']);
    expect(dependencies(lb).sort()).toEqual(REPLICAS);
  });
});

describe("the load balancer's nginx configuration", () => {
  const { host, text } = nginxConfig();

  it('is a file in the repository, mounted read-only', () => {
    expect(text).not.toBe('');
    expect(service('lb').volumes).toContain(`${host}:/etc/nginx/conf.d/default.conf:ro`);
  });

  it('listens on 8080 and balances over both replicas', () => {
    expect(text).toMatch(/listen 8080;/);
    for (const name of REPLICAS) expect(text).toContain(`server ${name}:8080`);
    expect(text).toMatch(/proxy_pass http:\/\/website;/);
  });

  it('tells the replicas who the visitor is', () => {
    expect(text).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(text).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
  });

  it('keeps operations off the public side', () => {
    for (const path of ['= /metrics', '= /readyz', '/_bff/']) {
      expect(text).toMatch(new RegExp(`location ${path.replace(/[/$]/g, '\\$&')}\\s+\\{[^}]*deny all;`));
    }
  });
});
