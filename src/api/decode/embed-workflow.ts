/**
 * A workflow as the embed API gives it to an end user's browser (GET /embed-api/workflows/{id} and
 * the save's answer): name, description, the form and the user's answers, nothing else. Read as the
 * console reads a workflow (./workflows.ts): tolerant values, and `form_problems` naming the field
 * definitions that could not be used. Without valibot (field by field, as ./form-fields.ts reads a
 * form), so the React package's headless hook stays small.
 */
import { isPlainObject, nonEmptyString } from '@/utils/guards';
import { readForm, type Field } from './form-fields';

export interface EmbedWorkflow {
  name: string;
  description: string | null;
  form: Field[];
  /** Field definitions that were left out, in words. */
  form_problems: string[];
  /** The user's answers, by field id or name. */
  form_data: Record<string, unknown>;
}

/** The workflow, or undefined when the answer is not an object at all. */
export function readEmbedWorkflow(answer: unknown): EmbedWorkflow | undefined {
  if (!isPlainObject(answer)) return undefined;
  const { fields, problems } = readForm(answer.form);
  return {
    name: typeof answer.name === 'string' ? answer.name : '',
    description: nonEmptyString(answer.description) ?? null,
    form: fields,
    form_problems: problems,
    form_data: isPlainObject(answer.form_data) ? answer.form_data : {},
  };
}
