/**
 * The History tab and the Alerts screen in gateway mode, against msw handlers answering as the
 * gateway's `/auth/workflows/:id/versions`, `/auth/versions/:id` and `/auth/alerts` do (the real
 * endpoints: test/gateway/history-suite.ts; the whole walk in Chromium: test/e2e/history.e2e.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Role } from '@/api/operations';
import { sessionStore } from '@/config/session-store';
import { workflowByKey } from '@test/support/seed-lookup';
import { server } from '../support/demo-server';
import { currentUrl, renderRoute } from '../support/render';

function signedInAs(role: Role) {
  sessionStore.set({ user: role, role, via: 'password', csrfToken: 'csrf' });
}
afterEach(() => sessionStore.set(undefined));

const renderGateway = (url: string) => renderRoute(url, { connection: { mode: 'gateway' } });

const workflow = workflowByKey('nightly-invoice-reconciliation');

const version = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  workflow_id: workflow.id,
  workflow_name: workflow.name,
  kind: 'published',
  number: id,
  hash: `hash-${id}`,
  first_seen_at: '2026-11-28T09:00:00.000Z',
  last_seen_at: '2026-11-28T09:00:00.000Z',
  source: 'read',
  actor: 'alice',
  summary: id === 1 ? 'First version seen' : '2 nodes added, trigger changed',
  previous_version_id: id === 1 ? null : id - 1,
  ...overrides,
});

function fakeVersions(rows: ReturnType<typeof version>[]) {
  server.use(
    http.get('*/auth/workflows/:id/versions', () =>
      HttpResponse.json({
        collection: rows,
        meta: { page_limit: 20, has_next_page: false, has_previous_page: false },
        watch: null,
      }),
    ),
    http.get('*/auth/versions/:id', ({ params }) =>
      HttpResponse.json({
        ...version(Number(params.id)),
        content: {
          template: { ...workflow.template, width: 4321 },
          event_trigger: workflow.event_trigger,
          match_conditions: workflow.match_conditions,
          trigger_conditions: workflow.trigger_conditions,
        },
      }),
    ),
  );
}

describe('the History tab', () => {
  it('lists versions newest first and opens the compare page on the two chosen', async () => {
    signedInAs('viewer');
    fakeVersions([
      version(3, { source: 'console', actor: 'bob', summary: '1 node renamed' }),
      version(2, { kind: 'draft', number: 1, source: 'scan', actor: null }),
      version(1),
    ]);
    const { user, router } = renderGateway(`/workflows/${workflow.id}/history`);
    expect(await screen.findByLabelText('Loading the versions')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Versions' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Published version 3',
      'Draft version 1',
      'Published version 1',
    ]);
    expect(items[0]).toHaveTextContent('1 node renamed');
    expect(items[0]).toHaveTextContent('Made by bob through the console');
    expect(items[1]).toHaveTextContent('Found by the background scan');
    expect(items[2]).toHaveTextContent('Seen when alice opened it');
    // A viewer may look, not restore.
    expect(
      within(items[0] as HTMLElement).getByRole('button', {
        name: 'Restore Published version 3 as draft…',
      }),
    ).toHaveAttribute('aria-disabled', 'true');

    await user.click(
      screen.getByRole('checkbox', { name: 'Choose Published version 3 to compare' }),
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'Choose Published version 1 to compare' }),
    );
    await user.click(screen.getByRole('button', { name: 'Compare the two chosen' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        `/workflows/${workflow.id}/compare?base=version%3A1&head=version%3A3`,
      ),
    );
    expect(await screen.findByText(/Published version 1 \(seen/)).toBeInTheDocument();
  });

  it('restores a version as the draft after asking, then shows it against what is published', async () => {
    signedInAs('operator');
    fakeVersions([version(2), version(1)]);
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT')
        void request
          .clone()
          .json()
          .then((body) => sent.push(body));
    });
    const { user, router } = renderGateway(`/workflows/${workflow.id}/history`);
    const list = await screen.findByRole('list', { name: 'Versions' });
    await user.click(
      within(list).getByRole('button', { name: 'Restore Published version 1 as draft…' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Restore published version 1 as the draft?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Restore as draft' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/workflows/${workflow.id}/compare`));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      name: workflow.name,
      on: workflow.on,
      template_draft: { width: 4321 },
    });
  });

  it('says the service’s words when a restore fails, and changes nothing', async () => {
    signedInAs('operator');
    fakeVersions([version(1)]);
    server.use(
      http.put('*/api/v1/workflows/:id', () =>
        HttpResponse.json(
          { error: { code: 'unprocessable', message: 'template_draft: a node has no type' } },
          { status: 422 },
        ),
      ),
    );
    const { user, router } = renderGateway(`/workflows/${workflow.id}/history`);
    const list = await screen.findByRole('list', { name: 'Versions' });
    await user.click(within(list).getByRole('button', { name: /^Restore/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore as draft' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Restoring the version as the draft failed');
    expect(alert).toHaveTextContent('a node has no type');
    expect(currentUrl(router)).toBe(`/workflows/${workflow.id}/history`);
  });

  it('says when there is no version yet', async () => {
    signedInAs('viewer');
    fakeVersions([]);
    renderGateway(`/workflows/${workflow.id}/history`);
    expect(await screen.findByText('No versions yet')).toBeInTheDocument();
  });

  it('shows a failure with Retry, and the versions once it works', async () => {
    signedInAs('viewer');
    let calls = 0;
    server.use(
      http.get('*/auth/workflows/:id/versions', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              {
                error: {
                  code: 'store_unavailable',
                  message: 'The console’s database cannot be reached right now.',
                },
              },
              { status: 503 },
            )
          : HttpResponse.json({
              collection: [version(1)],
              meta: { page_limit: 20, has_next_page: false, has_previous_page: false },
              watch: null,
            });
      }),
    );
    const { user } = renderGateway(`/workflows/${workflow.id}/history`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The console’s database cannot be reached right now.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Versions' })).toHaveTextContent(
      'Published version 1',
    );
  });

  it('explains where history is kept outside gateway mode', async () => {
    renderRoute(`/workflows/${workflow.id}/history`);
    expect(await screen.findByText('History is kept by the console’s gateway')).toBeInTheDocument();
    expect(screen.getByText('npm run serve:demo')).toBeInTheDocument();
  });
});

const rule = {
  id: 7,
  name: 'Payments failing',
  kind: 'failures',
  workflow_id: null,
  threshold: 3,
  window_minutes: 15,
  webhook_url: 'https://hooks.example.com/alerts',
  enabled: true,
  created_by: 'admin',
  created_at: '2026-11-28T09:00:00.000Z',
};

describe('the Alerts screen', () => {
  it('lists rules and firings with their deliveries', async () => {
    signedInAs('admin');
    server.use(
      http.get('*/auth/alerts', () =>
        HttpResponse.json({
          rules: [rule],
          firings: [
            {
              id: 1,
              rule_id: 7,
              rule_name: 'Payments failing',
              workflow_id: 'wf_1',
              at: '2026-11-28T09:05:00.000Z',
              summary: 'Workflow “Charge” failed 3 times within 15 min',
              status: 'delivered',
              attempts: 2,
              next_attempt_at: null,
              last_error: null,
              deliveries: [
                { at: '2026-11-28T09:05:00.000Z', status: 500, error: 'the webhook answered 500' },
                { at: '2026-11-28T09:05:10.000Z', status: 200, error: null },
              ],
            },
          ],
        }),
      ),
    );
    renderGateway('/alerts');
    expect(await screen.findByLabelText('Loading the alerts')).toBeInTheDocument();
    const rules = await screen.findByRole('list', { name: 'Alert rules' });
    expect(rules).toHaveTextContent('Payments failing');
    expect(rules).toHaveTextContent('Fails 3 times within 15 min · every workflow');
    const firings = screen.getByRole('list', { name: 'Firings' });
    expect(firings).toHaveTextContent('Workflow “Charge” failed 3 times within 15 min');
    expect(firings).toHaveTextContent('2 attempts (500, 200)');
    expect(firings).toHaveTextContent('Delivered');
  });

  it('adds a rule and shows its signing secret once', async () => {
    signedInAs('admin');
    const rules: (typeof rule)[] = [];
    let body: unknown;
    server.use(
      http.get('*/auth/alerts', () => HttpResponse.json({ rules, firings: [] })),
      http.post('*/auth/alerts/rules', async ({ request }) => {
        body = await request.json();
        rules.push(rule);
        return HttpResponse.json({ rule, secret: 'whsec_shown_once' }, { status: 201 });
      }),
    );
    const { user } = renderGateway('/alerts');
    expect(await screen.findByText('No alert rules yet')).toBeInTheDocument();
    expect(screen.getByText('Nothing has fired')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New rule…' }));
    const dialog = await screen.findByRole('dialog', { name: 'New alert rule' });
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(within(dialog).getByText('Name the rule.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Payments failing');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Webhook URL' }),
      'https://hooks.example.com/alerts',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('whsec_shown_once')).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Payments failing',
      kind: 'failures',
      workflow_id: null,
      threshold: 3,
      window_minutes: 15,
      webhook_url: 'https://hooks.example.com/alerts',
      enabled: true,
    });
    expect(await screen.findByRole('list', { name: 'Alert rules' })).toHaveTextContent(
      'Payments failing',
    );
  });

  it('shows a failure with Retry', async () => {
    signedInAs('admin');
    server.use(
      http.get('*/auth/alerts', () =>
        HttpResponse.json(
          { error: { code: 'internal_error', message: 'The gateway failed.' } },
          { status: 500 },
        ),
      ),
    );
    renderGateway('/alerts');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Loading the alerts failed');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('is for admins only', async () => {
    signedInAs('operator');
    renderGateway('/alerts');
    expect(await screen.findByText('Alerts are for admins')).toBeInTheDocument();
  });
});
