/**
 * Running a workflow with test data and watching the run on its layout: the Run dialog (checked JSON,
 * the acting user, failures kept in the dialog with what was typed), the run view (statuses as the
 * run moves, the failed step's note, the view built from actions where the service lacks
 * GET /executions/{id}) and Run again. The run moves with the clock: only `Date` is faked, and set.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../support/demo-server';
import { failRequests, networkDown, recordGone, refused } from '../support/failures';
import { currentUrl, renderRoute } from '../support/render';
import { SEEDED, workflowByKey } from '../support/seed-lookup';

const START = Date.UTC(2026, 10, 2, 12, 0, 0);

afterEach(() => vi.useRealTimers());

async function openRun(key: string) {
  const workflow = workflowByKey(key);
  const view = renderRoute(`/workflows/${workflow.id}`);
  await view.user.click(await screen.findByRole('button', { name: 'Run…' }));
  const dialog = await screen.findByRole('dialog', { name: `Run “${workflow.name}”` });
  const data = within(dialog).getByRole('textbox', { name: 'Execution data (JSON)' });
  return { ...view, workflow, dialog, data };
}

const executionsOf = (workflowId: string) =>
  db.executions.all().filter((execution) => execution.workflow_id === workflowId && execution.plan);

describe('the Run dialog', () => {
  it('prefills the trigger’s fields, runs with the data typed as the acting user, and opens the run', async () => {
    const { user, dialog, data, workflow, router } = await openRun(SEEDED.failingTestRun);
    expect(within(dialog).getByText(/prefilled from the trigger’s fields/)).toBeInTheDocument();
    expect(JSON.parse((data as HTMLTextAreaElement).value)).toBeTypeOf('object');
    expect(within(dialog).getByRole('textbox', { name: 'Run as user' })).toHaveValue('main');
    await user.clear(data);
    await user.click(data);
    await user.paste('{"customer_id": "cus_42"}');
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));

    await waitFor(() => expect(executionsOf(workflow.id)).toHaveLength(1));
    const [execution] = executionsOf(workflow.id);
    expect(execution).toMatchObject({ data: { customer_id: 'cus_42' }, user_key: 'main' });
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/workflows/${workflow.id}/runs/${execution?.id ?? ''}`),
    );
    expect(await screen.findByRole('heading', { name: /^Run exe_/ })).toBeInTheDocument();
  });

  it('checks the data before sending: JSON that does not parse, or is not one object', async () => {
    const { user, dialog, data, workflow } = await openRun(SEEDED.failingTestRun);
    await user.clear(data);
    await user.click(data);
    await user.paste('{"customer_id": ');
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(await within(dialog).findByText(/^Not valid JSON|line 1/)).toBeInTheDocument();
    await user.clear(data);
    await user.paste('[1, 2]');
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(await within(dialog).findByText(/The data must be one JSON object/)).toBeInTheDocument();
    expect(executionsOf(workflow.id)).toEqual([]);
  });

  it.each([
    ['a 404', recordGone, 'No workflow found with id "gone".'],
    ['a 422', () => refused('execution_data', 'customer_id is unknown'), 'customer_id is unknown'],
    ['a network failure', networkDown, 'The service could not be reached'],
  ])('keeps the dialog and what was typed after %s', async (_case, answer, message) => {
    failRequests('post', '/workflows/:id/execute', answer);
    const { user, dialog, data, workflow } = await openRun(SEEDED.failingTestRun);
    await user.clear(data);
    await user.click(data);
    await user.paste('{"customer_id": "cus_7"}');
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(
      (
        await within(dialog).findAllByText(
          new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
        )
      )[0],
    ).toBeInTheDocument();
    expect(data).toHaveValue('{"customer_id": "cus_7"}');
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(executionsOf(workflow.id)).toEqual([]);
  });
});

describe('a run on its layout', () => {
  it('follows a run step by step until it fails, and shows the failed step’s note', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    const { user, dialog, data } = await openRun(SEEDED.failingTestRun);
    await user.clear(data);
    await user.click(data);
    await user.paste('{}');
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));
    const steps = await screen.findByRole('list', { name: 'Steps of this run' });
    const legend = screen.getByRole('list', { name: 'Step statuses' });
    // At the start: the first step is scheduled, nothing has run.
    await waitFor(() => expect(legend).toHaveTextContent('Waiting: 1'));
    expect(screen.getByText('Following the run while it runs…')).toBeInTheDocument();

    vi.setSystemTime(START + 2400);
    await waitFor(() => expect(legend).toHaveTextContent('Completed: 1'), { timeout: 5000 });
    expect(legend).toHaveTextContent('Running: 1');

    vi.setSystemTime(START + 60_000);
    expect(
      await screen.findByText('This run has ended.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(legend).toHaveTextContent('Failed: 1');
    expect(legend).toHaveTextContent('Completed: 3');
    const failed = await within(steps).findByRole('button', { name: /^Failed/ });
    await user.click(failed);
    const panel = screen.getByRole('complementary', { name: 'Chosen step' });
    expect(await within(panel).findByRole('note')).toHaveTextContent(
      /^HTTP 503 from .*: the service is unavailable \(demo: test runs of this workflow fail at “/,
    );
    expect(screen.getByRole('button', { name: 'Run again with the same data' })).toBeEnabled();
  });

  it('runs again with the same data and opens the new run', async () => {
    const seeded = db.executions.all().find((e) => e.status === 'completed');
    if (!seeded) throw new Error('the seed has no completed execution');
    const { user, router } = renderRoute(`/workflows/${seeded.workflow_id}/runs/${seeded.id}`);
    await user.click(await screen.findByRole('button', { name: 'Run again with the same data' }));
    await waitFor(() => expect(executionsOf(seeded.workflow_id)).toHaveLength(1));
    const [again] = executionsOf(seeded.workflow_id);
    expect(again?.data).toEqual(seeded.data);
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/workflows/${seeded.workflow_id}/runs/${again?.id ?? ''}`),
    );
  });

  it('builds the same view from the run’s actions where the service lacks GET /executions/{id}', async () => {
    failRequests('get', '/executions/:id', () => new Response(null, { status: 501 }));
    const seeded = db.executions.all().find((e) => e.status === 'failed');
    if (!seeded) throw new Error('the seed has no failed execution');
    const actions = db.actions.all().filter((a) => a.execution_id === seeded.id);
    renderRoute(`/workflows/${seeded.workflow_id}/runs/${seeded.id}`);
    expect(
      await screen.findByText(
        /This service does not offer GET \/executions\/\{id\}: the steps come from the run’s actions/,
      ),
    ).toBeInTheDocument();
    const legend = await screen.findByRole('list', { name: 'Step statuses' });
    expect(legend).toHaveTextContent('Failed: 1');
    expect(legend).toHaveTextContent(
      `Completed: ${String(actions.filter((a) => a.status === 'completed').length)}`,
    );
    expect(screen.getByText('This run has ended.')).toBeInTheDocument();
    // Run again needs the data only GET /executions/{id} gives.
    expect(
      screen.queryByRole('button', { name: 'Run again with the same data' }),
    ).not.toBeInTheDocument();
  });
});
