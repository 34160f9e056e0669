/** The "Save view" form's values and schema (loaded with its dialog, not with the lists). */
import * as v from 'valibot';
import { filledIn } from '@/lib/form/resolver';
import { VIEW_NAME_MAX } from './saved-views';

export interface SaveViewValues {
  name: string;
  /** Behind the gateway: share with the team. */
  shared: boolean;
}

/** The "Save view" form: a name (trimmed, at most VIEW_NAME_MAX characters). */
export const saveViewSchema = v.object({
  name: v.pipe(
    filledIn('Give the view a name.'),
    v.check(
      (name) => name.trim().length <= VIEW_NAME_MAX,
      `A view's name has at most ${String(VIEW_NAME_MAX)} characters.`,
    ),
  ),
  shared: v.boolean(),
});
