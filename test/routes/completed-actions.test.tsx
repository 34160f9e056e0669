import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActionRecord } from '@/demo-api/store/records';
import { db } from '../support/demo-server';
import { failRequests, serviceDown } from '../support/failures';
import { currentUrl, renderRoute } from '../support/render';

const FINISHED = ['completed', 'failed', 'stopped'];

/** Finished actions as the service orders them, optionally narrowed. */
function finished(keep: (action: ActionRecord) => boolean = () => true): ActionRecord[] {
  return db.actions
    .all()
    .filter((action) => FINISHED.includes(action.status) && keep(action))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.uuid.localeCompare(a.uuid));
}

/** Status and execution of each row shown now (none while skeletons show). */
function shownRows(): { status: string; execution: string }[] {
  const table = screen.queryByRole('table', { name: 'Completed actions' });
  if (!table || within(table).queryAllByTestId('skeleton-row').length > 0) return [];
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return {
        status: (cells[0]?.textContent ?? '').replace(/^\W+/, '').trim(),
        execution: cells[5]?.textContent ?? '',
      };
    });
}

const expectRows = (actions: ActionRecord[]) =>
  waitFor(() =>
    expect(shownRows()).toEqual(
      actions.map((action) => ({ status: action.status, execution: action.execution_id })),
    ),
  );

describe('the completed actions screen', () => {
  it('lists finished actions newest first, and pages with the cursor in the URL', async () => {
    const { user, router } = renderRoute('/actions/completed?limit=10');
    const all = finished();
    expect(all.length).toBeGreaterThan(20);
    await expectRows(all.slice(0, 10));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(currentUrl(router)).toMatch(/^\/actions\/completed\?limit=10&starting_after=/),
    );
    await expectRows(all.slice(10, 20));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await expectRows(all.slice(0, 10));
  });

  it('narrows to one execution, from its link or the filter', async () => {
    const { user, router } = renderRoute('/actions/completed?limit=10');
    const all = finished();
    await expectRows(all.slice(0, 10));
    const executionId = all[0]?.execution_id ?? '';
    const table = screen.getByRole('table', { name: 'Completed actions' });
    await user.click(within(table).getAllByRole('link', { name: executionId })[0] as HTMLElement);
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/actions/completed?execution_id=${executionId}`),
    );
    await expectRows(finished((action) => action.execution_id === executionId));
    expect(screen.getByRole('textbox', { name: /Execution id/ })).toHaveValue(executionId);
  });

  it('narrows to a workflow, links back to it and names its nodes', async () => {
    const action = finished()[0];
    const workflow = action ? db.workflows.get(action.workflow_id) : undefined;
    if (!action || !workflow) throw new Error('no finished action');
    const { user, router } = renderRoute('/actions/completed?limit=10');
    await expectRows(finished().slice(0, 10));
    await user.type(screen.getByRole('textbox', { name: /Workflow id/ }), `${workflow.id}{Enter}`);
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/actions/completed?limit=10&workflow_id=${workflow.id}`),
    );
    await expectRows(finished((a) => a.workflow_id === workflow.id).slice(0, 10));
    expect(await screen.findByRole('link', { name: workflow.name })).toHaveAttribute(
      'href',
      `/workflows/${workflow.id}`,
    );
    expect(screen.getByRole('link', { name: 'actions tab' })).toHaveAttribute(
      'href',
      `/workflows/${workflow.id}/actions`,
    );
    const node = workflow.template.nodes.find((candidate) => candidate.id === action.node_id);
    const table = screen.getByRole('table', { name: 'Completed actions' });
    expect(within(table).getAllByText(node?.name ?? '').length).toBeGreaterThan(0);
  });

  it('narrows to one finished state with the status parameter', async () => {
    const { user, router } = renderRoute('/actions/completed?limit=10');
    await expectRows(finished().slice(0, 10));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'failed');
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/actions/completed?limit=10&status=failed'),
    );
    await expectRows(finished((action) => action.status === 'failed').slice(0, 10));
    const failedWithNote = finished((a) => a.status === 'failed' && a.failure_note !== null)[0];
    if (failedWithNote?.failure_note) {
      expect(screen.getAllByText(failedWithNote.failure_note).length).toBeGreaterThan(0);
    }
  });

  it('says when nothing matches, and clears the filters', async () => {
    const { user, router } = renderRoute(
      '/actions/completed?limit=10&execution_id=no-such-execution',
    );
    const empty = await screen.findByRole('status');
    expect(empty).toHaveTextContent('No finished actions match these filters');
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/actions/completed?limit=10'));
    await expectRows(finished().slice(0, 10));
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
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Loading completed actions failed: The service answered 503');
    expect(alert).toHaveTextContent('req_ops_503');
    failing.failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expectRows(finished().slice(0, 10));
  });
});
