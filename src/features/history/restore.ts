/**
 * "Restore as draft": a version's layout, trigger and conditions written as the workflow's draft with
 * PUT /workflows/{id} (an extension), `name` and `on` sent as they are (the service's default for a
 * missing `on` is true, which would switch an off workflow on). Nothing is published.
 */
import { unwrap } from '@/api/client';
import { api } from '@/api/current';
import { trackExtension } from '@/api/extensions';
import { versionParts } from '@/lib/diff/version-summary';
import { isPlainObject } from '@/utils/guards';
import type { VersionDetail } from './api';

export interface RestoreBody {
  name: string;
  on: boolean;
  template_draft: Record<string, unknown>;
  trigger_conditions_draft?: Record<string, unknown>;
  event_trigger_draft?: string;
  match_conditions_draft?: string;
}

/**
 * What the update sends. The interface takes the trigger by its key and the match as `all` or `any`;
 * a version without them leaves the draft's own as they are.
 */
export function restoreBody(
  workflow: { name: string; on: boolean },
  version: Pick<VersionDetail, 'content' | 'kind'>,
): RestoreBody | undefined {
  const parts = versionParts(version.content, version.kind);
  if (!isPlainObject(parts.layout)) return undefined;
  const trigger = isPlainObject(parts.trigger) ? parts.trigger.key : undefined;
  const match = isPlainObject(parts.matchConditions) ? parts.matchConditions.match : undefined;
  return {
    name: workflow.name,
    on: workflow.on,
    template_draft: parts.layout,
    ...(isPlainObject(parts.triggerConditions)
      ? { trigger_conditions_draft: parts.triggerConditions }
      : {}),
    ...(typeof trigger === 'string' && trigger !== '' ? { event_trigger_draft: trigger } : {}),
    ...(match === 'all' || match === 'any' ? { match_conditions_draft: match } : {}),
  };
}

export function restoreVersion(workflowId: string, body: RestoreBody, idempotencyKey: string) {
  const endpoint = 'PUT /workflows/{id}';
  return trackExtension(
    'update',
    unwrap(
      endpoint,
      api().PUT('/workflows/{id}', {
        params: { path: { id: workflowId } },
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    ),
  );
}
