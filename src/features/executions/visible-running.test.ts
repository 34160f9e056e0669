import { describe, expect, it } from 'vitest';
import type { Action, ExecutionWithStats, Page, WorkflowSummary } from '@/api/models';
import { findVisibleRunning, matchesFilters, runningExecutionIds } from './visible-running';

const meta = { page_limit: 100, has_next_page: false, has_previous_page: false };
const page = <T>(collection: T[]): Page<T> => ({ collection, meta, unreadable: 0 });

const action = (execution_id: string, status: string) => ({ execution_id, status }) as Action;
const workflow = (id: string, ran: boolean) =>
  ({ id, last_executed_at_utc: ran ? '2026-01-01T00:00:00Z' : null }) as WorkflowSummary;

const ACTIONS: Record<string, Action[]> = {
  w1: [action('e1', 'running'), action('e1', 'completed'), action('e2', 'completed')],
  w2: [action('e3', 'idle'), action('e4', 'failed')],
};
const DATA: Record<string, Record<string, unknown>> = {
  e1: { customer_id: 'cus_1', plan: 'pro' },
  e3: { customer_id: 'cus_2', plan: 'pro' },
};

const deps = (offered: boolean) => ({
  listWorkflows: () =>
    Promise.resolve(page([workflow('w1', true), workflow('w2', true), workflow('w3', false)])),
  listActions: (id: string) => Promise.resolve(page(ACTIONS[id] ?? [])),
  getExecution: offered
    ? (id: string) =>
        Promise.resolve({ id, execution_data: DATA[id] ?? null } as unknown as ExecutionWithStats)
    : null,
});

describe('the running executions the console can see before a stop', () => {
  it('counts executions with a step running or waiting', () => {
    expect(runningExecutionIds(ACTIONS.w1 ?? [])).toEqual(['e1']);
  });

  it('matches filters as the service does: every value equal as text, null to missing', () => {
    expect(matchesFilters({ plan: 'pro', n: 3 }, { plan: 'pro', n: '3' })).toBe(true);
    expect(matchesFilters({ plan: 'pro' }, { plan: 'free' })).toBe(false);
    expect(matchesFilters({ plan: 'pro' }, { region: null })).toBe(true);
    expect(matchesFilters(null, { plan: 'pro' })).toBe(false);
  });

  it('counts every running execution of the user without filters, and those matching with them', async () => {
    expect(await findVisibleRunning({ user_key: 'main' }, deps(true))).toEqual({
      running: 2,
      matching: 2,
      workflows: 2,
      capped: false,
      unchecked: null,
    });
    const narrowed = await findVisibleRunning(
      { user_key: 'main', filters: { customer_id: 'cus_2' } },
      deps(true),
    );
    expect(narrowed.matching).toBe(1);
  });

  it('says it cannot check filters without GET /executions/{id}, nor a stop event', async () => {
    const unread = await findVisibleRunning(
      { user_key: 'main', filters: { customer_id: 'cus_2' } },
      deps(false),
    );
    expect(unread).toMatchObject({ running: 2, matching: null });
    expect(unread.unchecked).toMatch(/does not offer GET \/executions\/\{id\}/);
    const event = await findVisibleRunning({ user_key: 'main', stop_event: 'x' }, deps(true));
    expect(event.unchecked).toMatch(/stop event/);
  });
});
