import { describe, expect, it } from 'vitest';
import { fileSegments } from '../../../../server/http/filePath.js';

const PREFIX = '/cms/files';

describe('fileSegments', () => {
  it('decodes the segments after the prefix and drops the query', () => {
    expect(fileSegments('/cms/files/images/plant-1.svg?v=2', PREFIX)).toEqual(['images', 'plant-1.svg']);
    expect(fileSegments('/cms/files/docs/%E5%B9%B4%E6%8A%A5.pdf', PREFIX)).toEqual(['docs', '年报.pdf']);
  });

  it.each([
    '/cms/files/../secret',
    '/cms/files/a/../../secret',
    '/cms/files/%2e%2e/secret',
    '/cms/files/.%2E/secret',
    '/cms/files/./a.png',
    '/cms/files/a%2fb.png',
    '/cms/files/a%5cb.png',
    '/cms/files//a.png',
    '/cms/files/a%00.png',
    '/cms/files/%E0%A4%A.png',
    '/cms/files/',
    '/cms/filesx/a.png',
    `/cms/files/${'a/'.repeat(20)}a.png`,
  ])('refuses %s with 400', (url) => {
    expect(() => fileSegments(url, PREFIX)).toThrow(expect.objectContaining({ status: 400 }));
  });
});
