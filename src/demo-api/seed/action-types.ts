/** Action types built from the hand-written specs, with drafts where a spec declares one. */
import type { Field } from '@/api/wire';
import { createRandom, type Random } from '@/demo-api/store/random';
import type { ActionTypeRecord } from '@/demo-api/store/records';
import { APP_NAMES, appIconUrl, type ActionTypeSpec, type FormOp } from './action-spec';
import { CHATTER_SPECS } from './action-specs-chatter';
import { CRM_SPECS } from './action-specs-crm';
import { MAIL_BILLING_SPECS } from './action-specs-mail-billing';
import { SUPPORT_SCHEDULING_SPECS } from './action-specs-support';
import { responseSchema } from './data-types';
import { field } from './forms';
import { between, clone, daysAgo, DAY, idAt, iso } from './util';

export const ACTION_TYPE_SPECS: readonly ActionTypeSpec[] = [
  ...CHATTER_SPECS,
  ...CRM_SPECS,
  ...MAIL_BILLING_SPECS,
  ...SUPPORT_SCHEDULING_SPECS,
];

/** Applies draft form edits; untouched fields keep their ids, added fields get new ones. */
function applyFormOps(rng: Random, form: Field[], ops: readonly FormOp[]): Field[] {
  let next = clone(form);
  for (const op of ops) {
    if ('add' in op) next.push(field(rng, op.add));
    else if ('remove' in op) next = next.filter((f) => f.name !== op.remove);
    else next = next.map((f) => (f.name === op.change ? { ...f, ...op.patch } : f));
  }
  return next;
}

interface Times {
  created_at: string;
  updated_at: string;
  last_published_at: string;
  last_executed_at: string | null;
  createdMs: number;
}

function times(rng: Random, hasDraft: boolean, executed: boolean): Times {
  const created = daysAgo(rng, 250, 400);
  const published = between(rng, created + DAY, created + 200 * DAY);
  const updated = hasDraft ? between(rng, published + DAY, published + 60 * DAY) : published;
  return {
    created_at: iso(created),
    updated_at: iso(updated),
    last_published_at: iso(published),
    last_executed_at: executed ? iso(daysAgo(rng, 0.1, 20)) : null,
    createdMs: created,
  };
}

function buildActionType(rng: Random, spec: ActionTypeSpec, index: number): ActionTypeRecord {
  const draft = spec.draft;
  const executedCount = index % 7 === 6 ? 0 : rng.int(12, 9000);
  const { createdMs, ...stamps } = times(rng, draft !== undefined, executedCount > 0);
  const form = spec.form.map((f) => field(rng, f));
  const response = responseSchema(spec.response);
  const icon = { url: spec.icon ?? appIconUrl(spec.app) };
  return {
    id: idAt(rng, createdMs),
    name: spec.name,
    description: spec.description,
    type: 'CustomApiRequest',
    source: spec.app ? 'apps' : null,
    app_name: spec.app ? APP_NAMES[spec.app] : null,
    primary_category: spec.categories[0],
    secondary_category: spec.categories[1],
    on: spec.name !== 'Delete CRM note',
    has_draft: draft !== undefined,
    groups: index % 5 === 0 ? ['admins'] : [],
    executed_count: executedCount,
    required_app_connection: spec.app,
    wait_for_callback: spec.callback !== undefined,
    callback_timeout_n: spec.callback?.n ?? null,
    callback_timeout_unit: spec.callback?.unit ?? null,
    url: spec.url,
    url_draft: draft?.url ?? spec.url,
    http_method: spec.http_method,
    http_method_draft: draft?.http_method ?? spec.http_method,
    headers: spec.headers,
    headers_draft: draft?.headers ?? spec.headers,
    params: spec.params,
    params_draft: draft?.params ?? spec.params,
    code: spec.code ?? null,
    code_draft: draft?.code !== undefined ? draft.code : (spec.code ?? null),
    form,
    form_draft: draft?.form ? applyFormOps(rng, form, draft.form) : clone(form),
    icon,
    icon_draft: draft?.icon ? { url: draft.icon } : clone(icon),
    response_data_schema: response,
    response_data_schema_draft: draft?.response ? responseSchema(draft.response) : clone(response),
    ...stamps,
  };
}

export function buildActionTypes(seed: number): ActionTypeRecord[] {
  const rng = createRandom(seed);
  const records = ACTION_TYPE_SPECS.map((spec, index) => buildActionType(rng, spec, index));
  return records.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** The action type of that name (the specs' names are unique). */
export function actionTypeNamed(
  types: readonly ActionTypeRecord[],
  name: string,
): ActionTypeRecord {
  const found = types.find((t) => t.name === name);
  if (!found) throw new Error(`no action type named ${name}`);
  return found;
}
