import { describe, expect, it } from 'vitest';
import { listeningHostEntry, parseHostEntry } from '../../../../server/http/hostNames.js';

describe('parseHostEntry', () => {
  it('writes names and IPv4 addresses in lower case, with a port when given', () => {
    expect(parseHostEntry('WWW.Example.com')).toBe('www.example.com');
    expect(parseHostEntry(' example.com:8443 ')).toBe('example.com:8443');
    expect(parseHostEntry('10.0.0.5:8080')).toBe('10.0.0.5:8080');
    expect(parseHostEntry('bff_1')).toBe('bff_1');
  });

  it('writes IPv6 addresses in brackets, as the Host header does', () => {
    expect(parseHostEntry('::1')).toBe('[::1]');
    expect(parseHostEntry('[FD00::5]')).toBe('[fd00::5]');
    expect(parseHostEntry('[::1]:8080')).toBe('[::1]:8080');
  });

  it('refuses URLs, paths, wildcards, empty entries and ports out of range', () => {
    for (const entry of [
      'https://www.example.com',
      'www.example.com/cn',
      '*.example.com',
      '',
      ' ',
      'example.com:0',
      'example.com:65536',
      'example.com:',
      '[not-an-address]',
      '-leading.example',
      'a..b',
      `${'a'.repeat(64)}.example`,
    ]) {
      expect(parseHostEntry(entry), entry).toBeNull();
    }
  });
});

describe('listeningHostEntry', () => {
  it('names a host for a specific address or name', () => {
    expect(listeningHostEntry('10.0.0.5')).toBe('10.0.0.5');
    expect(listeningHostEntry('::1')).toBe('[::1]');
    expect(listeningHostEntry('bff.internal')).toBe('bff.internal');
  });

  it('names none for the addresses of every interface', () => {
    expect(listeningHostEntry('0.0.0.0')).toBeNull();
    expect(listeningHostEntry('::')).toBeNull();
  });
});
