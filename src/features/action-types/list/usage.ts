/**
 * The account's action types as the console can know them: the interface has no list of action
 * types, but every workflow in the list carries its `action_type_ids`. This gathers, from the
 * workflows read, each action type id and the workflows that use it, in the order first met; and
 * holds the list screen's filters (`draft`, `app`), applied once an action type is read. Pure.
 */
import type { ActionType } from '@/api/models';
import { booleanParam, textParam, type ParamValues } from '@/lib/list-search';

/** The workflows using each action type id, in the order the ids were first met. */
export function usageOf(
  workflows: readonly { id: string; action_type_ids: readonly string[] }[],
): Map<string, string[]> {
  const usage = new Map<string, string[]>();
  for (const workflow of workflows) {
    for (const id of new Set(workflow.action_type_ids)) {
      if (id === '') continue;
      const users = usage.get(id);
      if (users) users.push(workflow.id);
      else usage.set(id, [workflow.id]);
    }
  }
  return usage;
}

/** The app an action type belongs to: its app's name, else the app connection it needs. */
export function appOf(
  actionType: Pick<ActionType, 'app_name' | 'required_app_connection'>,
): string | null {
  return actionType.app_name ?? actionType.required_app_connection ?? null;
}

/** `/action-types?user_key=&draft=true&app=Acme CRM`. */
export const actionTypeListParams = { user_key: textParam, draft: booleanParam, app: textParam };

export type ActionTypeListValues = ParamValues<typeof actionTypeListParams>;

/** Whether a read action type passes the filters (one not read yet passes none but "any"). */
export function matchesActionTypeFilters(
  values: ActionTypeListValues,
  actionType: ActionType | undefined,
): boolean {
  if (values.draft === undefined && values.app === undefined) return true;
  if (!actionType) return false;
  if (values.draft !== undefined && actionType.has_draft !== values.draft) return false;
  return values.app === undefined || appOf(actionType) === values.app;
}
