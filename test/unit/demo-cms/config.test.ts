import { describe, expect, it } from 'vitest';
import { DemoCmsConfigError, loadDemoCmsConfig } from '../../../server/demo-cms/config.js';

describe('loadDemoCmsConfig', () => {
  it('defaults to port 8081 on all interfaces', () => {
    expect(loadDemoCmsConfig({})).toEqual({ port: 8081, host: '0.0.0.0' });
  });

  it('reads DEMO_CMS_PORT and DEMO_CMS_HOST', () => {
    expect(loadDemoCmsConfig({ DEMO_CMS_PORT: '9090', DEMO_CMS_HOST: '127.0.0.1' })).toEqual({
      port: 9090,
      host: '127.0.0.1',
    });
  });

  it.each(['abc', '-1', '70000', '80.5'])('refuses DEMO_CMS_PORT=%s, naming the variable', (value) => {
    expect(() => loadDemoCmsConfig({ DEMO_CMS_PORT: value })).toThrow(DemoCmsConfigError);
    expect(() => loadDemoCmsConfig({ DEMO_CMS_PORT: value })).toThrow(new RegExp(`^DEMO_CMS_PORT=${value} `));
  });

  it('refuses a host with spaces or slashes, naming the variable', () => {
    expect(() => loadDemoCmsConfig({ DEMO_CMS_HOST: 'http://x y' })).toThrow(/^DEMO_CMS_HOST=/);
  });
});
