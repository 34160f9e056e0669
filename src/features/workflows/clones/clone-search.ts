/**
 * Finds the workflows cloned from a template. The interface has no such query: the list omits
 * `account_template_id`, so every user's workflows are listed (`GET /workflows?user_key=…`) and
 * those that could be clones are read one by one. The reads are paced: a few at a time, all of them
 * waiting when the service answers 429 for as long as its Retry-After says, each retried a few
 * times; a cancel stops everything at once. The caller is told how far it got after every step.
 */
import { isApiError } from '@/api/errors';
import type { ParsedLayout } from '@/api/models';
import { diffLayouts } from '@/lib/diff/layout-diff';

export interface CloneCandidate {
  id: string;
  key: string;
  name: string;
  /** `created_at` as the list gives it (a clone cannot be older than its template). */
  createdAt: string | null;
}

export interface CloneDetail {
  accountTemplateId: string | null;
  layout: ParsedLayout;
  on: boolean;
}

export interface FoundClone {
  id: string;
  key: string;
  name: string;
  userKey: string;
  on: boolean;
  /** Effective differences of its published layout from the template's (moves not counted). */
  differences: number;
}

export interface CloneSearchApi {
  listUsers: (
    cursor: string | null,
    signal: AbortSignal,
  ) => Promise<{ keys: string[]; next: string | null }>;
  listWorkflows: (
    userKey: string,
    cursor: string | null,
    signal: AbortSignal,
  ) => Promise<{ rows: CloneCandidate[]; next: string | null }>;
  readWorkflow: (id: string, userKey: string, signal: AbortSignal) => Promise<CloneDetail>;
  wait: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface CloneSearchProgress {
  /** Null until the users are listed. */
  usersTotal: number | null;
  usersSearched: string[];
  usersFailed: { key: string; reason: string }[];
  workflowsRead: number;
  clones: FoundClone[];
}

export interface CloneSearchOptions {
  signal: AbortSignal;
  onProgress: (progress: CloneSearchProgress) => void;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Tries per request when the service says 429 or 5xx, or the network fails. */
  attempts?: number;
}

export function effectiveDifferences(template: ParsedLayout, clone: ParsedLayout): number {
  const diff = diffLayouts(template, clone);
  return (
    diff.added.length +
    diff.removed.length +
    diff.renamed.length +
    diff.retyped.length +
    diff.edgesAdded.length +
    diff.edgesRemoved.length +
    diff.actionTypesAdded.length +
    diff.actionTypesRemoved.length
  );
}

/** The time of a timestamp in any of the service's forms (NaN when it cannot be read). */
const timeOf = (value: string | null) => (value === null ? Number.NaN : Date.parse(value));

const retryable = (error: unknown) =>
  isApiError(error) && (error.status === 429 || error.status >= 500 || error.kind === 'network');

function reasonOf(error: unknown): string {
  if (isApiError(error)) return error.message;
  return error instanceof Error ? error.message : String(error);
}

export async function searchClones(
  template: { id: string; createdAt: string | null; layout: ParsedLayout },
  api: CloneSearchApi,
  options: CloneSearchOptions,
): Promise<CloneSearchProgress> {
  const { signal, onProgress, concurrency = 3, attempts = 3 } = options;
  const progress: CloneSearchProgress = {
    usersTotal: null,
    usersSearched: [],
    usersFailed: [],
    workflowsRead: 0,
    clones: [],
  };
  const report = () => onProgress({ ...progress, clones: [...progress.clones] });
  const templateTime = timeOf(template.createdAt);
  // A workflow made before the template cannot be its clone (unknown times are read to be sure).
  const olderThanTemplate = (row: CloneCandidate) => timeOf(row.createdAt) < templateTime;
  // After a 429 every request waits until this time (the service asked the whole client to slow down).
  let resumeAt = 0;

  async function paced<T>(request: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const pause = resumeAt - Date.now();
      if (pause > 0) await api.wait(pause, signal);
      signal.throwIfAborted();
      try {
        return await request();
      } catch (error) {
        if (signal.aborted || attempt >= attempts || !retryable(error)) throw error;
        const seconds = isApiError(error) ? error.retryAfterSeconds : undefined;
        const delay = seconds !== undefined ? Math.min(seconds * 1000, 30_000) : 500 * 2 ** attempt;
        if (isApiError(error) && error.status === 429)
          resumeAt = Math.max(resumeAt, Date.now() + delay);
        else await api.wait(delay, signal);
      }
    }
  }

  /** Runs `tasks` with at most `concurrency` of them at a time. */
  async function pool<T>(items: readonly T[], run: (item: T) => Promise<void>) {
    let next = 0;
    const worker = async () => {
      while (next < items.length && !signal.aborted) {
        const item = items[next] as T;
        next += 1;
        await run(item);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  }

  const users: string[] = [];
  for (let cursor: string | null = null; ;) {
    const page = await paced(() => api.listUsers(cursor, signal));
    users.push(...page.keys);
    if (page.next === null) break;
    cursor = page.next;
  }
  progress.usersTotal = users.length;
  report();

  const searchUser = async (userKey: string) => {
    try {
      const candidates: CloneCandidate[] = [];
      for (let cursor: string | null = null; ;) {
        const page = await paced(() => api.listWorkflows(userKey, cursor, signal));
        candidates.push(
          ...page.rows.filter((row) => row.id !== template.id && !olderThanTemplate(row)),
        );
        if (page.next === null) break;
        cursor = page.next;
      }
      for (const candidate of candidates) {
        const detail = await paced(() => api.readWorkflow(candidate.id, userKey, signal));
        progress.workflowsRead += 1;
        if (detail.accountTemplateId === template.id) {
          progress.clones.push({
            id: candidate.id,
            key: candidate.key,
            name: candidate.name,
            userKey,
            on: detail.on,
            differences: effectiveDifferences(template.layout, detail.layout),
          });
        }
        report();
      }
      progress.usersSearched.push(userKey);
    } catch (error) {
      if (signal.aborted) return;
      progress.usersFailed.push({ key: userKey, reason: reasonOf(error) });
    }
    report();
  };

  await pool(users, searchUser);
  return { ...progress, clones: [...progress.clones] };
}
