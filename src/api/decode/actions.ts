/** Actions: one step of an execution. An action is known by its uuid (or, failing that, hashid). */
import * as v from 'valibot';
import type { Decoded } from './core';
import { anyObject, optionalText, text, timestamp } from './fields';

export const action = v.pipe(
  v.object({
    uuid: text,
    hashid: text,
    execution_id: text,
    /** Not in the interface; the demo API sends it (see the OpenAPI document). */
    workflow_id: optionalText,
    node_id: text,
    name: text,
    /** Any string: unknown states are shown as they came. */
    status: text,
    log: anyObject,
    failure_note: optionalText,
    ...timestamp('run_at'),
    ...timestamp('completed_at'),
    ...timestamp('failed_at'),
    ...timestamp('stopped_at'),
  }),
  v.check((a) => a.uuid !== '' || a.hashid !== '', 'an action without a uuid or hashid'),
);
export type Action = Decoded<typeof action>;
