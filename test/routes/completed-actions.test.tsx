import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActionRecord } from '@/demo-api/store/records';
import { db } from '../support/demo-server';
import { failRequests, findFailure, serviceDown } from '../support/failures';
import { currentUrl, renderRoute } from '../support/render';

const FINISHED = ['completed', 'failed', 'stopped'];

/** Finished actions as the service orders them, optionally narrowed. */
function finished(keep: (action: ActionRecord) => boolean = () => true): ActionRecord[] {
  return db.actions
    .all()
    .filter((action) => FINISHED.includes(action.status) && keep(action))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.uuid.localeCompare(a.uuid));
}

/** Runs of `actions` as the screen should group them: execution ids in order, with the derived status. */
function expectedRuns(actions: ActionRecord[]): { execution: string; status: string }[] {
  const runs = new Map<string, string[]>();
  for (const action of actions)
    runs.set(action.execution_id, [...(runs.get(action.execution_id) ?? []), action.status]);
  return [...runs].map(([execution, statuses]) => ({
    execution,
    status: statuses.includes('failed')
      ? 'failed'
      : statuses.includes('stopped')
        ? 'stopped'
        : 'completed',
  }));
}

/** The row that holds a run's toggle. */
function runRow(executionId: string): HTMLElement {
  const table = screen.getByRole('table', { name: 'Completed actions by run' });
  const name = `Show the steps of run ${executionId}`;
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('button', { name }));
  if (!row) throw new Error(`no row for run ${executionId}`);
  return row;
}

/** The runs on screen: execution id (from the row's toggle) and status (none while skeletons show). */
function shownRuns(): { execution: string; status: string }[] {
  const table = screen.queryByRole('table', { name: 'Completed actions by run' });
  if (!table || within(table).queryAllByTestId('skeleton-row').length > 0) return [];
  return within(table)
    .getAllByRole('row')
    .flatMap((row) => {
      const toggle = within(row).queryByRole('button', { name: /^Show the steps of run / });
      if (!toggle) return [];
      return [
        {
          execution: (toggle.getAttribute('aria-label') ?? '').replace(
            'Show the steps of run ',
            '',
          ),
          // The run's badge: an icon and the status word, titled with it.
          status: within(row).getAllByTitle(/^Status: /)[0]?.textContent ?? '',
        },
      ];
    });
}

const expectRuns = (actions: ActionRecord[]) =>
  waitFor(() => expect(shownRuns()).toEqual(expectedRuns(actions)));

describe('the completed actions screen, by run', () => {
  it('groups the finished actions loaded into runs, newest first, and says what it grouped', async () => {
    renderRoute('/actions/completed?limit=25');
    const page = finished().slice(0, 25);
    await expectRuns(page);
    const runs = expectedRuns(page).length;
    expect(
      screen.getByText(new RegExp(`^${String(runs)} runs in the 25 actions loaded`)),
    ).toHaveTextContent('Runs are grouped over the pages loaded');
    // Each run names its workflow (looked up by id, a few at a time).
    const first = page[0];
    const workflow = first ? db.workflows.get(first.workflow_id) : undefined;
    const table = screen.getByRole('table', { name: 'Completed actions by run' });
    expect(
      (await within(table).findAllByRole('link', { name: workflow?.name }))[0],
    ).toHaveAttribute('href', `/workflows/${workflow?.id ?? ''}`);
  });

  it('marks the run cut by the page edge as partial, and completes it with “Load more”', async () => {
    const { user } = renderRoute('/actions/completed?limit=10');
    const all = finished();
    const cut = all[9]?.execution_id ?? '';
    expect(all[10]?.execution_id).toBe(cut);
    await expectRuns(all.slice(0, 10));
    expect(runRow(cut)).toHaveTextContent('partial');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await expectRuns(all.slice(0, 20));
    const stepsOfCut = all.slice(0, 20).filter((action) => action.execution_id === cut);
    expect(stepsOfCut).toEqual(all.filter((action) => action.execution_id === cut));
    await user.click(screen.getByRole('button', { name: `Show the steps of run ${cut}` }));
    const steps = screen.getByRole('list', { name: `Steps of run ${cut}` });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(stepsOfCut.length);
  });

  it('opens a failed run on its failure first, with the note, and shows a step’s log in a drawer', async () => {
    const failedStep = finished((action) => action.status === 'failed')[0];
    if (!failedStep) throw new Error('no failed action');
    const { user } = renderRoute(`/actions/completed?execution_id=${failedStep.execution_id}`);
    await expectRuns(finished((action) => action.execution_id === failedStep.execution_id));
    await user.click(
      screen.getByRole('button', { name: `Show the steps of run ${failedStep.execution_id}` }),
    );
    const steps = screen.getByRole('list', { name: `Steps of run ${failedStep.execution_id}` });
    const first = within(steps).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent('failed');
    expect(first).toHaveTextContent(`Failure note: ${failedStep.failure_note ?? ''}`);
    await user.click(within(first).getByRole('button', { name: `Log of ${failedStep.name}` }));
    const drawer = await screen.findByRole('region', { name: failedStep.name });
    expect(within(drawer).getByLabelText(`Log of ${failedStep.name}`)).toHaveTextContent(
      /"response"/,
    );
    expect(within(drawer).getByRole('button', { name: 'Copy the log as JSON' })).toBeVisible();
  });

  it('picks a workflow by typing its name, narrows to it and links back to it', async () => {
    const action = finished((a) => db.workflows.get(a.workflow_id)?.owner_user_key === 'main')[0];
    const workflow = action ? db.workflows.get(action.workflow_id) : undefined;
    if (!action || !workflow) throw new Error('no finished action of main');
    const { user, router } = renderRoute('/actions/completed?limit=10');
    await expectRuns(finished().slice(0, 10));
    await user.type(screen.getByRole('combobox', { name: 'Workflow' }), workflow.name.slice(0, 18));
    await user.click(await screen.findByRole('option', { name: new RegExp(`^${workflow.name}`) }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/actions/completed?limit=10&workflow_id=${workflow.id}`),
    );
    await expectRuns(finished((a) => a.workflow_id === workflow.id).slice(0, 10));
    expect(await screen.findByRole('link', { name: workflow.name })).toHaveAttribute(
      'href',
      `/workflows/${workflow.id}`,
    );
    expect(screen.getByRole('link', { name: 'actions tab' })).toHaveAttribute(
      'href',
      `/workflows/${workflow.id}/actions`,
    );
  });

  it('narrows to one finished state with the status parameter', async () => {
    const { user, router } = renderRoute('/actions/completed?limit=10');
    await expectRuns(finished().slice(0, 10));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'failed');
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/actions/completed?limit=10&status=failed'),
    );
    await expectRuns(finished((action) => action.status === 'failed').slice(0, 10));
    const note = finished((a) => a.status === 'failed' && a.failure_note !== null)[0]?.failure_note;
    if (note) expect(screen.getAllByText(note).length).toBeGreaterThan(0);
  });

  it('says when nothing matches, and clears the filters', async () => {
    const { user, router } = renderRoute(
      '/actions/completed?limit=10&execution_id=no-such-execution',
    );
    const empty = await screen.findByRole('status');
    expect(empty).toHaveTextContent('No finished actions match these filters');
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/actions/completed?limit=10'));
    await expectRuns(finished().slice(0, 10));
    expect(screen.getByRole('textbox', { name: /Execution id/ })).toHaveValue('');
  });

  it('says when the workflow filter names no workflow', async () => {
    renderRoute('/actions/completed?workflow_id=no-such-workflow');
    expect(await screen.findByText(/No workflow has this id/)).toBeVisible();
    expect(await screen.findByText('No finished actions match these filters')).toBeVisible();
  });

  it('shows a failure with the request id, and retries', async () => {
    const failing = failRequests('get', '/actions/completed', serviceDown);
    const { user } = renderRoute('/actions/completed?limit=10');
    const alert = await findFailure('Loading completed actions failed: The service answered 503');
    expect(alert).toHaveTextContent('req_ops_503');
    failing.failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expectRuns(finished().slice(0, 10));
  });
});
