import { describe, expect, it } from 'vitest';
import { HostAllowlist, servedHosts } from '../../../../server/http/hostAllowlist.js';

const allowlist = new HostAllowlist(['www.example.com', 'shop.example.com:8443', '[::1]', '[fd00::5]:8080']);

describe('HostAllowlist', () => {
  it('allows a name listed without a port on any port', () => {
    for (const host of ['www.example.com', 'www.example.com:80', 'www.example.com:8080']) {
      expect(allowlist.allows(host), host).toBe(true);
    }
  });

  it('allows a name listed with a port on that port only', () => {
    expect(allowlist.allows('shop.example.com:8443')).toBe(true);
    expect(allowlist.allows('shop.example.com:08443')).toBe(true);
    expect(allowlist.allows('shop.example.com')).toBe(false);
    expect(allowlist.allows('shop.example.com:443')).toBe(false);
  });

  it('compares names without regard to case', () => {
    expect(allowlist.allows('WWW.EXAMPLE.COM')).toBe(true);
    expect(allowlist.allows('Shop.Example.com:8443')).toBe(true);
  });

  it('reads IPv6 hosts in brackets, with or without a port', () => {
    expect(allowlist.allows('[::1]')).toBe(true);
    expect(allowlist.allows('[::1]:3000')).toBe(true);
    expect(allowlist.allows('[FD00::5]:8080')).toBe(true);
    expect(allowlist.allows('[fd00::5]')).toBe(false);
  });

  it('refuses other names, look-alikes, empty hosts and broken ports', () => {
    for (const host of [
      'evil.example',
      'www.example.com.evil.example',
      'evil-www.example.com',
      'www.example.com.',
      '',
      'www.example.com:',
      'www.example.com:80x',
      '::1',
    ]) {
      expect(allowlist.allows(host), host).toBe(false);
    }
  });
});

describe('servedHosts', () => {
  it('adds the host of SITE_URL, with its port when it names one, to the allowed hosts', () => {
    expect(servedHosts('https://www.example.com', ['localhost'])).toEqual(['www.example.com', 'localhost']);
    expect(servedHosts('http://example.com:8443', [])).toEqual(['example.com:8443']);
    expect(servedHosts(null, ['localhost', '127.0.0.1'])).toEqual(['localhost', '127.0.0.1']);
  });
});
