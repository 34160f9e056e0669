import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { allowContractViolations, db, server } from '../support/demo-server';
import { findFailure } from '../support/failures';
import { currentUrl, renderRoute } from '../support/render';

/** The names of main's workflows as the service orders them: newest first. */
function workflowNames(
  userKey = 'main',
  keep: (w: { on: boolean }) => boolean = () => true,
): string[] {
  return db.workflows
    .all()
    .filter((w) => w.owner_user_key === userKey && keep(w))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
    .map((w) => w.name);
}

/** The names in the table now (none while it shows skeleton rows or is not there). */
function rowNames(): string[] {
  const table = screen.queryByRole('table', { name: 'Workflows' });
  if (!table || within(table).queryAllByTestId('skeleton-row').length > 0) return [];
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('a')?.textContent ?? '');
}

async function expectRows(expected: string[]): Promise<void> {
  await waitFor(() => expect(rowNames()).toEqual(expected));
}

function failWith(response: () => Response) {
  allowContractViolations();
  const state = { failing: true };
  server.use(http.get('*/api/v1/workflows', () => (state.failing ? response() : undefined)));
  return state;
}

describe('the workflow list', () => {
  it('shows the acting user’s first 25 workflows, newest first, with their state', async () => {
    renderRoute('/workflows');
    await expectRows(workflowNames().slice(0, 25));
    expect(document.title).toBe('Workflows · Workflow Console');
    const first = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/workflows\/.+/),
    );
    expect(within(first).getByText(/^(On|Off)$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('pages forward and back through every workflow with the cursor in the URL', async () => {
    const { user, router } = renderRoute('/workflows');
    const all = workflowNames();
    expect(all.length).toBeGreaterThan(25);
    for (let start = 0; start < all.length; start += 25) {
      if (start > 0) {
        await user.click(screen.getByRole('button', { name: 'Next' }));
        await waitFor(() => expect(currentUrl(router)).toContain('starting_after='));
      }
      await expectRows(all.slice(start, start + 25));
    }
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    const lastStart = Math.floor((all.length - 1) / 25) * 25;
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(currentUrl(router)).toContain('ending_before='));
    await expectRows(all.slice(lastStart - 25, lastStart));
  });

  it('filters by on/off, keeps the filter in the URL and starts again from the first page', async () => {
    const { user, router } = renderRoute('/workflows');
    await expectRows(workflowNames().slice(0, 25));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentUrl(router)).toContain('starting_after='));
    await user.selectOptions(screen.getByRole('combobox', { name: 'On / off' }), 'Off');
    await waitFor(() => expect(currentUrl(router)).toBe('/workflows?on=false'));
    await expectRows(workflowNames('main', (w) => !w.on).slice(0, 25));
  });

  it('restores filters and page size from a pasted link', async () => {
    renderRoute('/workflows?on=true&limit=10&order_by=name&order_direction=asc');
    const expected = db.workflows
      .all()
      .filter((w) => w.owner_user_key === 'main' && w.on)
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
      .map((w) => w.name)
      .slice(0, 10);
    await expectRows(expected);
    expect(screen.getByRole('combobox', { name: 'On / off' })).toHaveDisplayValue('On');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveDisplayValue('10');
  });

  it('changes the page size from the pagination bar', async () => {
    const { user, router } = renderRoute('/workflows');
    await expectRows(workflowNames().slice(0, 25));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(currentUrl(router)).toBe('/workflows?limit=50'));
    await expectRows(workflowNames().slice(0, 50));
  });

  it('lists another user’s workflows by user key', async () => {
    renderRoute('/workflows?user_key=acme');
    await expectRows(workflowNames('acme').slice(0, 25));
  });

  it('shows skeleton rows until the page arrives', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(
        '*/api/v1/workflows',
        async () => {
          await gate;
          return undefined;
        },
        { once: true },
      ),
    );
    renderRoute('/workflows');
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(25);
    release();
    await expectRows(workflowNames().slice(0, 25));
  });

  it('says when a user has no workflows, and when filters hide them all', async () => {
    const view = renderRoute('/workflows?user_key=nobody-here');
    expect(await screen.findByText('User "nobody-here" has no workflows yet')).toBeInTheDocument();
    view.unmount();
    for (const workflow of db.workflows.all()) {
      if (workflow.owner_user_key === 'initech') db.workflows.put({ ...workflow, on: false });
    }
    const { user } = renderRoute('/workflows?user_key=initech&on=true');
    const empty = await screen.findByRole('status');
    expect(empty).toHaveTextContent('No workflows match these filters');
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await expectRows(workflowNames('initech').slice(0, 25));
  });

  it('says when a linked later page is empty, and goes back to the first page', async () => {
    const oldest = db.workflows
      .all()
      .filter((w) => w.owner_user_key === 'main')
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))[0];
    const { user, router } = renderRoute(`/workflows?starting_after=${oldest?.id ?? ''}`);
    const empty = await screen.findByRole('status');
    expect(empty).toHaveTextContent('Nothing on this page');
    await user.click(within(empty).getByRole('button', { name: 'Back to the first page' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/workflows'));
    await expectRows(workflowNames().slice(0, 25));
  });

  it('shows a failure with its status, message and request id, and retries', async () => {
    const server503 = failWith(() =>
      HttpResponse.json(
        { error: { code: 'boom', message: 'The database is on fire.' } },
        { status: 503, headers: { 'x-request-id': 'req_test_123' } },
      ),
    );
    const { user } = renderRoute('/workflows');
    const alert = await findFailure('Loading workflows failed: The service answered 503');
    expect(alert).toHaveTextContent('The database is on fire.');
    expect(alert).toHaveTextContent('req_test_123');
    server503.failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expectRows(workflowNames().slice(0, 25));
  });

  it.each([
    [401, 'The API key is missing or wrong (401)'],
    [403, 'The API key lacks the right for this (403)'],
  ])('says what a %i means and links to the Connection page', async (status, title) => {
    failWith(() => HttpResponse.json({ error: { code: 'auth', message: 'No.' } }, { status }));
    const { user, router } = renderRoute('/workflows');
    const alert = await findFailure(`Loading workflows failed: ${title}`);
    await user.click(within(alert).getByRole('link', { name: 'Check the connection' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/connection'));
  });

  it('explains an unreadable response instead of showing a blank screen', async () => {
    failWith(() => HttpResponse.json({ workflows: 'nope' }));
    renderRoute('/workflows');
    await findFailure(/Unexpected response.*expected \{collection/);
  });

  it('answers a bad limit in a hand-made URL with the service’s own error', async () => {
    failWith(() => HttpResponse.json({ errors: { limit: ['is too large'] } }, { status: 400 }));
    renderRoute('/workflows');
    await findFailure('limit: is too large');
  });
});
