/**
 * docker-compose.yml's `monitoring` profile, read with a YAML parser (no Docker engine here): Prometheus
 * with the shipped configuration and alerts, and Grafana provisioned with that Prometheus and the site's
 * dashboard; every file they mount exists, and the names that tie them together agree (scrape targets and
 * the edge profile's services, the data source's uid and the dashboard's, the dashboards' folder).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../server/config.js';
import { findProjectRoot } from '../../server/projectRoot.js';
import { dependenciesOf, environmentOf, readCompose, type ComposeService } from './composeFile.js';

const root = findProjectRoot();
const compose = readCompose(root);

function service(name: string): ComposeService {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
}

/** The bind mounts of a service: the project's path and where it appears in the container. */
function bindMounts(s: ComposeService): { source: string; target: string }[] {
  return (s.volumes ?? [])
    .filter((volume) => volume.startsWith('./'))
    .map((volume) => {
      const [source = '', target = ''] = volume.split(':');
      return { source, target };
    });
}

/** The file of the project a service sees at `path` (through a mount of it or of a folder above it). */
function mountedFile(s: ComposeService, path: string): string {
  for (const { source, target } of bindMounts(s)) {
    if (path === target || path.startsWith(`${target}/`)) return join(root, source, path.slice(target.length));
  }
  throw new Error(`nothing is mounted at ${path}`);
}

const readYaml = <T>(path: string): T => parse(readFileSync(path, 'utf8')) as T;

const prometheus = service('prometheus');
const grafana = service('grafana');

describe("docker-compose.yml's monitoring profile", () => {
  it('holds Prometheus and Grafana from their official images, at fixed versions', () => {
    const inProfile = Object.entries(compose.services)
      .filter(([, s]) => s.profiles?.includes('monitoring'))
      .map(([name]) => name)
      .sort();
    expect(inProfile).toEqual(['grafana', 'prometheus']);
    expect(prometheus.image).toMatch(/^prom\/prometheus:v\d+\.\d+\.\d+$/);
    expect(grafana.image).toMatch(/^grafana\/grafana:\d+\.\d+\.\d+$/);
  });

  it('starts the edge profile it watches with `up grafana`, and never the single BFF', () => {
    const reachable = new Set<string>();
    const pending = ['grafana'];
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      if (reachable.has(name)) continue;
      reachable.add(name);
      pending.push(...dependenciesOf(service(name)));
    }
    expect([...reachable].sort()).toEqual([
      'demo-cms',
      'edge-bff-1',
      'edge-bff-2',
      'grafana',
      'prometheus',
      'redis',
      'varnish',
      'varnish-exporter',
    ]);
  });

  it('publishes Prometheus and Grafana on localhost only', () => {
    expect(prometheus.ports).toEqual(['127.0.0.1:9090:9090']);
    expect(grafana.ports).toEqual(['127.0.0.1:3000:3000']);
  });

  it.each(['prometheus', 'grafana'])('mounts into %s only files and folders that exist, read-only', (name) => {
    const mounts = bindMounts(service(name));
    expect(mounts.length).toBeGreaterThan(0);
    for (const { source } of mounts) expect(existsSync(join(root, source)), source).toBe(true);
    for (const volume of service(name).volumes ?? []) expect(volume).toMatch(/:ro$/);
  });
});

describe("the monitoring profile's Prometheus", () => {
  const config = readYaml<{
    rule_files: string[];
    scrape_configs: { job_name: string; static_configs: { targets: string[] }[] }[];
  }>(mountedFile(prometheus, '/etc/prometheus/prometheus.yml'));

  it('evaluates the shipped alerts, mounted beside its configuration', () => {
    expect(config.rule_files).toEqual(['alerts.yml']);
    expect(mountedFile(prometheus, '/etc/prometheus/alerts.yml')).toBe(
      join(root, 'deploy', 'prometheus', 'alerts.yml'),
    );
  });

  it('scrapes each BFF replica of the edge profile on the port it listens on (job bff)', () => {
    const bff = config.scrape_configs.find((scrape) => scrape.job_name === 'bff');
    const targets = bff?.static_configs.flatMap((c) => c.targets) ?? [];
    expect(targets.map((target) => target.split(':')[0])).toEqual(['edge-bff-1', 'edge-bff-2']);
    for (const target of targets) {
      const [name = '', port] = target.split(':');
      expect(port).toBe(String(loadConfig(environmentOf(service(name)), { clientDir: '/nonexistent' }).port));
    }
  });

  it("scrapes Varnish's exporter on the port it exposes (job varnish)", () => {
    const varnish = config.scrape_configs.find((scrape) => scrape.job_name === 'varnish');
    expect(varnish?.static_configs.flatMap((c) => c.targets)).toEqual([
      `varnish-exporter:${String(service('varnish-exporter').expose?.[0])}`,
    ]);
  });
});

describe("the monitoring profile's Grafana", () => {
  const provisioning = '/etc/grafana/provisioning';
  const datasources = readYaml<{ datasources: { uid: string; type: string; url: string }[] }>(
    mountedFile(grafana, `${provisioning}/datasources/prometheus.yml`),
  );
  const providers = readYaml<{ providers: { type: string; options: { path: string } }[] }>(
    mountedFile(grafana, `${provisioning}/dashboards/website.yml`),
  );
  const dashboard = JSON.parse(readFileSync(join(root, 'deploy', 'grafana', 'dashboards', 'site.json'), 'utf8')) as {
    panels: { type: string; datasource?: { uid?: string } }[];
  };

  it("reads the profile's Prometheus under the uid the dashboard's panels name", () => {
    expect(datasources.datasources).toHaveLength(1);
    const [source] = datasources.datasources;
    expect(source?.type).toBe('prometheus');
    expect(source?.url).toBe('http://prometheus:9090');
    for (const panel of dashboard.panels.filter((p) => p.type !== 'row')) {
      expect(panel.datasource?.uid).toBe(source?.uid);
    }
  });

  it('loads the dashboards from the folder `npm run dashboards` writes, and opens on the site one', () => {
    const [provider] = providers.providers;
    expect(provider?.type).toBe('file');
    expect(mountedFile(grafana, provider?.options.path ?? '')).toBe(join(root, 'deploy', 'grafana', 'dashboards'));
    const home = environmentOf(grafana).GF_DASHBOARDS_DEFAULT_HOME_DASHBOARD_PATH ?? '';
    expect(home.startsWith(`${provider?.options.path}/`)).toBe(true);
    expect(existsSync(mountedFile(grafana, home))).toBe(true);
  });

  it('lets anyone who reaches it look, and no one edit without signing in', () => {
    const env = environmentOf(grafana);
    expect(env.GF_AUTH_ANONYMOUS_ENABLED).toBe('true');
    expect(env.GF_AUTH_ANONYMOUS_ORG_ROLE).toBe('Viewer');
  });
});
