/** Workflow-level trigger settings (event trigger, match and trigger conditions) and their drafts. */
import type { Random } from '@/demo-api/store/random';
import type { JsonObject } from '@/demo-api/store/records';
import { condition, TRIGGERS, type TriggerDef } from './trigger-defs';

/** `{key, name, app_identifier}` as a workflow's `event_trigger` holds it. */
export const eventTrigger = (def: TriggerDef): JsonObject => ({
  key: def.key,
  name: def.name,
  app_identifier: def.app,
});

/** Workflow trigger settings: the published values and a draft that differs where asked. */
export interface TriggerSettings {
  event_trigger: JsonObject | null;
  match_conditions: JsonObject | null;
  trigger_conditions: JsonObject | null;
}

export function triggerSettings(rng: Random, def: TriggerDef | null): TriggerSettings {
  if (!def)
    return {
      event_trigger: null,
      match_conditions: null,
      trigger_conditions: rng.chance(0.5) ? {} : null,
    };
  const roll = rng.next();
  const conditions = def.conditions.slice(0, roll < 0.3 ? 1 : 2).map((c) => ({ ...c }));
  return {
    event_trigger: eventTrigger(def),
    match_conditions: roll < 0.1 ? null : { match: roll < 0.6 ? 'all' : 'any' },
    trigger_conditions: roll < 0.15 ? {} : roll < 0.2 ? null : { conditions },
  };
}

/** Draft edits of the trigger settings. */
export type TriggerDraftKind = 'event_trigger' | 'match_conditions' | 'trigger_conditions';

export function draftTriggerSettings(
  rng: Random,
  published: TriggerSettings,
  kinds: readonly TriggerDraftKind[],
): TriggerSettings {
  const draft = structuredClone(published);
  if (kinds.includes('event_trigger')) {
    const current = published.event_trigger?.key;
    draft.event_trigger = eventTrigger(rng.pick(TRIGGERS.filter((t) => t.key !== current)));
  }
  if (kinds.includes('match_conditions')) {
    draft.match_conditions = { match: published.match_conditions?.match === 'all' ? 'any' : 'all' };
  }
  if (kinds.includes('trigger_conditions')) {
    const extra = condition('customer.region', 'equals', rng.pick(['emea', 'amer', 'apac']));
    const list: unknown = published.trigger_conditions?.conditions;
    const kept: unknown[] = Array.isArray(list) ? structuredClone(list as unknown[]) : [];
    draft.trigger_conditions = { conditions: [...kept, extra] };
  }
  return draft;
}
