import type { ActionType } from '@/api/models';

/**
 * The draft fields as the service sent them (as the console decoded them; secrets are placeholders,
 * never values), for the download offered before a discard.
 */
export function actionTypeDraftSnapshot(actionType: ActionType, now = new Date()) {
  return {
    exported_at: now.toISOString(),
    action_type: { id: actionType.id, name: actionType.name },
    url_draft: actionType.url_draft,
    http_method_draft: actionType.http_method_draft,
    headers_draft: actionType.headers_draft,
    params_draft: actionType.params_draft,
    code_draft: actionType.code_draft,
    form_draft: actionType.form_draft,
    icon_draft: actionType.icon_draft,
    response_data_schema_draft: actionType.response_data_schema_draft,
  };
}
