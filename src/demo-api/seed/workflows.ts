/** Workflow records built from the plans: layouts and drafts, trigger settings, forms and answers, times. */
import type { WorkflowLayoutTemplate } from '@/api/wire';
import { SEED_NOW_MS } from '@/demo-api/store/clock';
import { createRandom, type Random } from '@/demo-api/store/random';
import type {
  ActionTypeRecord,
  JsonObject,
  UserRecord,
  WorkflowRecord,
} from '@/demo-api/store/records';
import { actionTypeNamed } from './action-types';
import { draftLayout, type DraftContext } from './drafts';
import {
  addMalformedEdges,
  dropPositions,
  generateLayout,
  startOnlyLayout,
  type ActionTypeRef,
} from './layouts';
import type { ProviderLists } from './provider';
import { buildAnswers, buildSettingsForm } from './settings';
import { draftTriggerSettings, triggerSettings, type TriggerSettings } from './triggers';
import { between, clone, daysAgo, DAY, HOUR, idAt, iso } from './util';
import { planWorkflows, type WorkflowPlan } from './workflow-plans';

export interface WorkflowInputs {
  actionTypes: readonly ActionTypeRecord[];
  users: readonly UserRecord[];
  lists: ProviderLists;
}

interface Build {
  rng: Random;
  inputs: WorkflowInputs;
  refs: Map<string, ActionTypeRef>;
  draft: DraftContext;
  /** Main's templates by key, for their clones. */
  templates: Map<string, WorkflowRecord>;
  turn: number;
}

const refOf = (t: ActionTypeRecord): ActionTypeRef => ({
  id: t.id,
  name: t.name,
  icon: { ...t.icon },
});

interface Layouts {
  template: WorkflowLayoutTemplate;
  template_draft: WorkflowLayoutTemplate;
}

function layoutsFor(b: Build, plan: WorkflowPlan, source: WorkflowRecord | undefined): Layouts {
  const { rng, refs } = b;
  const first = refOf(actionTypeNamed(b.inputs.actionTypes, plan.firstAction));
  const others = [...refs.values()].filter((r) => r.id !== first.id);
  const theme = [first, ...rng.sample(others, plan.size > 100 ? 10 : 3)];
  const generated = () => generateLayout(rng, { size: plan.size, actionTypes: theme, refs });
  if (plan.special === 'unpublished_draft')
    return { template: startOnlyLayout(), template_draft: generated() };
  const template = source ? clone(source.template) : generated();
  const nodeId = (i: number): string => template.nodes[i]?.id ?? '';
  if (plan.special === 'missing_positions') dropPositions(template, [nodeId(2), nodeId(5)]);
  const template_draft = plan.layoutChanges
    ? draftLayout(template, plan.layoutChanges, b.draft)
    : clone(template);
  if (plan.special === 'missing_positions') dropPositions(template_draft, [nodeId(3)]);
  if (plan.special === 'malformed_edges') {
    addMalformedEdges(template);
    addMalformedEdges(template_draft);
  }
  return { template, template_draft };
}

interface Times {
  created: number;
  published: number | null;
  updated: number;
}

function timesFor(
  b: Build,
  plan: WorkflowPlan,
  hasDraft: boolean,
  source: WorkflowRecord | undefined,
): Times {
  const { rng } = b;
  const owner = b.inputs.users.find((u) => u.key === plan.owner);
  const ownerSince = owner ? Date.parse(owner.created_at) + DAY : SEED_NOW_MS - 400 * DAY;
  const created = source
    ? Date.parse(source.created_at) + rng.int(1, 30) * DAY + rng.int(0, 23) * HOUR
    : plan.special === 'start_only'
      ? daysAgo(rng, 1, 5)
      : Math.max(ownerSince, plan.isTemplate ? daysAgo(rng, 330, 370) : daysAgo(rng, 20, 370));
  const published = plan.published ? between(rng, created + HOUR, created + 30 * DAY) : null;
  const base = published ?? created;
  const updated = hasDraft || !plan.published ? between(rng, base + HOUR, base + 90 * DAY) : base;
  return { created, published, updated };
}

function runHistory(
  rng: Random,
  plan: WorkflowPlan,
  published: number | null,
): { count: number; last: string | null } {
  if (published === null || plan.isTemplate) return { count: 0, last: null };
  const count = rng.chance(0.15) ? 0 : plan.on ? rng.int(5, 2400) : rng.int(1, 300);
  return {
    count,
    last: count > 0 ? iso(between(rng, published + HOUR, SEED_NOW_MS - HOUR)) : null,
  };
}

function triggersFor(
  b: Build,
  plan: WorkflowPlan,
  source: WorkflowRecord | undefined,
): [TriggerSettings, TriggerSettings] {
  const published: TriggerSettings = source
    ? {
        event_trigger: clone(source.event_trigger),
        match_conditions: clone(source.match_conditions),
        trigger_conditions: clone(source.trigger_conditions),
      }
    : triggerSettings(b.rng, plan.trigger);
  const draft = plan.triggerDraft.length
    ? draftTriggerSettings(b.rng, published, plan.triggerDraft)
    : clone(published);
  return [published, draft];
}

function buildWorkflow(b: Build, plan: WorkflowPlan): WorkflowRecord {
  const source = plan.cloneOf ? b.templates.get(plan.cloneOf) : undefined;
  const hasDraft =
    plan.special === 'draft_equals_published' ||
    plan.layoutChanges !== null ||
    plan.triggerDraft.length > 0;
  const times = timesFor(b, plan, hasDraft, source);
  const layouts = layoutsFor(b, plan, source);
  const [trigger, triggerDraft] = triggersFor(b, plan, source);
  const form = source ? clone(source.form) : buildSettingsForm(b.rng, plan.form);
  const answers = buildAnswers(form, b.inputs.lists, plan.answers, b.turn);
  b.turn += 1;
  const history = runHistory(b.rng, plan, times.published);
  const formData: Record<string, JsonObject> = Object.keys(answers).length
    ? { [plan.owner]: answers }
    : {};
  return {
    id: idAt(b.rng, times.created),
    owner_user_key: plan.owner,
    key: plan.key,
    name: plan.name,
    description: plan.description,
    on: plan.published && plan.on,
    is_managed: plan.isManaged,
    is_template: plan.isTemplate,
    auto_clone_for_new_users: plan.autoClone,
    managed_by: plan.isTemplate || plan.isManaged ? 'account' : 'user',
    account_template_id: source?.id ?? null,
    groups: [...plan.groups],
    has_draft: hasDraft,
    ...layouts,
    event_trigger: trigger.event_trigger,
    event_trigger_draft: triggerDraft.event_trigger,
    match_conditions: trigger.match_conditions,
    match_conditions_draft: triggerDraft.match_conditions,
    trigger_conditions: trigger.trigger_conditions,
    trigger_conditions_draft: triggerDraft.trigger_conditions,
    form,
    form_data_by_user: formData,
    stats: {},
    executions_count: history.count,
    created_at: iso(times.created),
    updated_at: iso(times.updated),
    last_executed_at: history.last,
    last_published_at: times.published === null ? null : iso(times.published),
    failing_steps: {},
  };
}

export function buildWorkflows(seed: number, inputs: WorkflowInputs): WorkflowRecord[] {
  const rng = createRandom(seed);
  const refs = new Map(inputs.actionTypes.map((t) => [t.id, refOf(t)]));
  const b: Build = {
    rng,
    inputs,
    refs,
    draft: { rng, pool: [...refs.values()], refs },
    templates: new Map(),
    turn: 0,
  };
  const records = planWorkflows(seed + 1).map((plan) => {
    const record = buildWorkflow(b, plan);
    if (plan.isTemplate) b.templates.set(plan.key, record);
    return record;
  });
  return records.sort((a, b2) => (a.id < b2.id ? -1 : 1));
}
