/**
 * The history's settings: WFC_HISTORY (on unless `false`), WFC_WATCH_INTERVAL (a duration such as
 * `30s`, `15m`, `1h`; default 15 min), WFC_HISTORY_RETENTION_DAYS (unset: kept forever),
 * WFC_HISTORY_GIT_DIR (unset: no git export).
 */
import { resolve } from 'node:path';
import { ConfigError, flag, integer, present, type Env } from '../env';

export interface HistoryConfig {
  enabled: boolean;
  watchIntervalMs: number;
  retentionDays: number | null;
  gitDir?: string;
}

const UNITS: Readonly<Record<string, number>> = { s: 1000, m: 60_000, h: 3_600_000 };

/** `30s`, `15m`, `1h` (a bare number is seconds): milliseconds. */
export function readDuration(name: string, raw: string, minMs: number, maxMs: number): number {
  const match = /^(\d+)\s*(s|m|h)?$/i.exec(raw.trim());
  const ms = match ? Number(match[1]) * (UNITS[(match[2] ?? 's').toLowerCase()] ?? 1000) : NaN;
  if (Number.isNaN(ms) || ms < minMs || ms > maxMs)
    throw new ConfigError(
      name,
      `must be a duration from ${minMs / 1000}s to ${maxMs / 3_600_000}h, such as 30s, 15m or 1h (got "${raw}")`,
    );
  return ms;
}

export function readHistoryConfig(env: Env): HistoryConfig {
  const interval = present(env, 'WFC_WATCH_INTERVAL');
  const gitDir = present(env, 'WFC_HISTORY_GIT_DIR');
  return {
    enabled: flag(env, 'WFC_HISTORY', true),
    watchIntervalMs: interval
      ? readDuration('WFC_WATCH_INTERVAL', interval, 1000, 86_400_000)
      : 900_000,
    retentionDays: present(env, 'WFC_HISTORY_RETENTION_DAYS')
      ? integer(env, 'WFC_HISTORY_RETENTION_DAYS', 0, 1, 36_500)
      : null,
    ...(gitDir ? { gitDir: resolve(gitDir) } : {}),
  };
}
