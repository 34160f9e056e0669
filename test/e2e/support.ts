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
