/**
 * A row of the workflow list. Its own module: the list is the first screen, so this decoder is in the
 * first load, while the single workflow's (./workflows.ts, with layouts and forms) loads when needed.
 */
import * as v from 'valibot';
import type { Decoded } from './core';
import { count, flag, id, jsonObject, optionalText, text, textList, timestamp } from './fields';

export const summaryEntries = {
  id,
  name: text,
  key: text,
  description: optionalText,
  status: text,
  on: flag,
  has_draft: flag,
  is_managed: flag,
  action_type_ids: textList,
  actions_count: count,
  executions_count: count,
  event_trigger: jsonObject,
  event_trigger_draft: jsonObject,
  match_conditions: jsonObject,
  match_conditions_draft: jsonObject,
  trigger_conditions: jsonObject,
  trigger_conditions_draft: jsonObject,
  ...timestamp('created_at'),
  ...timestamp('updated_at'),
  ...timestamp('last_executed_at'),
  ...timestamp('last_published_at'),
};

/** The list omits layouts, forms and the admin-only fields. */
export const workflowSummary = v.object(summaryEntries);
export type WorkflowSummary = Decoded<typeof workflowSummary>;
