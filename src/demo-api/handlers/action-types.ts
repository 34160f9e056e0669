/** /action_types/{id} and its discard_draft. */
import { notFound } from '../http/errors';
import type { RouteContext, Router } from '../http/route';
import * as serialize from '../serialize';
import { nowInstant } from '../store/clock';
import type { ActionTypeRecord } from '../store/records';

function find({ params, db }: RouteContext): ActionTypeRecord {
  const record = db.actionTypes.get(params.id ?? '');
  if (!record) throw notFound('action type', params.id ?? '');
  return record;
}

function getActionType(context: RouteContext) {
  return { body: serialize.actionType(find(context), context) };
}

function discardDraft(context: RouteContext) {
  const record = find(context);
  if (!record.has_draft) return { body: serialize.actionType(record, context) };
  const updated = context.db.actionTypes.put({
    ...record,
    url_draft: record.url,
    http_method_draft: record.http_method,
    headers_draft: record.headers,
    params_draft: record.params,
    code_draft: record.code,
    form_draft: structuredClone(record.form),
    icon_draft: structuredClone(record.icon),
    response_data_schema_draft: structuredClone(record.response_data_schema),
    has_draft: false,
    updated_at: nowInstant(),
  });
  context.db.recordEvent(
    'action_type.draft_discarded',
    { object: 'action_type', id: record.id },
    null,
    {
      action_type_name: record.name,
    },
  );
  return { body: serialize.actionType(updated, context) };
}

export function actionTypeHandlers(router: Router) {
  return [
    router.route('get', '/action_types/:id', getActionType),
    router.route('post', '/action_types/:id/discard_draft', discardDraft),
  ];
}
