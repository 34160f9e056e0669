/**
 * The demo API's seed data: deterministic (a fixed seed per part, no clock, no crypto), so every
 * machine and every call gets deep-equal records. Each call builds fresh objects (the store mutates them).
 */
import type { DemoData } from '@/demo-api/store/records';
import { buildActionTypes } from './action-types';
import { buildCatalog, buildInstalledApps } from './apps';
import { buildEvents } from './events';
import { buildExecutions } from './executions';
import { markFailingSteps } from './failing-steps';
import { buildProviderLists } from './provider';
import { buildStory } from './story';
import { buildUsers } from './users';
import { buildWorkflows } from './workflows';

/** One fixed seed per part, so changing one generator does not reshuffle the others. */
const SEEDS = {
  providers: 0x5eed_0001,
  actionTypes: 0x5eed_0002,
  users: 0x5eed_0003,
  installedApps: 0x5eed_0004,
  workflows: 0x5eed_0010,
  executions: 0x5eed_0020,
  events: 0x5eed_0030,
  story: 0x5eed_0040,
} as const;

export function buildSeed(): DemoData {
  const lists = buildProviderLists(SEEDS.providers);
  const actionTypes = buildActionTypes(SEEDS.actionTypes);
  const users = buildUsers(SEEDS.users);
  const installedApps = buildInstalledApps(SEEDS.installedApps);
  const workflows = buildWorkflows(SEEDS.workflows, { actionTypes, users, lists });
  markFailingSteps(workflows, actionTypes);
  const { executions, actions } = buildExecutions(SEEDS.executions, workflows, actionTypes);
  const events = buildEvents(SEEDS.events, {
    workflows,
    actionTypes,
    users,
    installedApps,
    executions,
    actions,
  });
  // The last week's story comes last: the rest of the seed stays as it was.
  const story = buildStory(SEEDS.story, workflows, actionTypes);
  const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : 1);
  return {
    workflows,
    actionTypes,
    users,
    catalog: buildCatalog(actionTypes),
    installedApps,
    executions: [...executions, ...story.executions].sort(byId),
    actions: [...actions, ...story.actions].sort((a, b) => (a.uuid < b.uuid ? -1 : 1)),
    events,
    providerLists: { channels: lists.channels, contacts: lists.contacts, members: lists.members },
  };
}
