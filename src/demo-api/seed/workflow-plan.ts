/** The plan of one workflow: what it should look like before any ids or layouts exist. */
import { APP_NAMES } from './action-spec';
import type { LayoutChange } from './drafts';
import type { AnswerStyle, FormVariant } from './settings';
import { TRIGGERS, type TriggerDef } from './trigger-defs';
import type { TriggerDraftKind } from './triggers';
import type { OwnerKey } from './users';
import { slugify } from './util';

export type Special =
  | 'start_only'
  | 'huge'
  | 'large'
  | 'draft_equals_published'
  | 'moves_only'
  | 'missing_positions'
  | 'malformed_edges'
  | 'unknown_field_type'
  | 'orphan_answer'
  | 'stale_option'
  | 'unpublished_draft';

export interface WorkflowPlan {
  owner: OwnerKey;
  key: string;
  name: string;
  description: string | null;
  trigger: TriggerDef | null;
  /** Name of the action type the first action node uses. */
  firstAction: string;
  /** Node count of the published layout (of the draft for `unpublished_draft`), Start included. */
  size: number;
  published: boolean;
  on: boolean;
  /** Layout edits of the draft; null when the draft layout equals the published one. */
  layoutChanges: LayoutChange[] | null;
  triggerDraft: TriggerDraftKind[];
  form: FormVariant;
  answers: AnswerStyle;
  groups: string[];
  isTemplate: boolean;
  autoClone: boolean;
  isManaged: boolean;
  /** Key of the main template this workflow was cloned from. */
  cloneOf: string | null;
  special: Special | null;
}

const triggerNamed = (key: string): TriggerDef => {
  const found = TRIGGERS.find((t) => t.key === key);
  if (!found) throw new Error(`unknown trigger ${key}`);
  return found;
};

export type PlanInput = Pick<WorkflowPlan, 'name' | 'firstAction' | 'size'> &
  Partial<WorkflowPlan> & { triggerKey?: string };

/** A plan with everyday defaults: published, on, no draft, a basic form answered by field id. */
export function plan(owner: OwnerKey, input: PlanInput): WorkflowPlan {
  const { triggerKey, ...rest } = input;
  const trigger = triggerKey ? triggerNamed(triggerKey) : null;
  return {
    owner,
    key: slugify(input.name),
    description: trigger
      ? `Runs ${trigger.phrase} in ${APP_NAMES[trigger.app]}.`
      : 'Runs on a schedule.',
    trigger,
    published: true,
    on: true,
    layoutChanges: null,
    triggerDraft: [],
    form: 'basic',
    answers: 'by_id',
    groups: [],
    isTemplate: false,
    autoClone: false,
    isManaged: false,
    cloneOf: null,
    special: null,
    ...rest,
  };
}
