/**
 * The gateway's own screens (Sessions, Audit trail) in gateway mode, against msw handlers that answer
 * as the gateway's `/auth/sessions` and `/auth/audit` do (the real endpoints are tested in
 * test/gateway/store-suite.ts; the whole path in Chromium in test/e2e/gateway.e2e.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@/api/operations';
import { sessionStore } from '@/config/session-store';
import { workflowByKey } from '@test/support/seed-lookup';
import { server } from '../support/demo-server';
import { findFailure } from '../support/failures';
import { currentUrl, renderRoute } from '../support/render';

const CSRF = 'csrf-token-of-this-session';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

function signedInAs(role: Role, user: string = role) {
  sessionStore.set({ user, role, via: 'password', csrfToken: CSRF });
}
afterEach(() => sessionStore.set(undefined));
// The lists' saved views (tested in list-tools.isolated.test.tsx and against the gateway itself).
beforeEach(() => server.use(http.get('*/auth/views', () => HttpResponse.json({ views: [] }))));

const renderGateway = (url: string) => renderRoute(url, { connection: { mode: 'gateway' } });

interface FakeSession {
  id: string;
  user: string;
  role: Role;
  user_agent: string;
  address: string;
  current?: boolean;
}

/** The gateway's sessions endpoints over a list; what was asked for is in `asked`. */
function fakeSessions(sessions: FakeSession[]) {
  const asked: { method: string; url: URL; csrf: string | null }[] = [];
  const shown = (user: string | null) =>
    sessions
      .filter((session) => !user || session.user.toLowerCase() === user.toLowerCase())
      .map((session) => ({
        via: 'password',
        created_at: '2026-11-30T08:00:00.000Z',
        last_seen_at: '2026-11-30T08:30:00.000Z',
        expires_at: '2026-11-30T09:30:00.000Z',
        current: false,
        ...session,
      }));
  server.use(
    http.get('*/auth/sessions', ({ request }) => {
      const url = new URL(request.url);
      asked.push({ method: 'GET', url, csrf: request.headers.get('x-csrf-token') });
      return HttpResponse.json({ sessions: shown(url.searchParams.get('user')) });
    }),
    http.delete('*/auth/sessions/:id', ({ request, params }) => {
      asked.push({
        method: 'DELETE',
        url: new URL(request.url),
        csrf: request.headers.get('x-csrf-token'),
      });
      const index = sessions.findIndex((session) => session.id === params.id);
      if (index >= 0) sessions.splice(index, 1);
      return HttpResponse.json({ ended: index >= 0 ? 1 : 0 });
    }),
    http.delete('*/auth/sessions', ({ request }) => {
      const url = new URL(request.url);
      asked.push({ method: 'DELETE', url, csrf: request.headers.get('x-csrf-token') });
      const user = url.searchParams.get('user');
      const ended = sessions.filter(
        (session) => !session.current && (user ? session.user === user : session.user === 'me'),
      );
      for (const session of ended) sessions.splice(sessions.indexOf(session), 1);
      return HttpResponse.json({ ended: ended.length });
    }),
  );
  return asked;
}

describe('the Sessions screen', () => {
  it('shows an admin who is signed in, and ends another person’s session with the CSRF token', async () => {
    signedInAs('admin');
    const asked = fakeSessions([
      {
        id: 's-admin',
        user: 'admin',
        role: 'admin',
        user_agent: CHROME,
        address: '10.0.0.1',
        current: true,
      },
      { id: 's-alice', user: 'alice', role: 'operator', user_agent: FIREFOX, address: '10.0.0.7' },
    ]);
    const { user } = renderGateway('/sessions');
    const table = await screen.findByRole('table', { name: 'Sessions' });
    await within(table).findByText('alice');
    const alice = within(table).getByRole('row', { name: /^alice/ });
    expect(alice).toHaveTextContent('operator, password');
    expect(alice).toHaveTextContent('Firefox 133 on Windows');
    expect(alice).toHaveTextContent('10.0.0.7');
    const mine = within(table).getByRole('row', { name: /^admin/ });
    // (Twice in jsdom, which lays nothing out: the column's own cell and its copy folded under the
    // name for narrow screens.)
    expect(within(mine).getAllByText('This browser').length).toBeGreaterThan(0);
    expect(within(mine).queryByRole('button', { name: /^End/ })).not.toBeInTheDocument();

    const [end] = within(alice).getAllByRole('button', {
      name: 'End alice’s session in Firefox 133 on Windows from 10.0.0.7',
    });
    if (!end) throw new Error('no End button');
    await user.click(end);
    expect(await screen.findByRole('status')).toHaveTextContent('Ended alice’s session.');
    await waitFor(() => expect(within(table).queryByText('alice')).not.toBeInTheDocument());
    const ended = asked.find((request) => request.method === 'DELETE');
    expect(ended?.url.pathname).toBe('/auth/sessions/s-alice');
    expect(ended?.csrf).toBe(CSRF);
  });

  it('lets an admin narrow the list to one user (in the URL) and end all of their sessions', async () => {
    signedInAs('admin');
    const asked = fakeSessions([
      {
        id: 's-admin',
        user: 'admin',
        role: 'admin',
        user_agent: CHROME,
        address: '10.0.0.1',
        current: true,
      },
      { id: 's-bob-1', user: 'bob', role: 'viewer', user_agent: CHROME, address: '10.0.0.8' },
      { id: 's-bob-2', user: 'bob', role: 'viewer', user_agent: FIREFOX, address: '10.0.0.9' },
    ]);
    const { user, router } = renderGateway('/sessions');
    await screen.findByRole('table', { name: 'Sessions' });
    await user.type(screen.getByLabelText('User'), 'bob');
    await waitFor(() => expect(currentUrl(router)).toBe('/sessions?user=bob'));
    await waitFor(() =>
      expect(asked.some((request) => request.url.searchParams.get('user') === 'bob')).toBe(true),
    );
    await user.click(await screen.findByRole('button', { name: 'End all of bob’s sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'End all of bob’s sessions?' });
    expect(dialog).toHaveTextContent('2 sessions of bob will be signed out at their next request.');
    await user.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    expect(await screen.findByText('Ended 2 sessions of bob.')).toBeInTheDocument();
    const ended = asked.find((request) => request.method === 'DELETE');
    expect(ended?.url.search).toBe('?user=bob');
    expect(ended?.csrf).toBe(CSRF);
    expect(await screen.findByText('bob is not signed in')).toBeInTheDocument();
  });

  it('shows anyone else their own sessions, with End my other sessions', async () => {
    signedInAs('viewer', 'me');
    const asked = fakeSessions([
      {
        id: 's-1',
        user: 'me',
        role: 'viewer',
        user_agent: CHROME,
        address: '10.0.0.1',
        current: true,
      },
      { id: 's-2', user: 'me', role: 'viewer', user_agent: FIREFOX, address: '192.0.2.4' },
    ]);
    const { user } = renderGateway('/sessions');
    await screen.findAllByText('Firefox 133 on Windows');
    expect(screen.queryByLabelText('User')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'End my other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'End your other sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ended 1 session of yours elsewhere.',
    );
    expect(asked.find((request) => request.method === 'DELETE')?.url.search).toBe('?others=true');
  });

  it('says so when the gateway’s database cannot be reached', async () => {
    signedInAs('admin');
    server.use(
      http.get('*/auth/sessions', () =>
        HttpResponse.json(
          {
            error: {
              code: 'store_unavailable',
              message:
                'The console’s database cannot be reached right now, so nothing was done. Try again in a moment.',
            },
          },
          { status: 503 },
        ),
      ),
    );
    renderGateway('/sessions');
    const alert = await findFailure(
      'Loading the sessions failed: The console’s server answered 503',
    );
    expect(alert).toHaveTextContent('The console’s database cannot be reached right now');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

interface FakeRow {
  id: number;
  user: string;
  action: string;
  resource: string | null;
  status: number;
}

/** The gateway's audit endpoint over rows (newest first), with its filters and paging. */
function fakeAudit(rows: FakeRow[], scope: 'all' | 'own' = 'all') {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/auth/audit', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const matching = rows.filter(
        (row) =>
          (!query.get('user') || row.user === query.get('user')) &&
          (!query.get('action') || row.action === query.get('action')) &&
          (!query.get('resource') || row.resource === query.get('resource')),
      );
      const limit = Number(query.get('limit') ?? 50);
      const after = query.get('starting_after');
      const start = after ? matching.findIndex((row) => row.id === Number(after)) + 1 : 0;
      const page = matching.slice(start, start + limit);
      return HttpResponse.json({
        collection: page.map((row) => ({
          time: new Date(Date.UTC(2026, 10, 30, 9, 0, row.id)).toISOString(),
          event: row.action.startsWith('sign') ? row.action : 'api_write',
          role: 'operator',
          method: 'POST',
          path: '/api/v1/executions/stop',
          request_id: `req_${row.id}`,
          client: '10.0.0.1',
          via: null,
          forwarded: true,
          reason: null,
          ...row,
        })),
        meta: {
          page_limit: limit,
          has_next_page: start + limit < matching.length,
          has_previous_page: start > 0,
        },
        scope,
      });
    }),
  );
  return asked;
}

describe('the Audit trail screen', () => {
  it('shows who did what, filters by action in the URL, and pages on', async () => {
    signedInAs('admin');
    // 40 of the 60 are stopped executions: more than a page of 25.
    const rows: FakeRow[] = Array.from({ length: 60 }, (_, index) => ({
      id: 100 - index,
      user: index % 2 === 0 ? 'alice' : 'bob',
      action: index % 3 === 0 ? 'discardWorkflowDraft' : 'stopExecutions',
      resource: index % 3 === 0 ? 'workflow:wf_1' : 'executions',
      status: index === 1 ? 403 : 200,
    }));
    const asked = fakeAudit(rows);
    const { user, router } = renderGateway('/audit');
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    await within(table).findByText('req_100');
    // The newest row first (the first row is the header).
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(first).toHaveTextContent('alice');
    expect(first).toHaveTextContent('Discarded a workflow draft');
    expect(first).toHaveTextContent('workflow:wf_1');
    expect(first).toHaveTextContent('200 done');
    expect(within(table).getByText('403 refused')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Action'), 'Stopped executions');
    await waitFor(() => expect(currentUrl(router)).toBe('/audit?action=stopExecutions'));
    // The filtered page is a table of its own: look it up again.
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Audit trail' })).queryByText(
          'Discarded a workflow draft',
        ),
      ).not.toBeInTheDocument(),
    );
    expect(asked.at(-1)?.get('action')).toBe('stopExecutions');

    await user.click(screen.getByRole('button', { name: /^Next/ }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        `/audit?action=stopExecutions&starting_after=${rows.filter((row) => row.action === 'stopExecutions')[24]?.id}`,
      ),
    );
  });

  it('exports every filtered row as CSV, across pages', async () => {
    signedInAs('admin');
    const rows: FakeRow[] = Array.from({ length: 600 }, (_, index) => ({
      id: 1000 - index,
      user: '=HYPERLINK("http://evil.example")',
      action: 'sign_in_failed',
      resource: 'workflow:wf_9',
      status: 401,
    }));
    const asked = fakeAudit(rows);
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:audit';
    });
    const { user } = renderGateway('/audit?resource=workflow:wf_9');
    await screen.findByRole('table', { name: 'Audit trail' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('Exported 600 events, with the columns shown.'),
    ).toBeInTheDocument();
    const exports = asked.filter((query) => query.get('limit') === '500');
    expect(exports.map((query) => query.get('resource'))).toEqual([
      'workflow:wf_9',
      'workflow:wf_9',
    ]);
    expect(exports[1]?.get('starting_after')).toBe('501');
    const text = await blobs[0]?.text();
    const lines = text?.replace(/^\uFEFF/, '').split('\r\n') ?? [];
    expect(lines[0]).toBe('What,Status,Who,Time,Resource,From,Request id');
    expect(lines).toHaveLength(1 + 600 + 1);
    expect(lines[1]).toBe(
      `Sign-in failed (POST /api/v1/executions/stop),401 refused,"'=HYPERLINK(""http://evil.example"") (operator)",2026-11-30T09:16:40.000Z,workflow:wf_9,10.0.0.1,req_1000`,
    );
  });

  it('shows an operator their own actions, without a user filter', async () => {
    signedInAs('operator');
    fakeAudit(
      [{ id: 1, user: 'operator', action: 'stopExecutions', resource: 'executions', status: 200 }],
      'own',
    );
    renderGateway('/audit');
    await screen.findByText('Stopped executions');
    expect(screen.getByText(/^Your own actions in this console/)).toBeInTheDocument();
    expect(screen.queryByLabelText('User')).not.toBeInTheDocument();
  });
});

describe('the gateway screens in the navigation', () => {
  const entries = () =>
    within(screen.getByRole('navigation', { name: 'Main navigation' }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('lists Sessions for everyone and the Audit trail for operators and admins, in gateway mode only', async () => {
    signedInAs('viewer');
    fakeSessions([]);
    const { unmount } = renderGateway('/sessions');
    await screen.findByText('Nobody is signed in');
    expect(entries()).toContain('Sessions');
    expect(entries()).not.toContain('Audit trail');
    unmount();

    signedInAs('operator');
    const view = renderGateway('/sessions');
    await screen.findByText('Nobody is signed in');
    expect(entries()).toEqual(expect.arrayContaining(['Sessions', 'Audit trail']));
    view.unmount();

    renderRoute('/sessions');
    expect(
      await screen.findByText('Sessions is part of the console’s gateway'),
    ).toBeInTheDocument();
    expect(entries()).not.toContain('Sessions');
  });

  it('links a workflow’s page to its audit trail', async () => {
    signedInAs('operator');
    const workflow = workflowByKey('nightly-invoice-reconciliation');
    renderGateway(`/workflows/${workflow.id}`);
    // The drawer's entry goes to /audit; the workflow's own link narrows it to the workflow.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('link', { name: 'Audit trail' })
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/audit', `/audit?resource=workflow%3A${workflow.id}`]),
    );
  });
});
