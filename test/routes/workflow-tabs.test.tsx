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
  it('lists the workflow’s actions with status, node name, times, log and a link to the execution', async () => {
    const { workflow } = workflowWithMostActions();
    const { user } = renderRoute(`/workflows/${workflow.id}/actions?limit=10`);
    const table = await screen.findByRole('table', { name: 'Actions of this workflow' });
    await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    const newest = db.actions
      .all()
      .filter((a) => a.workflow_id === workflow.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.uuid.localeCompare(a.uuid))[0];
    const first = rows[0] as HTMLElement;
    expect(within(first).getByText(newest?.status ?? '')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: newest?.execution_id })).toHaveAttribute(
      'href',
      `/actions/completed?execution_id=${newest?.execution_id ?? ''}`,
    );
    const withLog = rows.find((row) => within(row).queryByText('Show log'));
    if (withLog) {
      await user.click(within(withLog).getByText('Show log'));
      expect(within(withLog).getByLabelText(/^Log of/)).toHaveTextContent(
        /"request"|"response"|\{/,
      );
    }
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('pages with the cursor and the limit in the URL', async () => {
    const { workflow } = workflowWithMostActions();
    const { user, router } = renderRoute(`/workflows/${workflow.id}/actions?limit=10`);
    await screen.findByRole('table', { name: 'Actions of this workflow' });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentUrl(router)).toMatch(/limit=10&starting_after=/));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled());
  });

  it('says when the workflow has no actions', async () => {
    const workflow = workflowByKey(SEEDED.startOnly);
    renderRoute(`/workflows/${workflow.id}/actions`);
    expect(await screen.findByText('No actions yet')).toBeInTheDocument();
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
