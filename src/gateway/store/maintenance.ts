/**
 * Background pruning, on every instance (each delete is idempotent, so several instances doing it at
 * once only repeat each other): audit rows older than WFC_AUDIT_RETENTION_DAYS, sessions past their
 * idle or absolute lifetime, sign-in attempts older than the window. A minute after start, then hourly.
 */
import type { GatewayConfig } from '../config';
import type { AuditRows } from './audit';
import type { AttemptRows } from './login-limits';
import type { SessionRows } from './sessions';

export interface Prunable {
  sessions: SessionRows;
  attempts: AttemptRows;
  audit: AuditRows;
}

const DAY_MS = 86_400_000;

/** One pass; what it deleted of each. */
export async function prune(config: GatewayConfig, rows: Prunable, now = Date.now()) {
  return {
    audit: await rows.audit.prune(now - config.auditRetentionDays * DAY_MS),
    sessions: await rows.sessions.prune(
      now - config.sessionIdleSeconds * 1000,
      now - config.sessionMaxSeconds * 1000,
    ),
    attempts: await rows.attempts.prune(now - config.loginWindowMs),
  };
}

export function startMaintenance(
  config: GatewayConfig,
  rows: Prunable,
  warn: (message: string) => void,
): () => void {
  const run = () => {
    prune(config, rows).catch((error: unknown) =>
      warn(`Pruning the store failed; it is tried again in an hour (${String(error)})`),
    );
  };
  const first = setTimeout(run, 60_000);
  const hourly = setInterval(run, 3_600_000);
  first.unref();
  hourly.unref();
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
  };
}
