import { describe, expect, it } from 'vitest';
import { hasBearerToken } from '../../../../server/http/bearerToken.js';

const TOKEN = 'purge-token-0123456789';

describe('hasBearerToken', () => {
  it('accepts the right token', () => {
    expect(hasBearerToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasBearerToken(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  it.each([
    undefined,
    '',
    'Bearer',
    'Bearer ',
    `Basic ${TOKEN}`,
    `Bearer ${TOKEN}x`,
    `Bearer ${TOKEN.slice(1)}`,
    TOKEN,
  ])('refuses %j', (header) => {
    expect(hasBearerToken(header, TOKEN)).toBe(false);
  });
});
