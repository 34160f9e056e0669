/**
 * A workflow as the embed API gives it to an end user's browser (GET /embed-api/workflows/{id} and
 * the save's answer): name, description, the form and the user's answers, nothing else. Read as the
 * console reads a workflow (./workflows.ts): tolerant values, and `form_problems` naming the field
 * definitions that could not be used.
 */
import * as v from 'valibot';
import type { Decoded } from './core';
import { anyObject, optionalText, text } from './fields';
import { readForm } from './form-fields';

export const embedWorkflow = v.pipe(
  v.object({
    name: text,
    description: optionalText,
    form: v.optional(v.unknown(), null),
    form_data: anyObject,
  }),
  v.transform(({ form, ...rest }) => {
    const { fields, problems } = readForm(form);
    return { ...rest, form: fields, form_problems: problems };
  }),
);
export type EmbedWorkflow = Decoded<typeof embedWorkflow>;
