/**
 * The daily run figures behind the overview: the finished actions the scan read (by id, so a re-read
 * adds nothing), the runs they group into (by execution, worked out again from all of a run's stored
 * actions whenever one arrives, so a late action completes its run instead of making a second one),
 * rolled up per UTC day and per workflow in SQL, and how far the reads reach.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import { groupRuns, stepEnd, type RunStep } from '../../lib/runs/group-runs';
import type { Database, RunStepTable } from './schema';
import { guarded } from './unavailable';

const DAY_MS = 86_400_000;
const COVERAGE = 'account';

/** A finished action as the scan read it (times in ms). */
export interface StepInput {
  actionId: string;
  executionId: string;
  workflowId: string | null;
  name: string | null;
  status: string;
  failureNote: string | null;
  runAt: number | null;
  completedAt: number | null;
  failedAt: number | null;
  stoppedAt: number | null;
}

/** The runs of one UTC day (or the part of it within the range asked), as the endpoint answers. */
export interface DayFigures {
  day: string;
  from: string;
  to: string;
  runs: number;
  failed: number;
  run_ms_total: number;
  run_ms_count: number;
}

export interface FailingWorkflowFigures {
  workflow_id: string;
  workflow_name: string | null;
  failed: number;
  last_failure_at: string | null;
  last_failure_step: string | null;
  last_failure_note: string | null;
}

/** How far the reads reach, and the pass under way (if any). */
export interface RunCoverage {
  through: number | null;
  coveredFrom: number | null;
  pass: { startedAt: number; backTo: number; after: string | null } | null;
}

export interface RunRows {
  /** Keeps the actions not kept yet and works their runs out again; resolves to the runs written. */
  record: (steps: readonly StepInput[], now: number) => Promise<number>;
  /** Runs started in [from, to) per UTC day; a day holding `split` is answered in two parts. */
  days: (from: number, to: number, split?: number) => Promise<DayFigures[]>;
  /** Workflows by failed runs started in [from, to), most first, at most `limit`. */
  failing: (from: number, to: number, limit: number) => Promise<FailingWorkflowFigures[]>;
  coverage: () => Promise<RunCoverage>;
  saveCoverage: (coverage: RunCoverage) => Promise<void>;
  /** Deletes actions and runs from before `before`; resolves to the runs deleted. */
  prune: (before: number) => Promise<number>;
}

const runKeyOf = (step: StepInput) => step.executionId || `action:${step.actionId}`;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const ms = (utc: string | null) => (utc === null ? null : Date.parse(utc));
const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

function stepRow(step: StepInput): RunStepTable {
  const at = step.runAt ?? step.completedAt ?? step.failedAt ?? step.stoppedAt ?? 0;
  return {
    action_id: step.actionId,
    run_key: runKeyOf(step),
    execution_id: step.executionId,
    workflow_id: step.workflowId,
    name: step.name,
    status: step.status,
    failure_note: step.failureNote,
    run_at: step.runAt,
    completed_at: step.completedAt,
    failed_at: step.failedAt,
    stopped_at: step.stoppedAt,
    at,
  };
}

/** A stored action in the shape the console's grouping reads. */
interface StoredStep extends RunStep {
  name: string | null;
}

function storedStep(row: Selectable<RunStepTable>): StoredStep {
  return {
    uuid: row.action_id,
    hashid: '',
    execution_id: row.execution_id,
    workflow_id: row.workflow_id,
    name: row.name,
    status: row.status,
    failure_note: row.failure_note,
    run_at_utc: iso(row.run_at),
    completed_at_utc: iso(row.completed_at),
    failed_at_utc: iso(row.failed_at),
    stopped_at_utc: iso(row.stopped_at),
  };
}

function runRow(run: ReturnType<typeof groupRuns<StoredStep>>[number], now: number) {
  const startedAt = ms(run.startedUtc);
  const failed = run.status === 'failed';
  const failedStep = run.failedStep;
  return {
    run_key: run.key,
    workflow_id: run.workflowId,
    status: run.status,
    started_at: startedAt,
    started_day: startedAt === null ? null : Math.floor(startedAt / DAY_MS),
    duration_ms: run.durationMs,
    failed_at: failed ? ms((failedStep ? stepEnd(failedStep) : null) ?? run.startedUtc) : null,
    failed_step: failed ? (failedStep?.name ?? null) : null,
    failure_note: failed ? run.failureNote : null,
    steps: run.steps.length,
    updated_at: now,
  };
}

/** Splits [from, to) at `split` when it lies inside. */
const pieces = (from: number, to: number, split?: number): [number, number][] =>
  split !== undefined && split > from && split < to
    ? [
        [from, split],
        [split, to],
      ]
    : [[from, to]];

export function runRows(db: Kysely<Database>): RunRows {
  async function rework(keys: readonly string[], now: number): Promise<number> {
    if (keys.length === 0) return 0;
    const rows = await db
      .selectFrom('run_steps')
      .selectAll()
      .where('run_key', 'in', keys)
      .execute();
    const runs = groupRuns(rows.map(storedStep), { hasNext: false, hasPrevious: false });
    let written = 0;
    for (const run of runs) {
      const result = await db
        .insertInto('runs')
        .values(runRow(run, now))
        .onConflict((conflict) =>
          conflict
            .column('run_key')
            .doUpdateSet((eb) => ({
              workflow_id: eb.ref('excluded.workflow_id'),
              status: eb.ref('excluded.status'),
              started_at: eb.ref('excluded.started_at'),
              started_day: eb.ref('excluded.started_day'),
              duration_ms: eb.ref('excluded.duration_ms'),
              failed_at: eb.ref('excluded.failed_at'),
              failed_step: eb.ref('excluded.failed_step'),
              failure_note: eb.ref('excluded.failure_note'),
              steps: eb.ref('excluded.steps'),
              updated_at: eb.ref('excluded.updated_at'),
            }))
            // Worked out from fewer steps (another instance read less): the row stays as it is.
            .where('runs.steps', '<=', (eb) => eb.ref('excluded.steps')),
        )
        .executeTakeFirst();
      written += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return written;
  }

  async function dayPiece(from: number, to: number): Promise<DayFigures[]> {
    const rows = await db
      .selectFrom('runs')
      .select((eb) => [
        'started_day',
        eb.fn.countAll().as('runs'),
        // Sums and counts come back as text from PostgreSQL (numeric, bigint): Number() reads both.
        sql<number | string>`sum(case when ${eb.ref('status')} = 'failed' then 1 else 0 end)`.as(
          'failed',
        ),
        eb.fn.sum<number | string | null>('duration_ms').as('run_ms_total'),
        eb.fn.count('duration_ms').as('run_ms_count'),
      ])
      .where('started_at', '>=', from)
      .where('started_at', '<', to)
      .groupBy('started_day')
      .orderBy('started_day')
      .execute();
    return rows.flatMap((row) => {
      if (row.started_day === null) return [];
      const start = row.started_day * DAY_MS;
      return [
        {
          day: dayText(row.started_day),
          from: new Date(Math.max(from, start)).toISOString(),
          to: new Date(Math.min(to, start + DAY_MS)).toISOString(),
          runs: Number(row.runs),
          failed: Number(row.failed),
          run_ms_total: Number(row.run_ms_total ?? 0),
          run_ms_count: Number(row.run_ms_count),
        },
      ];
    });
  }

  async function namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    if (ids.length === 0) return names;
    const rows = await db
      .selectFrom('workflow_versions')
      .select(['workflow_id', 'workflow_name'])
      .where('workflow_id', 'in', ids)
      .where('workflow_name', 'is not', null)
      .orderBy('id')
      .execute();
    for (const row of rows) if (row.workflow_name) names.set(row.workflow_id, row.workflow_name);
    return names;
  }

  async function failing(from: number, to: number, limit: number) {
    const grouped = await db
      .selectFrom('runs')
      .select((eb) => [
        'workflow_id',
        eb.fn.countAll().as('failed'),
        eb.fn.max('failed_at').as('last'),
      ])
      .where('status', '=', 'failed')
      .where('workflow_id', 'is not', null)
      .where('started_at', '>=', from)
      .where('started_at', '<', to)
      .groupBy('workflow_id')
      .orderBy('failed', 'desc')
      .orderBy('last', 'desc')
      .limit(limit)
      .execute();
    const ids = grouped.flatMap((row) => (row.workflow_id === null ? [] : [row.workflow_id]));
    if (ids.length === 0) return [];
    // Each workflow's latest failure in the range (ties: any one of them).
    const latest = await db
      .selectFrom('runs')
      .select(['workflow_id', 'failed_at', 'failed_step', 'failure_note'])
      .where('status', '=', 'failed')
      .where('workflow_id', 'in', ids)
      .where('started_at', '>=', from)
      .where('started_at', '<', to)
      .where(
        'failed_at',
        'in',
        grouped.flatMap((row) => (row.last === null ? [] : [row.last])),
      )
      .execute();
    const names = await namesOf(ids);
    return grouped.flatMap((row): FailingWorkflowFigures[] => {
      if (row.workflow_id === null) return [];
      const last = latest.find(
        (run) => run.workflow_id === row.workflow_id && run.failed_at === Number(row.last),
      );
      return [
        {
          workflow_id: row.workflow_id,
          workflow_name: names.get(row.workflow_id) ?? null,
          failed: Number(row.failed),
          last_failure_at: iso(last?.failed_at ?? null),
          last_failure_step: last?.failed_step ?? null,
          last_failure_note: last?.failure_note ?? null,
        },
      ];
    });
  }

  return {
    record: (steps, now) =>
      guarded(async () => {
        if (steps.length === 0) return 0;
        await db
          .insertInto('run_steps')
          .values(steps.map(stepRow))
          .onConflict((conflict) => conflict.column('action_id').doNothing())
          .execute();
        return rework([...new Set(steps.map(runKeyOf))], now);
      }),
    days: (from, to, split) =>
      guarded(async () => {
        const parts = await Promise.all(pieces(from, to, split).map(([a, b]) => dayPiece(a, b)));
        return parts.flat();
      }),
    failing: (from, to, limit) => guarded(() => failing(from, to, limit)),
    coverage: () =>
      guarded(async () => {
        const row = await db
          .selectFrom('run_coverage')
          .selectAll()
          .where('name', '=', COVERAGE)
          .executeTakeFirst();
        const pass =
          row && row.pass_started_at !== null && row.pass_back_to !== null
            ? { startedAt: row.pass_started_at, backTo: row.pass_back_to, after: row.pass_after }
            : null;
        return { through: row?.through ?? null, coveredFrom: row?.covered_from ?? null, pass };
      }),
    saveCoverage: (coverage) =>
      guarded(async () => {
        const values = {
          through: coverage.through,
          covered_from: coverage.coveredFrom,
          pass_started_at: coverage.pass?.startedAt ?? null,
          pass_back_to: coverage.pass?.backTo ?? null,
          pass_after: coverage.pass?.after ?? null,
        };
        await db
          .insertInto('run_coverage')
          .values({ name: COVERAGE, ...values })
          .onConflict((conflict) => conflict.column('name').doUpdateSet(values))
          .execute();
      }),
    prune: (before) =>
      guarded(async () => {
        await db.deleteFrom('run_steps').where('at', '<', before).execute();
        const result = await db
          .deleteFrom('runs')
          .where((eb) => eb(eb.fn.coalesce('started_at', 'updated_at'), '<', before))
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      }),
  };
}
