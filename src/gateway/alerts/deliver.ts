/**
 * Delivering firings to their rules' webhooks: `POST` of the JSON payload with
 * `X-WFC-Signature: sha256=<hex HMAC-SHA256 of the body with the rule's secret>`, `X-WFC-Delivery`
 * (the firing's id, the same on every retry) and a 10 s deadline. A 2xx delivers; anything else is
 * tried again after a growing delay, up to the last delay's attempt, then the firing is `failed`.
 * Each attempt is a delivery row and an audit line.
 */
import { createHmac } from 'node:crypto';
import type { AuditTrail } from '../audit';
import type { AlertRows, PendingFiring } from '../store/alerts';

/** Delays before the 2nd, 3rd… attempt; its length + 1 is the number of attempts. */
export const RETRY_DELAYS_MS = [10_000, 60_000, 300_000, 1_800_000];

const DEADLINE_MS = 10_000;

export const signature = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

export interface DeliveryDeps {
  alerts: AlertRows;
  audit: AuditTrail;
  retryDelaysMs?: readonly number[];
}

async function post(
  firing: PendingFiring,
): Promise<{ status: number | null; error: string | null }> {
  try {
    const response = await fetch(firing.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'workflow-console-gateway',
        'x-wfc-signature': signature(firing.secret, firing.payload),
        'x-wfc-delivery': String(firing.id),
      },
      body: firing.payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(DEADLINE_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    return response.ok
      ? { status: response.status, error: null }
      : { status: response.status, error: `the webhook answered ${response.status}` };
  } catch (error) {
    const reason =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error);
    return { status: null, error: `the webhook could not be reached (${reason})` };
  }
}

/** Delivers what is due; how many were attempted. */
export async function deliverDue(deps: DeliveryDeps, now = Date.now()): Promise<number> {
  const delays = deps.retryDelaysMs ?? RETRY_DELAYS_MS;
  const due = await deps.alerts.due(now, 10);
  for (const firing of due) {
    const attempt = await post(firing);
    const at = Date.now();
    const attempts = firing.attempts + 1;
    const delivered = attempt.error === null;
    const delay = delays[attempts - 1];
    const next = delivered
      ? { status: 'delivered' as const, nextAttemptAt: null }
      : delay === undefined
        ? { status: 'failed' as const, nextAttemptAt: null }
        : { status: 'pending' as const, nextAttemptAt: at + delay };
    await deps.alerts.delivered(
      firing.id,
      { ...attempt, at: new Date(at).toISOString(), atMs: at },
      next,
    );
    await deps.audit.record({
      event: 'alert_delivery',
      action: delivered ? 'alertDelivered' : 'alertDeliveryFailed',
      user: null,
      role: null,
      method: 'POST',
      path: new URL(firing.webhookUrl).origin,
      resource: `alert_rule:${firing.ruleId}`,
      status: attempt.status ?? 0,
      request_id: `alert_${firing.id}`,
      client: 'gateway',
      ...(attempt.error ? { reason: attempt.error } : {}),
    });
  }
  return due.length;
}
