/** All workflow plans: the hand-written ones plus generated everyday workflows up to each owner's target. */
import { createRandom, type Random } from '@/demo-api/store/random';
import { APP_NAMES } from './action-spec';
import { LAYOUT_CHANGES } from './drafts';
import { UNTRIGGERED_NAMES, WORKFLOW_ACTIONS } from './phrases';
import type { FormVariant } from './settings';
import { TRIGGERS } from './trigger-defs';
import type { TriggerDraftKind } from './triggers';
import type { OwnerKey } from './users';
import { capitalize, slugify, unique } from './util';
import { plan, type WorkflowPlan } from './workflow-plan';
import { clonePlans, specialPlans, templatePlans } from './workflow-specials';
import { WORKFLOW_GROUPS } from './words';

export type { WorkflowPlan } from './workflow-plan';

/** Mostly 3-10 nodes, sometimes up to 30. */
const everydaySize = (rng: Random): number => 3 + Math.floor(rng.next() ** 1.8 * 28);

function generatedPlan(
  rng: Random,
  owner: OwnerKey,
  index: number,
  keys: Set<string>,
): WorkflowPlan {
  const idea = () => {
    const trigger = rng.chance(0.85) ? rng.pick(TRIGGERS) : null;
    const action = rng.pick(WORKFLOW_ACTIONS);
    const phrase = action.phrase.replace(
      '{channel}',
      rng.pick(['sales', 'support', 'ops', 'deals', 'cs-alerts', 'finance']),
    );
    return {
      trigger,
      action,
      phrase,
      name: trigger ? `${phrase} ${trigger.phrase}` : rng.pick(UNTRIGGERED_NAMES),
    };
  };
  let candidate = idea();
  for (let attempt = 0; attempt < 20 && keys.has(slugify(candidate.name)); attempt += 1)
    candidate = idea();
  const { trigger, action, phrase, name } = candidate;
  const hasLayoutDraft = index % 5 !== 1 && index % 5 !== 3;
  const many = index % 9 === 0;
  const triggerDraft: TriggerDraftKind[][] = [
    ['event_trigger'],
    ['match_conditions', 'trigger_conditions'],
    [],
    [],
    ['trigger_conditions'],
  ];
  const form: FormVariant =
    index % 3 === 0 ? 'full' : index % 3 === 1 ? 'basic' : rng.pick(['none', 'channel'] as const);
  return {
    ...plan(owner, { name, firstAction: action.actionType, size: everydaySize(rng) }),
    key: unique(slugify(name), keys),
    description:
      index % 8 === 7
        ? null
        : trigger
          ? `Runs ${trigger.phrase} in ${APP_NAMES[trigger.app]}, then ${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}.`
          : `${capitalize(phrase)} on a schedule.`,
    trigger,
    on: rng.chance(0.65),
    layoutChanges: hasLayoutDraft
      ? rng.sample(LAYOUT_CHANGES, many ? rng.int(6, 9) : rng.int(1, 4))
      : null,
    triggerDraft: triggerDraft[index % 5] ?? [],
    form,
    answers: form === 'none' ? 'none' : rng.pick(['by_id', 'by_id', 'by_name', 'none'] as const),
    groups: [...rng.pick(WORKFLOW_GROUPS)],
  };
}

/** How many workflows each user owns, special ones, templates and clones included. */
export const OWNER_TARGETS: Record<OwnerKey, number> = {
  main: 42,
  acme: 10,
  globex: 10,
  initech: 9,
};

export function planWorkflows(seed: number): WorkflowPlan[] {
  const rng = createRandom(seed);
  const templates = templatePlans();
  const fixed = [...specialPlans(), ...templates, ...clonePlans(templates)];
  const plans = [...fixed];
  let index = 0;
  for (const owner of Object.keys(OWNER_TARGETS) as OwnerKey[]) {
    const keys = new Set(fixed.filter((p) => p.owner === owner).map((p) => p.key));
    const missing = OWNER_TARGETS[owner] - fixed.filter((p) => p.owner === owner).length;
    for (let i = 0; i < missing; i += 1, index += 1)
      plans.push(generatedPlan(rng, owner, index, keys));
  }
  return plans;
}
