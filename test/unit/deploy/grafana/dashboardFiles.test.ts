import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { dashboardFiles } from '../../../../deploy/grafana/src/dashboardFiles.js';
import { findProjectRoot } from '../../../../server/projectRoot.js';

const root = findProjectRoot();
const files = await dashboardFiles(root);

interface Panel {
  type: string;
  id: number;
  title?: string;
  description?: string;
  gridPos: { x: number; y: number; w: number; h: number };
  fieldConfig?: { defaults?: { unit?: string } };
  targets?: { expr?: string; refId?: string; datasource?: { uid?: string } }[];
}

const panelsOf = (text: string): Panel[] => (JSON.parse(text) as { panels: Panel[] }).panels;

describe('the committed dashboards', () => {
  it.each(files.map((file) => [file.path, file] as const))('%s is what `npm run dashboards` writes', (path, file) => {
    const committed = readFileSync(join(root, path), 'utf8');
    expect(committed, `${path} is stale: run \`npm run dashboards\``).toBe(file.text);
  });
});

describe.each(files.map((file) => [file.path, panelsOf(file.text)] as const))('the panels of %s', (_path, panels) => {
  const graphs = panels.filter((panel) => panel.type !== 'row');

  it('each have a title, a unit, and a description saying what a good and a bad value look like', () => {
    for (const panel of graphs) {
      expect(panel.title, `panel ${panel.id}`).toMatch(/\S/);
      expect(panel.fieldConfig?.defaults?.unit, panel.title).toMatch(/\S/);
      expect(panel.description, panel.title).toMatch(/Good: .+ Bad: /);
    }
  });

  it('each query Prometheus with at least one expression, one reference id each', () => {
    for (const panel of graphs) {
      const targets = panel.targets ?? [];
      expect(targets.length, panel.title).toBeGreaterThan(0);
      expect(new Set(targets.map((target) => target.refId)).size, panel.title).toBe(targets.length);
      for (const target of targets) {
        expect(target.expr, panel.title).toMatch(/\S/);
        expect(target.datasource?.uid, panel.title).toBe('prometheus');
      }
    }
  });

  it('read only the jobs deploy/prometheus/prometheus.yml scrapes', () => {
    const config = parse(readFileSync(join(root, 'deploy', 'prometheus', 'prometheus.yml'), 'utf8')) as {
      scrape_configs: { job_name: string }[];
    };
    const jobs = new Set(config.scrape_configs.map((scrape) => scrape.job_name));
    for (const panel of graphs) {
      for (const target of panel.targets ?? []) {
        const named = [...(target.expr ?? '').matchAll(/job="([^"]+)"/g)].map((match) => match[1]);
        expect(named.length, target.expr).toBeGreaterThan(0);
        for (const job of named) expect(jobs, target.expr).toContain(job);
      }
    }
  });

  it('have distinct ids and sit on the 24-column grid without overlapping', () => {
    expect(new Set(panels.map((panel) => panel.id)).size).toBe(panels.length);
    const taken = new Set<string>();
    for (const { gridPos, title } of panels) {
      expect(gridPos.x + gridPos.w, title).toBeLessThanOrEqual(24);
      for (let x = gridPos.x; x < gridPos.x + gridPos.w; x += 1) {
        for (let y = gridPos.y; y < gridPos.y + gridPos.h; y += 1) {
          expect(taken.has(`${x},${y}`), title).toBe(false);
          taken.add(`${x},${y}`);
        }
      }
    }
  });
});
