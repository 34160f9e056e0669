/**
 * What the store promises, as one suite run on both dialects (store-sqlite.test.ts with one gateway,
 * store-postgres.test.ts with two gateways sharing one PostgreSQL server): `one` and `other` are the
 * two instances a load balancer would alternate between (on SQLite, the same one twice).
 */
import { describe, expect, it } from 'vitest';
import { SESSION_CACHE_MS } from '@/gateway/server';
import { Browser, errorCode, signedIn, type Instance, type Stack } from './support';

interface AuditAnswer {
  collection: {
    action: string;
    user: string | null;
    request_id: string | null;
    resource: string | null;
    status: number;
  }[];
  scope: string;
}
interface ViewAnswer {
  id: number;
  name: string;
  query: string;
  shared: boolean;
  owner: string;
  editable: boolean;
}
interface ViewsAnswer {
  views: ViewAnswer[];
}
interface SessionsAnswer {
  sessions: { id: string; user: string; current: boolean; address: string; user_agent: string }[];
}

/** A browser on `instance` that carries over another browser's cookies (the load balancer's next pick). */
function on(instance: Instance, from: Browser): Browser {
  const browser = new Browser(instance);
  for (const [name, value] of from.cookies) browser.cookies.set(name, value);
  browser.csrf = from.csrf;
  return browser;
}

/** Reads with the browser's session are refused within SESSION_CACHE_MS (and a margin for the machine). */
async function refusedWithinASecond(browser: Browser): Promise<void> {
  const started = performance.now();
  await expect
    .poll(async () => (await browser.request('GET', '/auth/me')).status, {
      timeout: SESSION_CACHE_MS + 1000,
      interval: 50,
    })
    .toBe(401);
  expect(performance.now() - started).toBeLessThan(SESSION_CACHE_MS + 500);
}

export function storeSuite(stack: () => Stack) {
  const one = () => stack().instances[0] as Instance;
  const other = () => stack().instances.at(-1) as Instance;

  describe('sessions', () => {
    it('refuses a copied cookie on the other instance once its session signed out', async () => {
      const browser = await signedIn(one(), 'operator');
      const copy = on(other(), browser);
      expect((await copy.request('GET', '/api/v1/workflows?limit=1')).status).toBe(200);
      expect((await browser.request('POST', '/auth/logout')).status).toBe(303);
      // A write at once; a read within a second (an instance on PostgreSQL reuses a record it read
      // for up to a second: SESSION_CACHE_MS).
      const write = await copy.json('POST', '/api/v1/executions/stop', { user_key: 'copied' });
      expect(write.status).toBe(401);
      await refusedWithinASecond(copy);
    });

    it('lets an admin end a session on one instance, refused at once on the other', async () => {
      const admin = await signedIn(one(), 'admin');
      const victim = await signedIn(other(), 'viewer');
      const listed = (
        await admin.request('GET', '/auth/sessions?user=viewer')
      ).json() as SessionsAnswer;
      const theirs = listed.sessions.filter((session) => session.user === 'viewer');
      expect(theirs.length).toBeGreaterThan(0);
      const ended = await admin.request('DELETE', `/auth/sessions?user=viewer`);
      expect(ended.status).toBe(200);
      expect((ended.json() as { ended: number }).ended).toBe(theirs.length);
      await refusedWithinASecond(victim);
      expect((await on(one(), victim).request('GET', '/auth/me')).status).toBe(401);
      expect(
        stack()
          .audit.filter((event) => event.event === 'session_ended')
          .at(-1),
      ).toMatchObject({
        user: 'admin',
        role: 'admin',
        resource: 'user:viewer',
      });
    });

    it('lists who is signed in, from which address and browser, for an admin; only their own for others', async () => {
      const operator = await signedIn(one(), 'operator');
      await signedIn(other(), 'admin');
      const mine = (await operator.request('GET', '/auth/sessions')).json() as SessionsAnswer;
      expect(new Set(mine.sessions.map((session) => session.user))).toEqual(new Set(['operator']));
      expect(mine.sessions.filter((session) => session.current)).toHaveLength(1);
      expect(mine.sessions[0]).toMatchObject({ address: '127.0.0.1', user_agent: 'node' });
      const refused = await operator.request('GET', '/auth/sessions?user=admin');
      expect(refused.status).toBe(403);
      expect(errorCode(refused)).toBe('forbidden_for_role');
    });

    it('ends my other sessions but not this one', async () => {
      const here = await signedIn(one(), 'viewer');
      const elsewhere = await signedIn(other(), 'viewer');
      const answer = await here.request('DELETE', '/auth/sessions?others=true');
      expect(answer.status).toBe(200);
      await refusedWithinASecond(elsewhere);
      expect((await here.request('GET', '/auth/me')).status).toBe(200);
    });

    it('refuses ending a session without the CSRF token, and a non-admin ending someone else’s', async () => {
      const admin = await signedIn(one(), 'admin');
      const operator = await signedIn(other(), 'operator');
      const list = (
        await admin.request('GET', '/auth/sessions?user=admin')
      ).json() as SessionsAnswer;
      const adminSession = list.sessions[0]?.id ?? '';
      const forged = await operator.request('DELETE', `/auth/sessions/${adminSession}`, {
        csrf: null,
      });
      expect(forged.status).toBe(403);
      expect(errorCode(forged)).toBe('csrf_token_missing');
      const notTheirs = await operator.request('DELETE', `/auth/sessions/${adminSession}`);
      expect(notTheirs.status).toBe(404);
      expect((await admin.request('GET', '/auth/me')).status).toBe(200);
    });
  });

  describe('the audit trail', () => {
    it('finds the writes made through both instances in one search', async () => {
      const admin = await signedIn(one(), 'admin');
      const operator = await signedIn(other(), 'admin');
      const first = await admin.json('POST', '/api/v1/executions/stop', { user_key: 'audit-one' });
      const second = await operator.json('POST', '/api/v1/executions/stop', {
        user_key: 'audit-two',
      });
      expect([first.status, second.status]).toEqual([200, 200]);
      const found = (
        await on(other(), admin).request('GET', '/auth/audit?action=stopExecutions&limit=500')
      ).json() as AuditAnswer;
      const ids = found.collection.map((event) => event.request_id);
      expect(ids).toContain(first.headers.get('x-request-id'));
      expect(ids).toContain(second.headers.get('x-request-id'));
      expect(found.collection[0]).toMatchObject({
        action: 'stopExecutions',
        resource: 'executions',
        status: 200,
      });
    });

    it('shows an operator only their own actions, and refuses a viewer', async () => {
      const operator = await signedIn(one(), 'operator');
      await operator.json('POST', '/api/v1/executions/stop', { user_key: 'audit-own' });
      const answer = (
        await operator.request('GET', '/auth/audit?user=admin')
      ).json() as AuditAnswer;
      expect(answer.scope).toBe('own');
      expect(answer.collection.length).toBeGreaterThan(0);
      expect(new Set(answer.collection.map((event) => event.user))).toEqual(new Set(['operator']));
      const viewer = await signedIn(other(), 'viewer');
      expect((await viewer.request('GET', '/auth/audit')).status).toBe(403);
    });
  });

  describe('saved views (/auth/views)', () => {
    const names = (answer: ViewsAnswer) =>
      answer.views.map((view) => [view.name, view.owner, view.shared, view.editable]);

    it('keeps a user’s views per list, replaces one saved again under its name, and shares one with the team', async () => {
      const operator = await signedIn(one(), 'operator');
      const first = await operator.json('POST', '/auth/views', {
        list: 'workflows',
        name: 'Switched off',
        query: 'on=false&cols=name,state',
      });
      expect(first.status).toBe(201);
      const again = await on(other(), operator).json('POST', '/auth/views', {
        list: 'workflows',
        name: 'Switched off',
        query: '?on=false',
        shared: true,
      });
      expect(again.status).toBe(200);
      const saved = (again.json() as { view: ViewAnswer }).view;
      expect(saved).toMatchObject({ name: 'Switched off', query: 'on=false', shared: true });
      expect(saved.id).toBe((first.json() as { view: ViewAnswer }).view.id);
      await operator.json('POST', '/auth/views', {
        list: 'workflows',
        name: 'Mine only',
        query: 'draft=true',
      });
      await operator.json('POST', '/auth/views', {
        list: 'users',
        name: 'Acme',
        query: 'search=acme',
      });

      const mine = (
        await operator.request('GET', '/auth/views?list=workflows')
      ).json() as ViewsAnswer;
      expect(names(mine)).toEqual([
        ['Mine only', 'operator', false, true],
        ['Switched off', 'operator', true, true],
      ]);
      // Another user sees the shared view only, and may not delete it; an admin may.
      const viewer = await signedIn(other(), 'viewer');
      const theirs = (
        await viewer.request('GET', '/auth/views?list=workflows')
      ).json() as ViewsAnswer;
      expect(names(theirs)).toEqual([['Switched off', 'operator', true, false]]);
      const refused = await viewer.request('DELETE', `/auth/views/${String(saved.id)}`);
      expect(refused.status).toBe(403);
      expect(errorCode(refused)).toBe('not_your_view');
      const hidden = mine.views.find((view) => view.name === 'Mine only');
      expect((await viewer.request('DELETE', `/auth/views/${String(hidden?.id)}`)).status).toBe(
        404,
      );
      const admin = await signedIn(one(), 'admin');
      expect((await admin.request('DELETE', `/auth/views/${String(saved.id)}`)).status).toBe(200);
      const after = (
        await operator.request('GET', '/auth/views?list=workflows')
      ).json() as ViewsAnswer;
      expect(names(after)).toEqual([['Mine only', 'operator', false, true]]);
    });

    it('refuses a view without a session, without the CSRF token, or with a list or name it cannot keep', async () => {
      const anonymous = new Browser(one());
      expect((await anonymous.request('GET', '/auth/views?list=workflows')).status).toBe(401);
      const operator = await signedIn(one(), 'operator');
      const forged = await operator.json(
        'POST',
        '/auth/views',
        { list: 'workflows', name: 'x', query: '' },
        { csrf: null },
      );
      expect(forged.status).toBe(403);
      expect(errorCode(forged)).toBe('csrf_token_missing');
      for (const body of [
        { list: 'secrets', name: 'x', query: '' },
        { list: 'workflows', name: '   ', query: '' },
        { list: 'workflows', name: 'x'.repeat(81), query: '' },
        { list: 'workflows', name: 'x', query: 'q='.repeat(1001) },
      ]) {
        const answer = await operator.json('POST', '/auth/views', body);
        expect(answer.status).toBe(400);
        expect(errorCode(answer)).toBe('invalid_parameter');
      }
      expect((await operator.request('GET', '/auth/views?list=nope')).status).toBe(400);
    });
  });

  describe('bulk actions in the audit trail', () => {
    it('records the named bulk action a write was part of, and never forwards its header', async () => {
      const admin = await signedIn(one(), 'admin');
      const sent = await admin.request('POST', '/api/v1/executions/stop', {
        headers: {
          'content-type': 'application/json',
          'x-wfc-bulk-action': 'b-test42 Stop executions for 2 users',
        },
        body: JSON.stringify({ user_key: 'bulk-one' }),
      });
      expect(sent.status).toBe(200);
      const requestId = sent.headers.get('x-request-id');
      const forwarded = stack()
        .forwarded.filter((request) => request.url.pathname.endsWith('/executions/stop'))
        .at(-1);
      expect(forwarded).toBeDefined();
      expect(forwarded?.headers.get('x-wfc-bulk-action')).toBeNull();
      const found = (
        await on(other(), admin).request('GET', '/auth/audit?action=stopExecutions&limit=500')
      ).json() as { collection: { request_id: string | null; bulk: string | null }[] };
      expect(found.collection.find((row) => row.request_id === requestId)?.bulk).toBe(
        'b-test42 Stop executions for 2 users',
      );
      const unnamed = await admin.json('POST', '/api/v1/executions/stop', { user_key: 'bulk-two' });
      const plain = (
        await admin.request('GET', '/auth/audit?action=stopExecutions&limit=500')
      ).json() as { collection: { request_id: string | null; bulk: string | null }[] };
      expect(
        plain.collection.find((row) => row.request_id === unnamed.headers.get('x-request-id'))
          ?.bulk,
      ).toBeNull();
    });
  });

  // Last: it locks the operator out for the rest of the file.
  describe('sign-in limits (WFC_LOGIN_MAX_FAILURES=5)', () => {
    it('locks a user name after three failures on one instance and two on the other, on both', async () => {
      for (let attempt = 0; attempt < 3; attempt += 1)
        expect((await new Browser(one()).signIn('operator', 'wrong')).status).toBe(401);
      expect((await new Browser(other()).signIn('operator', 'wrong')).status).toBe(401);
      const fifth = await new Browser(other()).signIn('operator', 'wrong');
      expect(fifth.status).toBe(401);
      expect((fifth.json() as { error: { message: string } }).error.message).toMatch(
        /Too many failed sign-ins for this user name; try again in 15 min\./,
      );
      for (const instance of [one(), other()]) {
        const refused = await new Browser(instance).signIn('operator');
        expect(refused.status).toBe(429);
        const body = refused.json() as { error: { code: string; retry_at: string } };
        expect(body.error.code).toBe('too_many_attempts');
        const minutes = (Date.parse(body.error.retry_at) - Date.now()) / 60_000;
        expect(minutes).toBeGreaterThan(14);
        expect(minutes).toBeLessThanOrEqual(15);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      }
      const locked = stack().audit.filter((event) => event.event === 'sign_in_locked');
      expect(locked.at(-1)).toMatchObject({ user: 'operator', resource: 'user:operator' });
    });
  });
}
