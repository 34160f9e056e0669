/** The clone search's reads, through the console's one client (decoded like every other answer). */
import { listUsers } from '@/features/users';
import { getWorkflow, listWorkflows } from '../api/queries';
import type { CloneSearchApi } from './clone-search';

const PAGE = 100;

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export const cloneSearchApi: CloneSearchApi = {
  listUsers: async (cursor, signal) => {
    const page = await listUsers(
      { limit: PAGE, ...(cursor ? { starting_after: cursor } : {}) },
      signal,
    );
    const last = page.collection.at(-1);
    return {
      keys: page.collection.map((user) => user.key),
      next: page.meta.has_next_page && last && last.id !== '' ? last.id : null,
    };
  },
  listWorkflows: async (userKey, cursor, signal) => {
    const page = await listWorkflows(
      {
        user_key: userKey,
        is_template: false,
        limit: PAGE,
        ...(cursor ? { starting_after: cursor } : {}),
      },
      signal,
    );
    return {
      rows: page.collection.map((row) => ({
        id: row.id,
        key: row.key,
        name: row.name,
        createdAt: row.created_at_utc ?? row.created_at,
      })),
      next: page.meta.has_next_page ? (page.collection.at(-1)?.id ?? null) : null,
    };
  },
  readWorkflow: async (id, userKey, signal) => {
    const workflow = await getWorkflow(id, userKey, signal);
    return {
      accountTemplateId: workflow.account_template_id,
      layout: workflow.template,
      on: workflow.on,
    };
  },
  wait,
};
