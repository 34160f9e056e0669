/**
 * A service without the extensions (it answers 404 for the route, 405 or 501): the console learns it
 * on first use, hides the control for the connection, lists what the service offers on the Connection
 * page, and everything else works as before. Behind the gateway, a viewer sees the controls disabled
 * with the reason, reachable by keyboard.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/config/session-store';
import { db } from '../support/demo-server';
import { failRequests } from '../support/failures';
import { renderRoute } from '../support/render';
import { SEEDED, workflowByKey } from '../support/seed-lookup';

/** How a service without a route answers: a bare 404 page, as most servers do. */
const noRoute = () => new HttpResponse('Not Found', { status: 404 });
const notAllowed = () => HttpResponse.json({ error: 'Method Not Allowed' }, { status: 405 });
const notImplemented = () => HttpResponse.json({ message: 'Not implemented' }, { status: 501 });

function lackEveryExtension() {
  failRequests('post', '/workflows/:id/publish', notAllowed);
  failRequests('put', '/workflows/:id', notImplemented);
  failRequests('post', '/workflows/:id/execute', noRoute);
  failRequests('get', '/executions/:id', noRoute);
  failRequests('get', '/account/usage', noRoute);
}

afterEach(() => sessionStore.set(undefined));

describe('a service that lacks the extensions', () => {
  it('hides Publish once it answers 405, says why, and leaves Discard and the compare page as they were', async () => {
    lackEveryExtension();
    const workflow = workflowByKey(SEEDED.failingTestRunOff);
    const { user } = renderRoute(`/workflows/${workflow.id}/compare`);
    await user.click(await screen.findByRole('button', { name: 'Publish draft…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This service does not offer POST /workflows/{id}/publish (it answered 405)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Publish draft…' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard draft…' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Draft layout' })).toBeInTheDocument();
    expect(db.workflows.get(workflow.id)?.has_draft).toBe(true);
  });

  it('hides the switches once switching answers 501, and the list still shows each state', async () => {
    lackEveryExtension();
    const { user } = renderRoute('/workflows');
    const [first] = await screen.findAllByRole('switch');
    if (!first) throw new Error('no switch');
    const checked = (first as HTMLInputElement).checked;
    await user.click(first);
    if (checked) await user.click(await screen.findByRole('button', { name: 'Switch off' }));
    await waitFor(() => expect(screen.queryAllByRole('switch')).toEqual([]));
    expect(screen.getByRole('table', { name: 'Workflows' })).toBeInTheDocument();
    expect(screen.getAllByText(/^(On|Off)$/).length).toBeGreaterThan(0);
  });

  it('hides Run once executing answers 404 for the route, and lists what the service offers', async () => {
    lackEveryExtension();
    const workflow = workflowByKey('welcome-new-customers');
    const { user } = renderRoute(`/workflows/${workflow.id}`);
    await user.click(await screen.findByRole('button', { name: 'Run…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Run' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This service does not offer POST /workflows/{id}/execute (it answered 404)',
    );
    expect(
      within(dialog).getByRole('textbox', { name: 'Execution data (JSON)' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Run…' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard draft…' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Connection' }));
    const list = await screen.findByRole('list', { name: 'Extensions' });
    expect(list).toHaveTextContent(
      'POST /workflows/{id}/execute: Run a workflow with test data: not offered (it answered 404); hidden',
    );
    expect(list).toHaveTextContent('POST /workflows/{id}/publish: Publish a draft: not known yet');
    await user.click(screen.getByRole('button', { name: 'Check the reads now' }));
    await waitFor(() =>
      expect(list).toHaveTextContent(
        'GET /account/usage: The account’s usage counts: not offered (it answered 404); hidden',
      ),
    );
    expect(list).toHaveTextContent('GET /executions/{id}');
  });

  it('reads an execution offered: its own 404 names it, so the operation counts as offered', async () => {
    const { user } = renderRoute('/connection');
    await user.click(await screen.findByRole('button', { name: 'Check the reads now' }));
    const list = screen.getByRole('list', { name: 'Extensions' });
    await waitFor(() =>
      expect(list).toHaveTextContent(
        'GET /executions/{id}: Read a run’s step statuses and data (else read from its actions): offered',
      ),
    );
    expect(list).toHaveTextContent('GET /account/usage: The account’s usage counts: offered');
  });
});

describe('roles behind the gateway', () => {
  it('shows a viewer the controls disabled with the reason, focusable and described', async () => {
    sessionStore.set({ user: 'vera', role: 'viewer', via: 'password', csrfToken: 't' });
    const workflow = workflowByKey(SEEDED.failingTestRunOff);
    const { user } = renderRoute(`/workflows/${workflow.id}`, { connection: { mode: 'gateway' } });
    const publish = await screen.findByRole('button', { name: 'Publish draft…' });
    expect(publish).toHaveAttribute('aria-disabled', 'true');
    expect(publish).toHaveAccessibleDescription(
      'You are signed in as a viewer: only an operator or an admin can publish drafts.',
    );
    const run = screen.getByRole('button', { name: 'Run…' });
    run.focus();
    expect(run).toHaveFocus();
    expect(run).toHaveAccessibleDescription(
      'You are signed in as a viewer: only an operator or an admin can run workflows.',
    );
    await user.click(publish);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: `“${workflow.name}” on` });
    expect(toggle).toHaveAccessibleDescription(
      'You are signed in as a viewer: only an operator or an admin can switch workflows on and off.',
    );
    await user.click(toggle);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(db.workflows.get(workflow.id)?.on).toBe(false);
  });
});
