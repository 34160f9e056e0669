/**
 * Alert rules, firings and deliveries, kept by the gateway (`/auth/alerts`, admins only): a rule
 * watches failures (N within a window) or silence (no run for a while) and posts to a webhook.
 */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { decodeRecord } from '@/api/decode/core';
import { flag, listOf, optionalText, text } from '@/api/decode/fields';
import { gatewayJson } from '@/api/gateway';

const whole = v.pipe(v.number(), v.integer());

export const alertRule = v.object({
  id: whole,
  name: text,
  kind: v.fallback(v.picklist(['failures', 'silence']), 'failures'),
  workflow_id: optionalText,
  threshold: v.fallback(whole, 1),
  window_minutes: v.fallback(whole, 60),
  webhook_url: text,
  enabled: flag,
  created_by: text,
  created_at: text,
});
export type AlertRule = v.InferOutput<typeof alertRule>;

const delivery = v.object({
  at: text,
  status: v.fallback(v.nullable(whole), null),
  error: optionalText,
});

export const alertFiring = v.object({
  id: whole,
  rule_id: whole,
  rule_name: optionalText,
  workflow_id: optionalText,
  at: text,
  summary: text,
  status: v.fallback(v.picklist(['pending', 'delivered', 'failed']), 'pending'),
  attempts: v.fallback(whole, 0),
  next_attempt_at: optionalText,
  last_error: optionalText,
  deliveries: listOf(delivery),
});
export type AlertFiring = v.InferOutput<typeof alertFiring>;

const alertsAnswer = v.object({ rules: listOf(alertRule), firings: listOf(alertFiring) });
export type AlertsState = v.InferOutput<typeof alertsAnswer>;

/** What a rule is written as (the gateway's body). */
export interface AlertRuleBody {
  name: string;
  kind: AlertRule['kind'];
  workflow_id: string | null;
  threshold: number;
  window_minutes: number;
  webhook_url: string;
  enabled: boolean;
}

export async function readAlerts(signal?: AbortSignal): Promise<AlertsState> {
  return decodeRecord(
    'GET /auth/alerts',
    alertsAnswer,
    await gatewayJson('GET', '/auth/alerts', signal),
  );
}

const created = v.object({ rule: alertRule, secret: text });

/** A new rule, and its signing secret (shown once). */
export async function createRule(body: AlertRuleBody) {
  const data = await gatewayJson('POST', '/auth/alerts/rules', undefined, body);
  return decodeRecord('POST /auth/alerts/rules', created, data);
}

export async function updateRule(id: number, body: AlertRuleBody) {
  await gatewayJson('PUT', `/auth/alerts/rules/${id}`, undefined, body);
}

export async function deleteRule(id: number) {
  await gatewayJson('DELETE', `/auth/alerts/rules/${id}`);
}

export const alertQueries = {
  all: () => ['gateway-alerts'] as const,
  state: () =>
    queryOptions({
      queryKey: [...alertQueries.all(), 'state'] as const,
      queryFn: ({ signal }) => readAlerts(signal),
      staleTime: 0,
    }),
};
