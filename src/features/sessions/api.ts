/**
 * The gateway's sessions (`/auth/sessions`): who is signed in, and ending sessions. Admins read and
 * end everyone's; anyone else their own (the gateway decides).
 */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ROLES } from '@/api/operations';
import { id, flag, listOf, text } from '@/api/decode/fields';
import { decodeRecord } from '@/api/decode/core';
import { gatewayJson } from '@/api/gateway';
import { textParam } from '@/lib/list-search';

/** `/sessions?user=<name>` (admins: one user's sessions). */
export const sessionListParams = { user: textParam };

const signedInSession = v.object({
  id,
  user: text,
  role: v.fallback(v.picklist(ROLES), 'viewer'),
  via: v.fallback(v.picklist(['password', 'oidc']), 'password'),
  created_at: text,
  last_seen_at: text,
  expires_at: text,
  address: text,
  user_agent: text,
  current: flag,
});
export type SignedInSession = v.InferOutput<typeof signedInSession>;

const sessionList = v.object({ sessions: listOf(signedInSession) });

export async function listSessions(user: string | undefined, signal?: AbortSignal) {
  const path = user
    ? `/auth/sessions?${new URLSearchParams({ user }).toString()}`
    : '/auth/sessions';
  const data = await gatewayJson('GET', path, signal);
  return decodeRecord('GET /auth/sessions', sessionList, data).sessions;
}

const ended = v.object({ ended: v.fallback(v.number(), 0) });

async function end(path: string): Promise<number> {
  return decodeRecord('DELETE /auth/sessions', ended, await gatewayJson('DELETE', path)).ended;
}

/** Ends one session; how many ended (0 when it had ended already). */
export const endSession = (sessionId: string) =>
  end(`/auth/sessions/${encodeURIComponent(sessionId)}`);

/** Admins: ends every session of `user` (but the one asking). */
export const endSessionsOf = (user: string) =>
  end(`/auth/sessions?${new URLSearchParams({ user }).toString()}`);

/** Ends the caller's other sessions. */
export const endMyOtherSessions = () => end('/auth/sessions?others=true');

export const sessionQueries = {
  all: () => ['gateway-sessions'] as const,
  list: (user: string | undefined) =>
    queryOptions({
      queryKey: [...sessionQueries.all(), user ?? null] as const,
      queryFn: ({ signal }) => listSessions(user, signal),
      // Who is signed in changes by the minute: a visit always asks again.
      staleTime: 0,
    }),
};
