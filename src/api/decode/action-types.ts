/** Action types: each published field with its `*_draft` twin. */
import * as v from 'valibot';
import type { Decoded } from './core';
import { dataTypeList } from './data-types';
import { readFields } from './form-fields';
import { count, flag, id, nameSet, optionalText, text, timestamp } from './fields';

/**
 * A list of form field definitions (./form-fields.ts): [] when missing or not a list. Here rather
 * than in ./fields.ts, which the console's first load uses: only action types and installed
 * schemas carry forms this way.
 */
export const fieldList = v.pipe(v.optional(v.unknown(), null), v.transform(readFields));

/** Icon configuration (`url`, and in installed-app schemas `type` and `background_color`). */
export const icon = v.fallback(
  v.object({ url: optionalText, type: optionalText, background_color: optionalText }),
  { url: null, type: null, background_color: null },
);
export type Icon = Decoded<typeof icon>;

export const actionType = v.object({
  id,
  name: text,
  description: optionalText,
  type: text,
  source: optionalText,
  app_name: optionalText,
  primary_category: optionalText,
  secondary_category: optionalText,
  on: flag,
  has_draft: flag,
  groups: nameSet,
  executed_count: count,
  required_app_connection: optionalText,
  wait_for_callback: flag,
  callback_timeout_n: count,
  callback_timeout_unit: optionalText,
  url: optionalText,
  url_draft: optionalText,
  http_method: optionalText,
  http_method_draft: optionalText,
  headers: optionalText,
  headers_draft: optionalText,
  params: optionalText,
  params_draft: optionalText,
  code: optionalText,
  code_draft: optionalText,
  form: fieldList,
  form_draft: fieldList,
  icon,
  icon_draft: icon,
  response_data_schema: dataTypeList,
  response_data_schema_draft: dataTypeList,
  ...timestamp('created_at'),
  ...timestamp('updated_at'),
  ...timestamp('last_executed_at'),
  ...timestamp('last_published_at'),
});
export type ActionType = Decoded<typeof actionType>;
