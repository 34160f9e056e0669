import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { parseLayout } from '@/api/decode/layout';
import { searchClones, type CloneSearchApi, type CloneSearchProgress } from './clone-search';

const layout = (names: string[]) =>
  parseLayout({
    nodes: names.map((name, index) => ({ id: `n${index}`, type: 'Action', name })),
    positions: {},
    edges: [],
  });

const TEMPLATE = { id: 'tpl', createdAt: '2026-01-01T00:00:00Z', layout: layout(['A', 'B']) };

interface FakeWorkflow {
  id: string;
  user: string;
  from: string | null;
  names: string[];
  createdAt?: string;
}

const WORKFLOWS: FakeWorkflow[] = [
  { id: 'tpl', user: 'main', from: null, names: ['A', 'B'] },
  { id: 'old', user: 'main', from: null, names: ['A'], createdAt: '2025-01-01T00:00:00Z' },
  { id: 'c1', user: 'acme', from: 'tpl', names: ['A', 'B'] },
  { id: 'c2', user: 'globex', from: 'tpl', names: ['A', 'B2', 'C'] },
  { id: 'x', user: 'globex', from: 'other', names: ['Z'] },
];

function fakeApi(overrides: Partial<CloneSearchApi> = {}) {
  let inFlight = 0;
  let most = 0;
  const calls: string[] = [];
  const track = async <T>(name: string, value: T): Promise<T> => {
    calls.push(name);
    inFlight += 1;
    most = Math.max(most, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight -= 1;
    return value;
  };
  const users = ['main', 'acme', 'globex', 'initech', 'empty'];
  const api: CloneSearchApi = {
    listUsers: (cursor) =>
      track(`users:${cursor ?? ''}`, {
        keys: cursor === null ? users.slice(0, 3) : users.slice(3),
        next: cursor === null ? 'p2' : null,
      }),
    listWorkflows: (user) =>
      track(`list:${user}`, {
        rows: WORKFLOWS.filter((w) => w.user === user).map((w) => ({
          id: w.id,
          key: `${w.id}-key`,
          name: w.id.toUpperCase(),
          createdAt: w.createdAt ?? '2026-02-01T00:00:00Z',
        })),
        next: null,
      }),
    readWorkflow: (id) => {
      const found = WORKFLOWS.find((w) => w.id === id);
      if (!found) throw new Error(`no ${id}`);
      return track(`read:${id}`, {
        accountTemplateId: found.from,
        layout: layout(found.names),
        on: true,
      });
    },
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, 5))),
    ...overrides,
  };
  return { api, calls, most: () => most };
}

function run(api: CloneSearchApi, signal = new AbortController().signal) {
  const reports: CloneSearchProgress[] = [];
  const done = searchClones(TEMPLATE, api, {
    signal,
    onProgress: (progress) => reports.push(progress),
    concurrency: 2,
  });
  return { done, reports };
}

describe('searchClones', () => {
  it('lists every user, reads the workflows that could be clones, and says how each differs', async () => {
    const { api, calls, most } = fakeApi();
    const { done, reports } = run(api);
    const result = await done;
    expect(result.usersTotal).toBe(5);
    expect([...result.usersSearched].sort()).toEqual([
      'acme',
      'empty',
      'globex',
      'initech',
      'main',
    ]);
    expect(result.usersFailed).toEqual([]);
    expect(result.clones.map((clone) => [clone.id, clone.userKey, clone.differences])).toEqual(
      expect.arrayContaining([
        ['c1', 'acme', 0],
        ['c2', 'globex', 2],
      ]),
    );
    // The template itself and workflows older than the template are never read.
    expect(calls).not.toContain('read:tpl');
    expect(calls).not.toContain('read:old');
    expect(most()).toBeLessThanOrEqual(2);
    expect(reports[0]?.usersTotal).toBe(5);
  });

  it('waits as long as Retry-After says when the service answers 429, then goes on', async () => {
    const { api } = fakeApi();
    let refused = false;
    const wait = vi.fn(
      (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.min(ms, 5))),
    );
    const listWorkflows: CloneSearchApi['listWorkflows'] = (user, cursor, signal) => {
      if (user === 'acme' && !refused) {
        refused = true;
        return Promise.reject(
          new ApiError({
            kind: 'http',
            status: 429,
            message: 'Too many',
            endpoint: 'GET /workflows',
            retryAfterSeconds: 2,
          }),
        );
      }
      return api.listWorkflows(user, cursor, signal);
    };
    const result = await run({ ...api, listWorkflows, wait }).done;
    expect(wait).toHaveBeenCalledWith(
      expect.toSatisfy((ms: number) => ms > 1500 && ms <= 2000),
      expect.anything(),
    );
    expect(result.usersSearched).toContain('acme');
    expect(result.clones.map((clone) => clone.id)).toContain('c1');
  });

  it('counts a user whose reads keep failing as not searched, and says why', async () => {
    const { api } = fakeApi();
    const readWorkflow: CloneSearchApi['readWorkflow'] = (id, user, signal) =>
      id === 'c2'
        ? Promise.reject(
            new ApiError({
              kind: 'http',
              status: 503,
              message: '503 Service Unavailable',
              endpoint: 'GET /workflows/{id}',
            }),
          )
        : api.readWorkflow(id, user, signal);
    const result = await run({ ...api, readWorkflow }).done;
    expect(result.usersFailed).toEqual([{ key: 'globex', reason: '503 Service Unavailable' }]);
    expect(result.usersSearched).not.toContain('globex');
    expect(result.usersSearched).toHaveLength(4);
  });

  it('stops at once when cancelled', async () => {
    const { api, calls } = fakeApi();
    const controller = new AbortController();
    const { done, reports } = run(
      {
        ...api,
        listWorkflows: (user, cursor, signal) => {
          if (user === 'acme') controller.abort();
          return api.listWorkflows(user, cursor, signal);
        },
      },
      controller.signal,
    );
    const result = await done;
    expect(calls.filter((call) => call.startsWith('list:')).length).toBeLessThan(5);
    expect(result.usersSearched.length + result.usersFailed.length).toBeLessThan(5);
    expect(reports.length).toBeGreaterThan(0);
  });
});
