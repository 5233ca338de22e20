import { describe, expect, it } from 'vitest';
import { fileKey, filePathOfKey, fileSegments } from '../../../../server/http/filePath.js';

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

describe('file keys', () => {
  it('name a file by its path as URLs write it, one key however a request spelled it', () => {
    expect(fileKey(['images', 'plant-1.jpg'])).toBe('file:images/plant-1.jpg');
    expect(fileKey(fileSegments('/cms/files/docs/%e5%b9%b4%e6%8a%a5 1.pdf', PREFIX))).toBe(
      'file:docs/%E5%B9%B4%E6%8A%A5%201.pdf',
    );
    expect(fileKey(['x'.repeat(300)])).toBeNull();
  });

  it('give back the decoded path the picture cache keeps originals under', () => {
    expect(filePathOfKey('file:docs/%E5%B9%B4%E6%8A%A5%201.pdf')).toBe('docs/年报 1.pdf');
    expect(filePathOfKey('file:a/../b.jpg')).toBeNull();
    expect(filePathOfKey('article:1')).toBeNull();
  });
});
