/**
 * The shipped alert rules as promtool reads them: valid rules, and their unit tests (each alert firing in its
 * scenario, silent on healthy series) passing.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findProjectRoot } from '../../server/projectRoot.js';
import { promtool } from '../helpers/promtool.js';

const PROMETHEUS_DIR = join(findProjectRoot(), 'deploy', 'prometheus');

describe('deploy/prometheus/alerts.yml', () => {
  it('passes promtool check rules', async () => {
    const run = await promtool(['check', 'rules', join(PROMETHEUS_DIR, 'alerts.yml')]);
    expect(run.output).toMatch(/SUCCESS: \d+ rules found/);
    expect(run.code, run.output).toBe(0);
  });

  it('passes its unit tests, alerts.test.yml (promtool test rules)', async () => {
    const run = await promtool(['test', 'rules', join(PROMETHEUS_DIR, 'alerts.test.yml')]);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('SUCCESS');
  });
});
