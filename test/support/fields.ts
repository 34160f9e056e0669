/** Field definitions for tests: written as the service sends them, decoded as the app receives them. */
import { readEmbedWorkflow, type EmbedWorkflow } from '@/api/decode/embed-workflow';
import { readField, readFieldData } from '@/api/decode/form-fields';
import type { Field } from '@/api/models';
import type { Field as WireField } from '@/api/wire';

export function makeField(name: string, type: string, extra: Partial<WireField> = {}): Field {
  const field = readField({
    id: `fld_${name.replace(/\W+/g, '_')}`,
    name,
    label: name.charAt(0).toUpperCase() + name.slice(1),
    description: null,
    type,
    required: false,
    advanced: false,
    data: {},
    object: 'field',
    ...extra,
  });
  if (!field) throw new Error(`makeField: "${name}" is not a readable field`);
  return field;
}

/** A field's `data` as the service sends it, decoded as the app receives it. */
export function makeFieldData(data: Partial<WireField['data']>): Field['data'] {
  return readFieldData(data);
}

/** A workflow as the embed API sends it, read as the embed and the headless hook receive it. */
export function makeEmbedWorkflow(answer: Record<string, unknown>): EmbedWorkflow {
  const workflow = readEmbedWorkflow(answer);
  if (!workflow) throw new Error('makeEmbedWorkflow: not a workflow');
  return workflow;
}
