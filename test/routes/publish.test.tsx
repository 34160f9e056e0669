/**
 * Publishing a draft from the workflow's header (on its compare page): what the dialog says goes live,
 * the workflow with no draft afterwards, and each failure kept in the dialog with the service's words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db, server } from '../support/demo-server';
import { failRequests, findFailure, networkDown, recordGone, refused } from '../support/failures';
import { renderRoute } from '../support/render';
import { SEEDED, workflowByKey } from '../support/seed-lookup';

let keys: string[] = [];
const record = ({ request }: { request: Request }) => {
  if (request.method === 'POST' && request.url.endsWith('/publish'))
    keys.push(request.headers.get('idempotency-key') ?? '');
};
beforeEach(() => {
  keys = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

/** The compare page for the success case (publish after review), the overview for the failures. */
async function openPublish(key: string, tab: '' | '/compare' = '') {
  const workflow = workflowByKey(key);
  const view = renderRoute(`/workflows/${workflow.id}${tab}`);
  await view.user.click(await screen.findByRole('button', { name: 'Publish draft…' }));
  const dialog = await screen.findByRole('dialog', { name: /^Publish the draft of/ });
  return { ...view, workflow, dialog };
}

describe('publishing a draft', () => {
  it('says what goes live and that an off workflow switches on, then shows it with no draft', async () => {
    const { user, dialog, workflow } = await openPublish(SEEDED.failingTestRunOff, '/compare');
    expect(dialog).toHaveTextContent(
      'This workflow is off. Publishing switches it on: it starts running on its trigger.',
    );
    expect(within(dialog).getByRole('list', { name: 'Changes by kind' })).toHaveTextContent(
      'Renamed: 1',
    );
    expect(within(dialog).getByRole('list', { name: 'What goes live' })).toHaveTextContent(
      'Renamed “Create CRM contact” to “Create CRM contact (urgent)”',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(
      await screen.findByText(
        'Published 1 change (renamed: 1). The workflow has no draft now and it is on.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish draft…' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: '“Legacy lead import” on' })).toBeChecked();
    expect(db.workflows.get(workflow.id)).toMatchObject({ has_draft: false, on: true });
    expect(db.workflows.get(workflow.id)?.template.nodes.map((n) => n.name)).toContain(
      'Create CRM contact (urgent)',
    );
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
  });

  it('keeps the dialog open with the service’s 404, and nothing is published', async () => {
    failRequests('post', '/workflows/:id/publish', recordGone);
    const { user, dialog, workflow } = await openPublish(SEEDED.failingTestRunOff);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    const alert = await findFailure('The service answered 404', dialog);
    expect(alert).toHaveTextContent('No workflow found with id "gone".');
    expect(alert).toHaveTextContent('Nothing was published.');
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(db.workflows.get(workflow.id)?.has_draft).toBe(true);
  });

  it('keeps the dialog open with a 422, and a retry sends the same idempotency key', async () => {
    const failing = failRequests('post', '/workflows/:id/publish', () =>
      refused('template_draft', 'the draft has a node without a type'),
    );
    const { user, dialog, workflow } = await openPublish(SEEDED.failingTestRunOff);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await findFailure('Not accepted: the draft has a node without a type', dialog);
    failing.failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(db.workflows.get(workflow.id)?.has_draft).toBe(false));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says when the network failed, and publishes nothing', async () => {
    failRequests('post', '/workflows/:id/publish', networkDown);
    const { user, dialog, workflow } = await openPublish(SEEDED.failingTestRunOff);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await findFailure('The service could not be reached', dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(db.workflows.get(workflow.id)?.has_draft).toBe(true);
  });

  it('offers nothing to publish where there is no draft', async () => {
    const workflow = workflowByKey('welcome-new-customers');
    renderRoute(`/workflows/${workflow.id}`);
    const button = await screen.findByRole('button', { name: 'Publish draft…' });
    expect(button).toBeDisabled();
  });
});
