/**
 * Provider-like option endpoints that AsyncSelect fields read, each paginated by an opaque cursor the
 * way real providers do it:
 * - `/provider/chatter/conversations.list` (Slack-like): `{ok, channels, response_metadata: {next_cursor}}`,
 *   cursor sent back as `cursor`, an empty next_cursor ends the list;
 * - `/provider/chatter/conversations.members?channel=...`: `{ok, members, response_metadata}`;
 * - `/provider/crm/contacts`: `{data: {items}, paging: {next}}`, cursor sent back as `after`, null ends it.
 * They need no key (the console must never send its API key to them).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { applyFaults } from '../http/route';
import type { DemoDb } from '../store/db';
import { cryptoHex } from '../store/random';
import type { ProviderOption } from '../store/records';

const encodeCursor = (offset: number): string => btoa(`offset:${offset}`);

function decodeCursor(cursor: string | null): number | undefined {
  if (cursor === null || cursor === '') return 0;
  try {
    const match = /^offset:(\d+)$/.exec(atob(cursor));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

function pageSize(raw: string | null, fallback: number): number {
  const size = Number(raw);
  return Number.isInteger(size) && size > 0 ? Math.min(size, 200) : fallback;
}

interface Slice {
  items: ProviderOption[];
  next: number | undefined;
}

function slice(items: ProviderOption[], cursor: string | null, size: number): Slice | undefined {
  const offset = decodeCursor(cursor);
  if (offset === undefined) return undefined;
  const end = offset + size;
  return { items: items.slice(offset, end), next: end < items.length ? end : undefined };
}

const headers = () => ({ 'x-request-id': `req_${cryptoHex(20)}` });

export function providerHandlers(db: DemoDb): HttpHandler[] {
  const chatterList =
    (items: (url: URL) => ProviderOption[] | undefined, key: string) =>
    async ({ request }: { request: Request }) => {
      const injected = await applyFaults(db, headers()['x-request-id']);
      if (injected) return injected;
      const url = new URL(request.url);
      const list = items(url);
      if (!list)
        return HttpResponse.json(
          { ok: false, error: 'channel_not_found' },
          { status: 404, headers: headers() },
        );
      const page = slice(
        list,
        url.searchParams.get('cursor'),
        pageSize(url.searchParams.get('limit'), 100),
      );
      if (!page)
        return HttpResponse.json(
          { ok: false, error: 'invalid_cursor' },
          { status: 400, headers: headers() },
        );
      return HttpResponse.json(
        {
          ok: true,
          [key]: page.items,
          response_metadata: {
            next_cursor: page.next === undefined ? '' : encodeCursor(page.next),
          },
        },
        { headers: headers() },
      );
    };

  return [
    http.get(
      '*/provider/chatter/conversations.list',
      chatterList(() => db.providerLists.channels ?? [], 'channels'),
    ),
    http.get(
      '*/provider/chatter/conversations.members',
      chatterList((url) => {
        const channel = url.searchParams.get('channel');
        const channels = db.providerLists.channels ?? [];
        if (!channel || !channels.some((c) => c.id === channel)) return undefined;
        return (db.providerLists.members ?? []).filter((member) => member.channel === channel);
      }, 'members'),
    ),
    http.get('*/provider/crm/contacts', async ({ request }) => {
      const injected = await applyFaults(db, headers()['x-request-id']);
      if (injected) return injected;
      const url = new URL(request.url);
      const page = slice(
        db.providerLists.contacts ?? [],
        url.searchParams.get('after'),
        pageSize(url.searchParams.get('page_size'), 100),
      );
      if (!page) {
        return HttpResponse.json(
          { error: { message: 'Invalid cursor' } },
          { status: 400, headers: headers() },
        );
      }
      return HttpResponse.json(
        {
          data: { items: page.items },
          paging: { next: page.next === undefined ? null : encodeCursor(page.next) },
        },
        { headers: headers() },
      );
    }),
  ];
}
