/**
 * Reading the operator's settings: the purge token and the log level. Each reader takes the variable's
 * name from `config.ts`, which alone knows the names.
 */
import type { EnvReader } from '../envReader.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const DEFAULT_LOG_LEVEL: LogLevel = 'info';
/** A purge token shorter than this is too easy to guess. */
export const MIN_ADMIN_TOKEN_LENGTH = 16;

/** The token; a bad one is reported without its value. */
export function readAdminToken(env: EnvReader, name: string): string | null {
  const value = env.raw(name);
  if (value === undefined) return null;
  if (value.length < MIN_ADMIN_TOKEN_LENGTH || /\s/.test(value)) {
    env.fail(name, `at least ${MIN_ADMIN_TOKEN_LENGTH} characters without spaces`, true);
    return null;
  }
  return value;
}

export function readLogLevel(env: EnvReader, name: string): LogLevel {
  const value = env.raw(name);
  if (value === undefined) return DEFAULT_LOG_LEVEL;
  const level = LOG_LEVELS.find((l) => l === value);
  if (level === undefined) env.fail(name, `one of ${LOG_LEVELS.join(', ')}`);
  return level ?? DEFAULT_LOG_LEVEL;
}
