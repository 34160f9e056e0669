/** Users, known by their key. */
import * as v from 'valibot';
import type { Decoded } from './core';
import { dataTypeList } from './data-types';
import { id, optionalNameSet, optionalText, text, timestamp } from './fields';

export const user = v.object({
  id: text,
  key: id,
  email: text,
  name: optionalText,
  groups: optionalNameSet,
  time_zone: text,
  user_data_schema: dataTypeList,
  ...timestamp('created_at'),
});
export type User = Decoded<typeof user>;
