/**
 * The Runs screen: one row per run across the account's workflows, grouped from the finished actions,
 * filtered in the URL by status, workflow and period, each run linked to its view, the raw actions one
 * click away.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../support/demo-server';
import { currentUrl, renderRoute } from '../support/render';

/** The statuses on the runs shown (one badge per row, titled with it). */
function shownStatuses(): string[] {
  const table = screen.getByRole('table', { name: 'Runs' });
  return within(table)
    .getAllByRole('row')
    .flatMap((row) => {
      const badge = within(row).queryAllByTitle(/^Status: /)[0];
      return badge ? [badge.textContent] : [];
    });
}

describe('runs across the account', () => {
  it('lists runs across workflows with a failed-step column, each linked to its view', async () => {
    const { user, router } = renderRoute('/runs');
    const table = await screen.findByRole('table', { name: 'Runs' });
    await waitFor(() => expect(shownStatuses().length).toBeGreaterThan(5));
    expect(within(table).getByRole('columnheader', { name: 'Failed step' })).toBeInTheDocument();
    const [open] = within(table).getAllByRole('link', { name: 'Open the run' });
    await user.click(open as HTMLElement);
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/workflows\/[^/]+\/runs\/[^/?]+$/));
  });

  it('opens a run’s steps across the columns the chooser shows', async () => {
    const { user } = renderRoute('/runs?cols=run,started');
    const table = await screen.findByRole('table', { name: 'Runs' });
    await waitFor(() => expect(shownStatuses().length).toBeGreaterThan(0));
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    const [show] = within(table).getAllByRole('button', { name: /^Show the steps of run / });
    await user.click(show as HTMLElement);
    await within(table).findByRole('button', { name: /^Hide the steps of run / });
    const rows = within(table).getAllByRole('row');
    const opened = rows.findIndex(
      (row) => within(row).queryByRole('button', { name: /^Hide the steps/ }) !== null,
    );
    const details = rows[opened + 1];
    expect(details && within(details).getAllByRole('cell')[0]).toHaveAttribute('colspan', '2');
  });

  it('filters by status in the URL, and says how many of the loaded runs are shown', async () => {
    const { user, router } = renderRoute('/runs?limit=100');
    await screen.findByRole('table', { name: 'Runs' });
    await waitFor(() => expect(shownStatuses()).toContain('completed'));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'failed');
    await waitFor(() => expect(currentUrl(router)).toBe('/runs?limit=100&status=failed'));
    await waitFor(() => expect(new Set(shownStatuses())).toEqual(new Set(['failed'])));
    expect(screen.getByText(/^\d+ of \d+ runs in the \d+ actions loaded/)).toBeInTheDocument();
  });

  it('narrows to a period, and says when the period is all loaded', async () => {
    // The seed's history is older than a day: one run finished an hour ago.
    const hourAgo = new Date(Date.now() - 3600_000).toISOString();
    const workflow = db.workflows.all().find((w) => w.owner_user_key === 'main' && w.on);
    db.actions.put({
      uuid: '019f0000-0000-7000-8000-00000000beef',
      hashid: 'act_recent',
      execution_id: 'exe-recent',
      workflow_id: workflow?.id ?? '',
      node_id: 'n1',
      name: 'Send the digest',
      status: 'completed',
      log: {},
      failure_note: null,
      created_at: hourAgo,
      run_at: hourAgo,
      completed_at: hourAgo,
      failed_at: null,
      stopped_at: null,
    });
    renderRoute('/runs?period=24h');
    await screen.findByRole('table', { name: 'Runs' });
    await waitFor(() => expect(shownStatuses()).toEqual(['completed']));
    expect(
      screen.getByText(
        'Every run of the period is loaded: the actions loaded reach back before it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the run' })).toHaveAttribute(
      'href',
      `/workflows/${workflow?.id ?? ''}/runs/exe-recent`,
    );
  });

  it('keeps the raw actions one click away', async () => {
    const { user, router } = renderRoute('/runs');
    await user.click(await screen.findByRole('link', { name: 'The raw actions' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/actions/completed'));
    expect(await screen.findByRole('heading', { name: 'Completed actions' })).toBeInTheDocument();
  });
});
