import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../support/demo-server';
import { currentUrl, renderRoute } from '../support/render';
import { SEEDED, workflowByKey } from '../support/seed-lookup';

function workflowWithMostActions() {
  const counts = new Map<string, number>();
  for (const action of db.actions.all())
    counts.set(action.workflow_id, (counts.get(action.workflow_id) ?? 0) + 1);
  const [id] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  const workflow = id ? db.workflows.get(id) : undefined;
  if (!workflow) throw new Error('the seed has no actions');
  return { workflow, count: counts.get(workflow.id) ?? 0 };
}

describe('the actions tab', () => {
  it('shows the workflow’s runs: derived status, steps, and each run’s steps with their logs', async () => {
    const { workflow } = workflowWithMostActions();
    const { user } = renderRoute(`/workflows/${workflow.id}/actions?limit=25`);
    const table = await screen.findByRole('table', { name: 'Runs of this workflow' });
    await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
    const loaded = db.actions
      .all()
      .filter((a) => a.workflow_id === workflow.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.uuid.localeCompare(a.uuid))
      .slice(0, 25);
    const executions = [...new Set(loaded.map((a) => a.execution_id))];
    const toggles = within(table).getAllByRole('button', { name: /^Show the steps of run / });
    expect(toggles.map((t) => t.getAttribute('aria-label'))).toEqual(
      executions.map((id) => `Show the steps of run ${id}`),
    );
    const newest = executions[0] ?? '';
    const status = db.executions.get(newest)?.status;
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryByRole('button', { name: /^Show the steps/ }));
    if (!row) throw new Error('no run row');
    // The run's status, derived from its steps, agrees with the execution's own.
    expect(row).toHaveTextContent(status === 'upcoming' ? 'upcoming' : (status ?? ''));
    await user.click(toggles[0] as HTMLElement);
    const steps = screen.getByRole('list', { name: `Steps of run ${newest}` });
    const shown = within(steps).getAllByRole('listitem');
    expect(shown).toHaveLength(loaded.filter((a) => a.execution_id === newest).length);
    expect(within(row).getByRole('link', { name: /^Execution/ })).toHaveAttribute(
      'href',
      `/actions/completed?execution_id=${newest}`,
    );
  });

  it('loads more actions into the runs', async () => {
    const { workflow, count } = workflowWithMostActions();
    expect(count).toBeGreaterThan(10);
    const { user } = renderRoute(`/workflows/${workflow.id}/actions?limit=10`);
    await screen.findByText(/in the 10 actions loaded/);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(/in the 20 actions loaded/)).toBeInTheDocument();
  });

  it('says when the workflow has no runs', async () => {
    const workflow = workflowByKey(SEEDED.startOnly);
    renderRoute(`/workflows/${workflow.id}/actions`);
    expect(await screen.findByText('No runs yet')).toBeInTheDocument();
  });
});

describe('the data fields tab', () => {
  it('groups fields by source, and changes node and types through the URL', async () => {
    const workflow = db.workflows
      .all()
      .find(
        (w) =>
          w.template.nodes.length > 5 && w.event_trigger !== null && w.owner_user_key === 'main',
      );
    if (!workflow) throw new Error('no suitable workflow');
    const { user, router } = renderRoute(`/workflows/${workflow.id}/data-fields`);
    expect(
      await screen.findByRole('heading', { name: /From the user \(\d+\)/ }),
    ).toBeInTheDocument();
    const node = workflow.template.nodes[2];
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Available at node' }),
      node?.id ?? '',
    );
    await waitFor(() => expect(currentUrl(router)).toContain(`node_id=${node?.id ?? ''}`));
    await user.click(screen.getByRole('checkbox', { name: 'String' }));
    await user.click(screen.getByRole('checkbox', { name: 'Boolean' }));
    await waitFor(() => expect(currentUrl(router)).toContain('type=String%2CBoolean'));
    const results = screen.getByRole('region', { name: 'Data fields' });
    await waitFor(() =>
      expect(within(results).queryAllByText(/^(Date|Number|Array|Object)$/)).toHaveLength(0),
    );
    expect(within(results).getAllByText(/^(String|Boolean)$/).length).toBeGreaterThan(0);
    expect(
      screen.getAllByRole('button', { name: /^Copy the placeholder of/ }).length,
    ).toBeGreaterThan(0);
  });

  it('shows secret fields as secret, with a redacting placeholder and no sample value', async () => {
    const secret = db.userByKey('main')?.user_data_schema.find((field) => field.secret);
    if (!secret) throw new Error('user main has no secret data field');
    const workflow = workflowByKey(SEEDED.missingPositions);
    renderRoute(`/workflows/${workflow.id}/data-fields`);
    const results = await screen.findByRole('region', { name: 'Data fields' });
    expect(
      await within(results).findByText(`{% redact ${secret.data_path} %}`),
    ).toBeInTheDocument();
    if (secret.value)
      expect(within(results).queryByText(new RegExp(secret.value))).not.toBeInTheDocument();
  });
});
