/**
 * The overview's daily run figures, kept by the history scan (store/runs.ts); any signed-in role may
 * read them, as every role sees the account's runs on the overview:
 * `GET /auth/overview/daily?from=<ISO>&to=<ISO>[&split=<ISO>]` answers
 * `{through, covered_from, days: [{day, from, to, runs, failed, run_ms_total, run_ms_count}],
 * workflows: [{workflow_id, workflow_name, failed, last_failure_at, last_failure_step,
 * last_failure_note}]}`. Only runs started from `covered_from` to `through` (where the store's
 * figures are complete) and within [from, to) are counted; a day is answered in two parts at
 * `split` (the overview's period start), and `workflows` counts failures from `split` (else `from`).
 */
import type { FastifyInstance } from 'fastify';
import type { Sessions } from '../auth/session';
import type { GatewayConfig } from '../config';
import type { HistoryService } from '../history/service';
import type { Refusal } from '../proxy/guard';
import { admit, invalid, isRefusal, queryTime, refuse } from './guard';

export interface OverviewRouteDeps {
  config: GatewayConfig;
  sessions: Sessions;
  history: HistoryService;
}

const DAY_MS = 86_400_000;
/** The longest range answered. */
export const MAX_RANGE_DAYS = 400;
/** The workflows answered at most (most failures first). */
const MAX_WORKFLOWS = 100;

interface DailyRange {
  from: number;
  to: number;
  split?: number;
}

export function readDailyRange(query: unknown): DailyRange | Refusal {
  const from = queryTime(query, 'from');
  const to = queryTime(query, 'to');
  const split = queryTime(query, 'split');
  for (const value of [from, to, split]) if (isRefusal(value)) return value;
  if (typeof from !== 'number' || typeof to !== 'number')
    return invalid('from and to are both needed: the range of the figures, as ISO times.');
  if (from >= to) return invalid('from must be before to.');
  if (to - from > MAX_RANGE_DAYS * DAY_MS)
    return invalid(`The range may be at most ${MAX_RANGE_DAYS} days long.`);
  return typeof split === 'number' ? { from, to, split } : { from, to };
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function registerOverviewRoutes(app: FastifyInstance, deps: OverviewRouteDeps): void {
  const { runs } = deps.history;
  const retentionDays = deps.config.history.retentionDays;

  app.get('/auth/overview/daily', async (request, reply) => {
    if (!(await admit(request, reply, deps))) return reply;
    const range = readDailyRange(request.query);
    if (isRefusal(range)) return refuse(reply, range);
    const coverage = await runs.coverage();
    const kept = retentionDays === null ? null : Date.now() - retentionDays * DAY_MS;
    const coveredFrom =
      coverage.coveredFrom === null ? null : Math.max(coverage.coveredFrom, kept ?? 0);
    const through = coverage.through;
    const answer = { through: iso(through), covered_from: iso(coveredFrom) };
    if (through === null || coveredFrom === null)
      return reply.header('cache-control', 'no-store').send({ ...answer, days: [], workflows: [] });
    const from = Math.max(range.from, coveredFrom);
    const to = Math.min(range.to, through);
    const failingFrom = Math.max(range.split ?? range.from, coveredFrom);
    const [days, workflows] =
      from < to
        ? await Promise.all([
            runs.days(from, to, range.split),
            failingFrom < to ? runs.failing(failingFrom, to, MAX_WORKFLOWS) : [],
          ])
        : [[], []];
    return reply.header('cache-control', 'no-store').send({ ...answer, days, workflows });
  });
}
