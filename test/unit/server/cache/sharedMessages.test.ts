import { describe, expect, it } from 'vitest';
import { parseMessage } from '../../../../server/cache/sharedMessages.js';

describe('parseMessage', () => {
  it('reads a purge by surrogate keys', () => {
    const text = JSON.stringify({ op: 'keys', keys: ['article:1', 'site'], from: 'r1' });
    expect(parseMessage(text)).toEqual({ op: 'keys', keys: ['article:1', 'site'], from: 'r1' });
  });

  it.each([
    ['keys that are not a list', { op: 'keys', keys: 'site', from: 'r1' }],
    ['a key that is not a string', { op: 'keys', keys: [1], from: 'r1' }],
    ['a key that is not a surrogate key', { op: 'keys', keys: ['a b'], from: 'r1' }],
    ['too many keys', { op: 'keys', keys: Array.from({ length: 1001 }, (_, i) => `article:${i}`), from: 'r1' }],
    ['no sender', { op: 'keys', keys: ['site'] }],
    ['another operation', { op: 'drop-all', from: 'r1' }],
  ])('refuses %s', (_name, message) => {
    expect(parseMessage(JSON.stringify(message))).toBeNull();
  });

  it('still reads the other messages', () => {
    expect(parseMessage('{"op":"done","key":"k"}')).toEqual({ op: 'done', key: 'k' });
    expect(parseMessage('{"op":"purge","prefix":"/cms","from":"r"}')).toEqual({
      op: 'purge',
      prefix: '/cms',
      from: 'r',
    });
    expect(parseMessage('{"op":"delete","keys":["k"],"from":"r"}')).toEqual({ op: 'delete', keys: ['k'], from: 'r' });
    expect(parseMessage('not json')).toBeNull();
  });
});
