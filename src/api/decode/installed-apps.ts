/** Installed apps (known by their identifier) and the schema install and update answers carry. */
import * as v from 'valibot';
import { fieldList, icon } from './action-types';
import type { Decoded } from './core';
import { schemaDataType } from './data-types';
import { flag, id, listOf, nameSet, optionalText, text, textMap, timestamp } from './fields';

export const installedApp = v.object({
  id: text,
  app_identifier: id,
  name: text,
  app_version: text,
  available_version: text,
  previous_version: optionalText,
  upgrade_available: flag,
  groups: nameSet,
  icon,
  ...timestamp('last_used_at'),
  ...timestamp('upgraded_at'),
});
export type InstalledApp = Decoded<typeof installedApp>;

const schemaDataTypes = listOf(schemaDataType);

export const schemaTrigger = v.object({
  key: optionalText,
  name: optionalText,
  description: optionalText,
  data_schema: schemaDataTypes,
});
export type SchemaTrigger = Decoded<typeof schemaTrigger>;

export const schemaAction = v.object({
  name: text,
  description: optionalText,
  type: text,
  source: optionalText,
  url: optionalText,
  http_method: optionalText,
  headers: textMap,
  params: textMap,
  form: fieldList,
  icon,
  response_data_schema: schemaDataTypes,
  required_app_connection: optionalText,
});
export type SchemaAction = Decoded<typeof schemaAction>;

export const connectionField = v.object({
  name: text,
  type: text,
  label: text,
  required: flag,
  description: optionalText,
});
export type ConnectionField = Decoded<typeof connectionField>;

export const installedSchema = v.object({
  name: text,
  identifier: text,
  description: optionalText,
  primary_category: optionalText,
  secondary_category: optionalText,
  triggers: listOf(schemaTrigger),
  actions: listOf(schemaAction),
  connection: v.fallback(
    v.object({ fields: listOf(connectionField), setup_instructions: optionalText }),
    { fields: [], setup_instructions: null },
  ),
});
export type InstalledSchema = Decoded<typeof installedSchema>;

/** An installed app as install and update answer it; a missing schema is null, not an error. */
export const installedAppWithSchema = v.object({
  ...installedApp.entries,
  installed_schema: v.fallback(v.nullable(installedSchema), null),
});
export type InstalledAppWithSchema = Decoded<typeof installedAppWithSchema>;
