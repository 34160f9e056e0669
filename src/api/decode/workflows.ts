/** A single workflow, as GET /workflows/{id}, the settings PUT and discard-draft answer it. */
import * as v from 'valibot';
import type { Decoded } from './core';
import { readForm } from './form-fields';
import { anyObject, nameSet, optionalText } from './fields';
import { parseLayout } from './layout';
import { summaryEntries } from './workflow-summary';

/** Layouts are read tolerantly (edges have no published shape): problems are listed, never thrown. */
const layout = v.pipe(v.optional(v.unknown(), null), v.transform(parseLayout));

const detailEntries = {
  ...summaryEntries,
  template: layout,
  template_draft: layout,
  stats: anyObject,
  account_template_id: optionalText,
  /** Admin-only fields: null when the answer does not carry them (not in admin view). */
  groups: v.fallback(v.nullable(nameSet), null),
  is_template: v.fallback(v.nullable(v.boolean()), null),
  auto_clone_for_new_users: v.fallback(v.nullable(v.boolean()), null),
  managed_by: optionalText,
};

/** A workflow as the discard-draft call answers it (without form and form_data). */
export const workflowWithoutForm = v.object(detailEntries);
export type WorkflowWithoutForm = Decoded<typeof workflowWithoutForm>;

/**
 * A workflow as GET /workflows/{id} and the settings PUT answer it; `form_problems` says which field
 * definitions could not be used.
 */
export const workflow = v.pipe(
  v.object({ ...detailEntries, form: v.optional(v.unknown(), null), form_data: anyObject }),
  v.transform(({ form, ...rest }) => {
    const { fields, problems } = readForm(form);
    return { ...rest, form: fields, form_problems: problems };
  }),
);
export type Workflow = Decoded<typeof workflow>;
