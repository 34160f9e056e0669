/**
 * Executions and account usage (extensions from the vendor's reference). An execution is known by
 * its id; `stats` is read tolerantly: an entry that is not an object with a status is left out, so a
 * service that sends other shapes only loses the statuses it could not read.
 */
import * as v from 'valibot';
import { isPlainObject } from '@/utils/guards';
import type { Decoded } from './core';
import { anyObject, count, id, jsonObject, optionalText, text, timestamp } from './fields';
import { parseLayout } from './layout';

/** One entry of `stats`: a step's status and moments (by node id) or an edge's status (by edge id). */
export interface ExecutionStat {
  status: string;
  scheduledAt: string | null;
  completedAt: string | null;
  failedAt: string | null;
  stoppedAt: string | null;
}

const moment = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** By node or edge id; a plain object (with no prototype), so a poll that changes nothing changes no reference. */
function readStats(value: unknown): Readonly<Record<string, ExecutionStat>> {
  const stats: Record<string, ExecutionStat> = Object.create(null) as Record<string, ExecutionStat>;
  if (!isPlainObject(value)) return stats;
  for (const [key, entry] of Object.entries(value)) {
    if (!isPlainObject(entry) || typeof entry.status !== 'string') continue;
    stats[key] = {
      status: entry.status,
      scheduledAt: moment(entry.scheduled_at),
      completedAt: moment(entry.completed_at),
      failedAt: moment(entry.failed_at),
      stoppedAt: moment(entry.stopped_at),
    };
  }
  return stats;
}

const executionEntries = {
  id,
  hashid: text,
  /** The workflow's key and name. */
  key: text,
  name: text,
  status: text,
  /** The data it was started with; null when the service does not say. */
  execution_data: jsonObject,
  log: anyObject,
  ...timestamp('created_at'),
  actions_count: count,
  completed_actions_count: count,
  failed_actions_count: count,
  idle_actions_count: count,
  running_actions_count: count,
  stopped_actions_count: count,
};

/** The execution POST /workflows/{id}/execute answers. */
export const execution = v.object(executionEntries);

/** The execution GET /executions/{id} answers: with its stats and the layout it ran (null if none). */
export const executionWithStats = v.object({
  ...executionEntries,
  stats: v.pipe(v.optional(v.unknown(), null), v.transform(readStats)),
  template: v.pipe(
    v.optional(v.unknown(), null),
    v.transform((value) => (isPlainObject(value) ? parseLayout(value) : null)),
  ),
});

export type Execution = Decoded<typeof execution>;
export type ExecutionWithStats = Decoded<typeof executionWithStats>;

/** GET /account/usage. */
export const usage = v.object({
  start_time: optionalText,
  end_time: optionalText,
  executions_count: count,
  usage: count,
  active_workflows_count: count,
  users_count: count,
});
export type Usage = Decoded<typeof usage>;
