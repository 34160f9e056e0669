/**
 * Workflow history, kept by the gateway (`/auth/workflows/:id/versions`, `/auth/versions/:id`,
 * `/auth/history/status`): the versions of a workflow the gateway has seen, newest first, and one
 * version's content as a side to compare or restore.
 */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { decodeList, decodeRecord } from '@/api/decode/core';
import { anyObject, optionalText, text } from '@/api/decode/fields';
import { parseLayout } from '@/api/decode/layout';
import { gatewayJson } from '@/api/gateway';
import type { ParsedLayout } from '@/api/models';
import { pageQuery, type PageParams } from '@/lib/list-search';
import { versionParts } from '@/lib/diff/version-summary';

const whole = v.pipe(v.number(), v.integer());

const versionEntries = {
  id: whole,
  workflow_id: text,
  workflow_name: optionalText,
  kind: v.fallback(v.picklist(['published', 'draft']), 'published'),
  number: v.fallback(whole, 0),
  hash: text,
  first_seen_at: text,
  last_seen_at: text,
  source: v.fallback(v.picklist(['read', 'scan', 'console']), 'read'),
  actor: optionalText,
  summary: text,
  previous_version_id: v.fallback(v.nullable(whole), null),
};

export const versionSummary = v.object(versionEntries);
export type VersionSummary = v.InferOutput<typeof versionSummary>;

const versionDetail = v.object({ ...versionEntries, content: anyObject });
export type VersionDetail = v.InferOutput<typeof versionDetail>;

const watchState = v.fallback(
  v.nullable(
    v.object({
      watched_by: optionalText,
      watched_at: optionalText,
      opened_at: optionalText,
      is_template: v.fallback(v.boolean(), false),
    }),
  ),
  null,
);
export type WatchState = v.InferOutput<typeof watchState>;

export async function listVersions(workflowId: string, page: PageParams, signal?: AbortSignal) {
  const query = new URLSearchParams(
    Object.entries(pageQuery(page)).map(([name, value]) => [name, String(value)]),
  );
  const data = await gatewayJson(
    'GET',
    `/auth/workflows/${encodeURIComponent(workflowId)}/versions?${query.toString()}`,
    signal,
  );
  const endpoint = 'GET /auth/workflows/{id}/versions';
  return {
    ...decodeList(endpoint, versionSummary, data),
    watch: v.parse(v.object({ watch: watchState }), data).watch,
  };
}

export async function getVersion(id: string, signal?: AbortSignal): Promise<VersionDetail> {
  const data = await gatewayJson('GET', `/auth/versions/${encodeURIComponent(id)}`, signal);
  return decodeRecord('GET /auth/versions/{id}', versionDetail, data);
}

export async function setWatch(workflowId: string, userKey: string, watching: boolean) {
  const path = `/auth/workflows/${encodeURIComponent(workflowId)}/watch`;
  const data = await gatewayJson(watching ? 'POST' : 'DELETE', path, undefined, {
    user_key: userKey,
  });
  return v.parse(v.object({ watch: watchState }), data).watch;
}

/** A version's layout and the trigger and conditions that go with it, as the compare page reads them. */
export interface VersionSide {
  layout: ParsedLayout;
  fields: { event_trigger: unknown; match_conditions: unknown; trigger_conditions: unknown };
}

export function versionSide(version: Pick<VersionDetail, 'content' | 'kind'>): VersionSide {
  const parts = versionParts(version.content, version.kind);
  return {
    layout: parseLayout(parts.layout),
    fields: {
      event_trigger: parts.trigger,
      match_conditions: parts.matchConditions,
      trigger_conditions: parts.triggerConditions,
    },
  };
}

/** "Published version 3", "Draft version 2". */
export const versionLabel = (version: Pick<VersionSummary, 'kind' | 'number'>) =>
  `${version.kind === 'published' ? 'Published' : 'Draft'} version ${version.number}`;

/** How a version came to be kept, in words. */
export function howSeen(version: Pick<VersionSummary, 'source' | 'actor'>): string {
  const who = version.actor ?? 'someone';
  switch (version.source) {
    case 'console':
      return `Made by ${who} through the console`;
    case 'scan':
      return 'Found by the background scan';
    case 'read':
      return `Seen when ${who} opened it`;
  }
}

const count = v.fallback(v.number(), 0);
const scanResult = v.object({
  workflows: count,
  changes: count,
  errors: count,
  failures: count,
  firings: count,
  requests: count,
  duration_ms: count,
});

const historyStatus = v.object({
  interval_seconds: count,
  retention_days: v.fallback(v.nullable(v.number()), null),
  git_export: v.fallback(v.boolean(), false),
  scope: v.object({ templates: count, opened: count, watched: count, total: count }),
  scan: v.object({
    running: v.fallback(v.boolean(), false),
    this_instance: v.fallback(v.boolean(), false),
    started_at: optionalText,
    finished_at: optionalText,
    waiting_until: optionalText,
    last: v.fallback(v.nullable(scanResult), null),
  }),
  size: v.object({ versions: count, workflows: count, oldest: optionalText }),
});
export type HistoryStatus = v.InferOutput<typeof historyStatus>;

export async function getHistoryStatus(signal?: AbortSignal): Promise<HistoryStatus> {
  const data = await gatewayJson('GET', '/auth/history/status', signal);
  return decodeRecord('GET /auth/history/status', historyStatus, data);
}

export const historyQueries = {
  status: () =>
    queryOptions({
      queryKey: [...historyQueries.all(), 'status'] as const,
      queryFn: ({ signal }) => getHistoryStatus(signal),
      staleTime: 0,
    }),
  all: () => ['gateway-history'] as const,
  list: (workflowId: string, page: PageParams) =>
    queryOptions({
      queryKey: [...historyQueries.all(), 'list', workflowId, page] as const,
      queryFn: ({ signal }) => listVersions(workflowId, page, signal),
      staleTime: 0,
    }),
  /** A version never changes once recorded. */
  version: (id: string) =>
    queryOptions({
      queryKey: [...historyQueries.all(), 'version', id] as const,
      queryFn: ({ signal }) => getVersion(id, signal),
      staleTime: Infinity,
    }),
};
