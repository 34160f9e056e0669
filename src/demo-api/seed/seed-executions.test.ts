import { describe, expect, it } from 'vitest';
import type { ActionRecord, ActionStatus } from '@/demo-api/store/records';
import { buildSeed } from './index';
import { RUNS_PER_DAY, STORY, STORY_DAYS } from './story';
import { SEED_NOW_MS } from '@/demo-api/store/clock';

const data = buildSeed();
const { executions, actions, workflows } = data;
const actionsOf = (executionId: string): ActionRecord[] =>
  actions.filter((a) => a.execution_id === executionId).sort((a, b) => (a.uuid < b.uuid ? -1 : 1));
/** The last week's story (./story.ts) runs its workflows more often than the random history. */
const storyIds = new Set(
  STORY.flatMap((line) =>
    workflows.filter((w) => w.owner_user_key === 'main' && w.key === line.key).map((w) => w.id),
  ),
);
const stamps = (a: ActionRecord) => [a.run_at, a.completed_at, a.failed_at, a.stopped_at];

describe('executions', () => {
  it('runs at least 10 workflows, 3 to 8 times each, for several owners', () => {
    const perWorkflow = new Map<string, number>();
    for (const e of executions)
      perWorkflow.set(e.workflow_id, (perWorkflow.get(e.workflow_id) ?? 0) + 1);
    expect(perWorkflow.size).toBeGreaterThanOrEqual(10);
    for (const [id, n] of perWorkflow) {
      expect(n).toBeGreaterThanOrEqual(3);
      if (!storyIds.has(id)) expect(n).toBeLessThanOrEqual(8);
    }
    expect(new Set(executions.map((e) => e.user_key)).size).toBeGreaterThanOrEqual(3);
    for (const e of executions)
      expect(e.user_key).toBe(workflows.find((w) => w.id === e.workflow_id)?.owner_user_key);
  });

  it('has every status, with at least 5 running across at least 2 users', () => {
    expect(new Set(executions.map((e) => e.status))).toEqual(
      new Set(['running', 'upcoming', 'completed', 'failed', 'stopped']),
    );
    const running = executions.filter((e) => e.status === 'running');
    expect(running.length).toBeGreaterThanOrEqual(5);
    expect(new Set(running.map((e) => e.user_key)).size).toBeGreaterThanOrEqual(2);
  });

  it('carries varied data for stop filters and some stop events', () => {
    for (const e of executions)
      expect(Object.keys(e.data)).toEqual(
        expect.arrayContaining(['customer_id', 'plan', 'region']),
      );
    expect(new Set(executions.map((e) => e.data.plan)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(executions.map((e) => e.data.region)).size).toBe(3);
    expect(executions.some((e) => e.stop_events.includes('subscription.cancelled'))).toBe(true);
    expect(executions.some((e) => e.stop_events.length === 0)).toBe(true);
  });
});

describe('one story: what a workflow reports, its runs show', () => {
  it('gives every workflow that reports executions its recent runs, with actions', () => {
    const reporting = workflows.filter((w) => w.executions_count > 0);
    expect(reporting.filter((w) => w.owner_user_key === 'main').length).toBeGreaterThan(20);
    for (const w of reporting) {
      const runs = executions.filter((e) => e.workflow_id === w.id);
      expect(runs.length, w.key).toBeGreaterThan(0);
      const recent = storyIds.has(w.id) ? STORY_DAYS * RUNS_PER_DAY : 0;
      expect(runs.length).toBeLessThanOrEqual(Math.min(8 + recent, w.executions_count));
      for (const run of runs) expect(actionsOf(run.id).length).toBeGreaterThan(0);
    }
  });

  it('dates last_executed_at at the newest run, and reports no runs where none exist', () => {
    for (const w of workflows) {
      const newest = executions
        .filter((e) => e.workflow_id === w.id)
        .map((e) => e.created_at)
        .sort()
        .at(-1);
      expect(w.last_executed_at, w.key).toBe(newest ?? null);
      if (newest === undefined) expect(w.executions_count, w.key).toBe(0);
    }
  });

  it('runs nothing now for a workflow that is off', () => {
    for (const e of executions) {
      if (e.status !== 'running' && e.status !== 'upcoming') continue;
      expect(workflows.find((w) => w.id === e.workflow_id)?.on).toBe(true);
    }
  });
});

describe('actions', () => {
  it('has at least 300 actions in every status', () => {
    expect(actions.length).toBeGreaterThanOrEqual(300);
    const statuses: ActionStatus[] = ['idle', 'running', 'completed', 'failed', 'stopped'];
    expect(new Set(actions.map((a) => a.status))).toEqual(new Set(statuses));
    for (const a of actions) {
      expect(a.hashid).toMatch(/^act_[0-9a-f]{8}$/);
      if (a.status === 'idle') {
        expect(stamps(a)).toEqual([null, null, null, null]);
        expect(a.log).toEqual({});
      }
    }
  });

  it('follows the published layout path from Start, naming each node', () => {
    for (const e of executions) {
      const workflow = workflows.find((w) => w.id === e.workflow_id);
      const layout = workflow?.template;
      const steps = actionsOf(e.id);
      expect(steps.length).toBeGreaterThan(0);
      const edges = new Set((layout?.edges ?? []).map((x) => (x as { id: string }).id));
      let previous = 'start_of_workflow';
      for (const step of steps) {
        expect(step.workflow_id).toBe(e.workflow_id);
        expect(edges.has(`${previous}-${step.node_id}`)).toBe(true);
        expect(step.name).toBe(layout?.nodes.find((n) => n.id === step.node_id)?.name);
        previous = step.node_id;
      }
    }
  });

  it('keeps action statuses and timestamps consistent with the execution', () => {
    for (const e of executions) {
      const steps = actionsOf(e.id);
      const statuses = steps.map((s) => s.status);
      const last = steps[steps.length - 1];
      switch (e.status) {
        case 'completed':
          expect(steps.every((s) => s.status === 'completed' && s.run_at && s.completed_at)).toBe(
            true,
          );
          break;
        case 'failed':
          expect(last?.status).toBe('failed');
          expect(last?.failure_note).toMatch(/\S/);
          expect(last?.failed_at).not.toBeNull();
          expect(statuses.slice(0, -1).every((s) => s === 'completed')).toBe(true);
          break;
        case 'running': {
          const at = statuses.indexOf('running');
          expect(statuses.filter((s) => s === 'running')).toHaveLength(1);
          expect(steps[at]?.run_at).not.toBeNull();
          expect(statuses.slice(0, at).every((s) => s === 'completed')).toBe(true);
          expect(statuses.slice(at + 1).every((s) => s === 'idle')).toBe(true);
          break;
        }
        case 'stopped': {
          const at = statuses.indexOf('stopped');
          expect(at).toBeGreaterThanOrEqual(0);
          expect(statuses.slice(0, at).every((s) => s === 'completed')).toBe(true);
          expect(steps.slice(at).every((s) => s.status === 'stopped' && s.stopped_at)).toBe(true);
          break;
        }
        case 'upcoming':
          expect(statuses.every((s) => s === 'idle')).toBe(true);
          break;
      }
      for (const s of steps) {
        if (s.run_at) expect(s.run_at >= e.created_at).toBe(true);
        for (const t of stamps(s)) if (t && s.run_at) expect(t >= s.run_at).toBe(true);
      }
    }
  });

  it('logs requests and responses, with HTTP failure notes', () => {
    const completed = actions.find((a) => a.status === 'completed' && 'request' in a.log);
    const log = completed?.log as {
      request: { method: string; url: string };
      response: { status: number };
    };
    expect(log.request.method).toMatch(/^(GET|POST|PUT|PATCH|DELETE)$/);
    expect(log.request.url).toMatch(/^https:\/\//);
    expect(log.response.status).toBe(200);
    expect(
      actions.some(
        (a) => a.failure_note && /^HTTP \d{3} from [a-z.-]+\.example$/.test(a.failure_note),
      ),
    ).toBe(true);
  });
});

describe('the last week’s story', () => {
  const DAY = 24 * 3600_000;
  const weekOf = (key: string) => {
    const workflow = workflows.find((w) => w.owner_user_key === 'main' && w.key === key);
    if (!workflow) throw new Error(key);
    return executions.filter(
      (e) => e.workflow_id === workflow.id && Date.parse(e.created_at) > SEED_NOW_MS - 7 * DAY,
    );
  };

  it('runs three workflows four times a day, two of them failing on known days', () => {
    const payments = weekOf('invite-the-owner-to-support-when-a-payment-fails');
    expect(payments.filter((e) => e.status === 'failed')).toHaveLength(5);
    const lastDay = payments.filter((e) => Date.parse(e.created_at) > SEED_NOW_MS - DAY);
    expect(lastDay.filter((e) => e.status === 'failed')).toHaveLength(3);
    expect(
      weekOf('notify-cs-alerts-when-someone-subscribes').filter((e) => e.status === 'failed'),
    ).toHaveLength(2);
    expect(weekOf('post-new-tickets-to-support').length).toBeGreaterThanOrEqual(28);
  });

  it('ends each failed story run at its failed step, with a failure note', () => {
    for (const run of weekOf('invite-the-owner-to-support-when-a-payment-fails')) {
      if (run.status !== 'failed') continue;
      const steps = actionsOf(run.id);
      const failed = steps.findIndex((step) => step.status === 'failed');
      expect(failed).toBe(steps.length - 1);
      expect(steps.at(-1)?.failure_note).toBeTruthy();
    }
  });
});
