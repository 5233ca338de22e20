import { describe, expect, it } from 'vitest';
import { absoluteUrl, beijingIsoDate } from '../../../../server/pages/structuredData.js';

describe('structured data values', () => {
  it('writes CMS dates, Beijing time, in ISO 8601 with +08:00', () => {
    expect(beijingIsoDate('2026-11-02 09:30:15')).toBe('2026-11-02T09:30:15+08:00');
    expect(beijingIsoDate('2026-11-02 09:30')).toBe('2026-11-02T09:30:00+08:00');
    expect(beijingIsoDate('2026-11-02')).toBe('2026-11-02T00:00:00+08:00');
    expect(beijingIsoDate('yesterday')).toBeNull();
    expect(beijingIsoDate(null)).toBeNull();
  });

  it('makes site-relative links absolute and keeps only http(s) links', () => {
    expect(absoluteUrl('https://www.example.com', '/cms/files/a.png')).toBe('https://www.example.com/cms/files/a.png');
    expect(absoluteUrl('https://www.example.com', 'https://cdn.example.net/a.png')).toBe(
      'https://cdn.example.net/a.png',
    );
    expect(absoluteUrl('https://www.example.com', 'javascript:alert(1)')).toBeNull();
    expect(absoluteUrl('https://www.example.com', null)).toBeNull();
  });
});
