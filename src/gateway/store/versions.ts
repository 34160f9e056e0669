/**
 * Workflow versions: one row per distinct content of a workflow's published layout or draft, in the
 * order seen. A version is new when its hash differs from the latest of its workflow and kind; its
 * number (`seq`) is unique with them, so two instances recording the same change at once record it
 * once (the second insert fails, re-reads, and finds the version there).
 */
import type { Kysely, Selectable } from 'kysely';
import { summarizeVersion, versionParts, type VersionKind } from '../../lib/diff/version-summary';
import type { Database, WorkflowVersionTable } from './schema';
import { guarded } from './unavailable';

export type VersionSource = 'read' | 'scan' | 'console';

export interface VersionInput {
  workflowId: string;
  kind: VersionKind;
  name: string | null;
  content: Record<string, unknown>;
  hash: string;
  source: VersionSource;
  actor: string | null;
  at: number;
}

/** A version as the console reads it (without its content). */
export interface VersionRow {
  id: number;
  workflow_id: string;
  workflow_name: string | null;
  kind: VersionKind;
  number: number;
  hash: string;
  first_seen_at: string;
  last_seen_at: string;
  source: VersionSource;
  actor: string | null;
  summary: string;
  previous_version_id: number | null;
}

export interface VersionWithContent extends VersionRow {
  content: Record<string, unknown>;
}

export interface VersionPage {
  versions: VersionRow[];
  hasNext: boolean;
  hasPrevious: boolean;
}

export interface HistorySize {
  versions: number;
  workflows: number;
  oldest: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

function fromRow(row: Selectable<WorkflowVersionTable>): VersionRow {
  return {
    id: row.id,
    workflow_id: row.workflow_id,
    workflow_name: row.workflow_name,
    kind: row.kind === 'draft' ? 'draft' : 'published',
    number: row.seq,
    hash: row.hash,
    first_seen_at: iso(row.first_seen_at),
    last_seen_at: iso(row.last_seen_at),
    source: row.source === 'scan' || row.source === 'console' ? row.source : 'read',
    actor: row.actor,
    summary: row.summary,
    previous_version_id: row.previous_id === null ? null : row.previous_id,
  };
}

function parseContent(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export interface VersionRows {
  /** Records a version when it is new; the row recorded, or null when it was already the latest. */
  record: (input: VersionInput) => Promise<VersionRow | null>;
  /** Newest first; the cursors are version ids, as the service's lists have them. */
  list: (
    workflowId: string,
    page: { limit: number; startingAfter?: number; endingBefore?: number },
  ) => Promise<VersionPage>;
  get: (id: number) => Promise<VersionWithContent | undefined>;
  /** Published versions first seen within [from, to), oldest first. */
  changes: (from: number, to: number, limit: number) => Promise<VersionRow[]>;
  /** Versions with an id above `afterId`, oldest first (the git export). */
  after: (afterId: number, limit: number) => Promise<VersionWithContent[]>;
  size: () => Promise<HistorySize>;
  /** The workflow's name in its latest version, if any. */
  nameOf: (workflowId: string) => Promise<string | null>;
  /** Deletes versions first seen before `before`, never the latest of a workflow and kind. */
  prune: (before: number) => Promise<number>;
}

export function versionRows(db: Kysely<Database>): VersionRows {
  const latest = (workflowId: string, kind: VersionKind) =>
    db
      .selectFrom('workflow_versions')
      .select(['id', 'seq', 'hash', 'content', 'last_seen_at'])
      .where('workflow_id', '=', workflowId)
      .where('kind', '=', kind)
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();

  async function attempt(input: VersionInput): Promise<VersionRow | null> {
    const before = await latest(input.workflowId, input.kind);
    if (before && before.hash === input.hash) {
      if (before.last_seen_at < input.at)
        await db
          .updateTable('workflow_versions')
          .set({ last_seen_at: input.at })
          .where('id', '=', before.id)
          .execute();
      return null;
    }
    const summary = summarizeVersion(
      before ? versionParts(parseContent(before.content), input.kind) : null,
      versionParts(input.content, input.kind),
    );
    const row = await db
      .insertInto('workflow_versions')
      .values({
        workflow_id: input.workflowId,
        kind: input.kind,
        seq: (before?.seq ?? 0) + 1,
        workflow_name: input.name,
        content: JSON.stringify(input.content),
        hash: input.hash,
        first_seen_at: input.at,
        last_seen_at: input.at,
        source: input.source,
        actor: input.actor,
        summary,
        previous_id: before ? before.id : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return fromRow(row);
  }

  return {
    record: (input) =>
      guarded(async () => {
        // Another instance may take the next number between our read and insert: read again.
        for (let tries = 1; ; tries += 1) {
          try {
            return await attempt(input);
          } catch (error) {
            if (tries >= 3) throw error;
          }
        }
      }),
    list: (workflowId, page) =>
      guarded(async () => {
        let query = db
          .selectFrom('workflow_versions')
          .selectAll()
          .where('workflow_id', '=', workflowId);
        const backwards = page.endingBefore !== undefined && page.startingAfter === undefined;
        if (page.startingAfter !== undefined) query = query.where('id', '<', page.startingAfter);
        else if (page.endingBefore !== undefined) query = query.where('id', '>', page.endingBefore);
        const rows = await query
          .orderBy('id', backwards ? 'asc' : 'desc')
          .limit(page.limit + 1)
          .execute();
        const more = rows.length > page.limit;
        const versions = rows.slice(0, page.limit).map(fromRow);
        return backwards
          ? { versions: versions.reverse(), hasNext: true, hasPrevious: more }
          : { versions, hasNext: more, hasPrevious: page.startingAfter !== undefined };
      }),
    get: (id) =>
      guarded(async () => {
        const row = await db
          .selectFrom('workflow_versions')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        return row ? { ...fromRow(row), content: parseContent(row.content) } : undefined;
      }),
    changes: (from, to, limit) =>
      guarded(async () => {
        const rows = await db
          .selectFrom('workflow_versions')
          .selectAll()
          .where('kind', '=', 'published')
          .where('first_seen_at', '>=', from)
          .where('first_seen_at', '<', to)
          .orderBy('first_seen_at', 'asc')
          .orderBy('id', 'asc')
          .limit(limit)
          .execute();
        return rows.map(fromRow);
      }),
    after: (afterId, limit) =>
      guarded(async () => {
        const rows = await db
          .selectFrom('workflow_versions')
          .selectAll()
          .where('id', '>', afterId)
          .orderBy('id', 'asc')
          .limit(limit)
          .execute();
        return rows.map((row) => ({ ...fromRow(row), content: parseContent(row.content) }));
      }),
    size: () =>
      guarded(async () => {
        const row = await db
          .selectFrom('workflow_versions')
          .select((eb) => [
            eb.fn.countAll<string | number>().as('versions'),
            eb.fn.count<string | number>('workflow_id').distinct().as('workflows'),
            eb.fn.min<string | number | null>('first_seen_at').as('oldest'),
          ])
          .executeTakeFirstOrThrow();
        const oldest = row.oldest === null ? null : Number(row.oldest);
        return {
          versions: Number(row.versions),
          workflows: Number(row.workflows),
          oldest: oldest === null ? null : iso(oldest),
        };
      }),
    nameOf: (workflowId) =>
      guarded(async () => {
        const row = await db
          .selectFrom('workflow_versions')
          .select('workflow_name')
          .where('workflow_id', '=', workflowId)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        return row?.workflow_name ?? null;
      }),
    prune: (before) =>
      guarded(async () => {
        const result = await db
          .deleteFrom('workflow_versions')
          .where('first_seen_at', '<', before)
          // Only a version with a newer one of its workflow and kind: the latest always stays.
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('workflow_versions as newer')
                .select('newer.id')
                .whereRef('newer.workflow_id', '=', 'workflow_versions.workflow_id')
                .whereRef('newer.kind', '=', 'workflow_versions.kind')
                .whereRef('newer.seq', '>', 'workflow_versions.seq'),
            ),
          )
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      }),
  };
}
