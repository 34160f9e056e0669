/**
 * Saved views behind the gateway (`/auth/views`, docs/gateway.md#saved-views): the reader's own and
 * those shared with the team, saved and deleted through the gateway's store.
 */
import { gatewayJson } from '@/api/gateway';
import { malformedResponse } from '@/api/errors';
import { isPlainObject, trimmedText } from '@/utils/guards';
import { viewQuery, type SavedView, type ViewList } from './saved-views';

function readView(value: unknown): SavedView | null {
  if (!isPlainObject(value)) return null;
  const id = value.id;
  const name = trimmedText(value.name);
  if ((typeof id !== 'number' && typeof id !== 'string') || name === undefined) return null;
  if (typeof value.query !== 'string') return null;
  return {
    id: String(id),
    name,
    query: viewQuery(value.query),
    shared: value.shared === true,
    owner: trimmedText(value.owner) ?? null,
    editable: value.editable === true,
  };
}

export async function fetchGatewayViews(
  list: ViewList,
  signal?: AbortSignal,
): Promise<SavedView[]> {
  const answer = await gatewayJson('GET', `/auth/views?list=${list}`, signal);
  if (!isPlainObject(answer) || !Array.isArray(answer.views))
    throw malformedResponse('GET /auth/views', 'it has no list of views');
  return answer.views.map(readView).filter((view) => view !== null);
}

export async function saveGatewayView(
  list: ViewList,
  view: { name: string; query: string; shared: boolean },
): Promise<SavedView> {
  const answer = await gatewayJson('POST', '/auth/views', undefined, { list, ...view });
  const saved = isPlainObject(answer) ? readView(answer.view) : null;
  if (!saved) throw malformedResponse('POST /auth/views', 'it does not hold the view saved');
  return saved;
}

export async function deleteGatewayView(id: string): Promise<void> {
  await gatewayJson('DELETE', `/auth/views/${encodeURIComponent(id)}`);
}
