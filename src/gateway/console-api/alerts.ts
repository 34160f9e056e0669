/**
 * The Alerts screen's endpoints, for admins:
 * - `GET /auth/alerts`: `{rules, firings}` (the 50 latest firings, each with its deliveries);
 * - `POST /auth/alerts/rules`: a new rule; answers 201 `{rule, secret}`, the only time the webhook
 *   signing secret is shown;
 * - `PUT /auth/alerts/rules/:id`, `DELETE /auth/alerts/rules/:id`.
 * A rule: `{name, kind: failures|silence, workflow_id (null: every workflow), threshold,
 * window_minutes, webhook_url, enabled}`. Every write is audited.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditTrail } from '../audit';
import type { Sessions, SignedIn } from '../auth/session';
import type { GatewayConfig } from '../config';
import type { HistoryService } from '../history/service';
import type { Refusal } from '../proxy/guard';
import type { AlertRuleInput } from '../store/alerts';
import { isPlainObject } from '../../utils/guards';
import { admit, refuse } from './guard';

export interface AlertRouteDeps {
  config: GatewayConfig;
  sessions: Sessions;
  audit: AuditTrail;
  history: HistoryService;
}

const invalid = (message: string): Refusal => ({ status: 422, code: 'invalid_rule', message });

function whole(value: unknown, name: string, min: number, max: number): number | Refusal {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : invalid(`${name} must be a whole number from ${min} to ${max}.`);
}

function webhook(value: unknown): string | Refusal {
  if (typeof value !== 'string') return invalid('webhook_url must be an http(s) URL.');
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('scheme');
    return url.toString();
  } catch {
    return invalid('webhook_url must be an http(s) URL, such as https://hooks.example.com/alerts.');
  }
}

/** A rule from a request body, or why not. */
export function readRule(body: unknown): AlertRuleInput | Refusal {
  if (!isPlainObject(body)) return invalid('Send the rule as a JSON object.');
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (name === '' || name.length > 100) return invalid('name must be 1 to 100 characters.');
  const kind = body.kind;
  if (kind !== 'failures' && kind !== 'silence')
    return invalid('kind must be failures or silence.');
  const workflow = body.workflow_id;
  if (
    workflow !== null &&
    workflow !== undefined &&
    (typeof workflow !== 'string' || workflow.trim() === '' || workflow.length > 200)
  )
    return invalid('workflow_id must be a workflow id, or null for every workflow.');
  const threshold = kind === 'silence' ? 1 : whole(body.threshold, 'threshold', 1, 1000);
  if (typeof threshold !== 'number') return threshold;
  const windowMinutes = whole(body.window_minutes, 'window_minutes', 1, 43_200);
  if (typeof windowMinutes !== 'number') return windowMinutes;
  const webhookUrl = webhook(body.webhook_url);
  if (typeof webhookUrl !== 'string') return webhookUrl;
  return {
    name,
    kind,
    workflowId: typeof workflow === 'string' ? workflow.trim() : null,
    threshold,
    windowMinutes,
    webhookUrl,
    enabled: body.enabled !== false,
  };
}

export function registerAlertRoutes(app: FastifyInstance, deps: AlertRouteDeps): void {
  const { alerts, watched } = deps.history;

  const adminOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await admit(request, reply, deps);
    if (!session) return undefined;
    if (session.role !== 'admin') {
      await refuse(reply, {
        status: 403,
        code: 'forbidden_for_role',
        message: `Your role (${session.role}) may not see or change alerts; admins may.`,
      });
      return undefined;
    }
    return session;
  };

  const audited = (
    request: FastifyRequest,
    session: SignedIn,
    action: string,
    id: number,
    status: number,
  ) =>
    deps.audit.record({
      event: 'alert_rule_write',
      action,
      user: session.user,
      role: session.role,
      method: request.method,
      path: '/auth/alerts/rules',
      resource: `alert_rule:${id}`,
      status,
      request_id: request.id,
      client: request.ip,
    });

  /** A silence rule on one workflow needs the scan to read that workflow. */
  const watchFor = async (rule: AlertRuleInput, session: SignedIn) => {
    if (rule.kind === 'silence' && rule.workflowId)
      await watched.watch(rule.workflowId, deps.config.defaultUserKey, session.user, Date.now());
  };

  app.get('/auth/alerts', async (request, reply) => {
    if (!(await adminOf(request, reply))) return reply;
    const [rules, firings] = await Promise.all([alerts.rules(), alerts.firings(50)]);
    return reply.header('cache-control', 'no-store').send({ rules, firings });
  });

  app.post('/auth/alerts/rules', async (request, reply) => {
    const session = await adminOf(request, reply);
    if (!session) return reply;
    const input = readRule(request.body);
    if ('code' in input) return refuse(reply, input);
    const secret = `whsec_${randomBytes(24).toString('base64url')}`;
    const rule = await alerts.create(input, secret, session.user, Date.now());
    await watchFor(input, session);
    await audited(request, session, 'createAlertRule', rule.id, 201);
    return reply.code(201).header('cache-control', 'no-store').send({ rule, secret });
  });

  app.put('/auth/alerts/rules/:id', async (request, reply) => {
    const session = await adminOf(request, reply);
    if (!session) return reply;
    const id = Number((request.params as { id: string }).id);
    const input = readRule(request.body);
    if ('code' in input) return refuse(reply, input);
    const rule = Number.isSafeInteger(id) ? await alerts.update(id, input) : undefined;
    if (!rule)
      return refuse(reply, {
        status: 404,
        code: 'not_found',
        message: 'There is no such alert rule.',
      });
    await watchFor(input, session);
    await audited(request, session, 'updateAlertRule', id, 200);
    return reply.header('cache-control', 'no-store').send({ rule });
  });

  app.delete('/auth/alerts/rules/:id', async (request, reply) => {
    const session = await adminOf(request, reply);
    if (!session) return reply;
    const id = Number((request.params as { id: string }).id);
    if (!Number.isSafeInteger(id) || !(await alerts.remove(id)))
      return refuse(reply, {
        status: 404,
        code: 'not_found',
        message: 'There is no such alert rule.',
      });
    await audited(request, session, 'deleteAlertRule', id, 200);
    return reply.header('cache-control', 'no-store').send({ deleted: true });
  });
}
