/** What the seed gives, computed the way the service orders it (the demo and the sandbox share it). */
import { buildSeed } from '@/demo-api/seed';

const seed = buildSeed();

export function seededWorkflowNames(
  userKey = 'main',
  keep: (w: { on: boolean }) => boolean = () => true,
): string[] {
  return seed.workflows
    .filter((w) => w.owner_user_key === userKey && keep(w))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
    .map((w) => w.name);
}

export function seededWorkflow(key: string, owner = 'main') {
  const found = seed.workflows.find((w) => w.key === key && w.owner_user_key === owner);
  if (!found) throw new Error(`the seed has no workflow "${key}"`);
  return found;
}
