/**
 * Switching workflows on and off, from the list and from a workflow's header: off asks first, the
 * update always sends `on` and the name, the change shows at once and goes back with the service's
 * message when the call fails.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db, server } from '../support/demo-server';
import { failRequests, networkDown, recordGone, refused } from '../support/failures';
import { renderRoute } from '../support/render';
import { workflowByKey } from '../support/seed-lookup';

let sent: unknown[] = [];
const record = ({ request }: { request: Request }) => {
  if (request.method !== 'PUT' || request.url.endsWith('/settings')) return;
  void request
    .clone()
    .json()
    .then((body: unknown) => sent.push(body));
};
beforeEach(() => {
  sent = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

/** A workflow on the first page of main's list: on, published. */
const NAME = 'Invite the owner to #support when a payment fails';
const onWorkflow = () => {
  const found = db.workflows.all().find((w) => w.name === NAME && w.owner_user_key === 'main');
  if (!found) throw new Error('the seed has no such workflow');
  return found;
};

describe('switching workflows on and off', () => {
  it('switches one off from the list after asking, and on again without asking', async () => {
    const workflow = onWorkflow();
    const { user } = renderRoute('/workflows');
    const toggle = await screen.findByRole('switch', { name: `“${NAME}” on` });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    const confirm = await screen.findByRole('dialog', { name: `Switch “${NAME}” off?` });
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Switch off' }));
    await waitFor(() => expect(db.workflows.get(workflow.id)?.on).toBe(false));
    expect(toggle).not.toBeChecked();
    const row = screen.getByRole('row', { name: new RegExp(NAME.replace('#', '\\#')) });
    await waitFor(() => expect(within(row).getByText('Off')).toBeInTheDocument());

    await user.click(toggle);
    await waitFor(() => expect(db.workflows.get(workflow.id)?.on).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([
      { name: NAME, on: false },
      { name: NAME, on: true },
    ]);
  });

  it('keeps the on filter working: a workflow switched off leaves the list of those on', async () => {
    const { user } = renderRoute('/workflows?on=true');
    const toggle = await screen.findByRole('switch', { name: `“${NAME}” on` });
    await user.click(toggle);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Switch off' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('switch', { name: `“${NAME}” on` })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByRole('switch').every((item) => (item as HTMLInputElement).checked)).toBe(
      true,
    );
  });

  it.each([
    ['a 404', recordGone, 'Could not switch “NAME”: 404: No workflow found with id "gone".'],
    [
      'a 422',
      () => refused('on', 'must be true or false'),
      'Could not switch “NAME”: 422: Not accepted: must be true or false',
    ],
    ['a network failure', networkDown, 'Could not switch “NAME”:'],
  ])('goes back, with the message, after %s', async (_case, answer, message) => {
    failRequests('put', '/workflows/:id', answer);
    const workflow = onWorkflow();
    const { user } = renderRoute('/workflows');
    const toggle = await screen.findByRole('switch', { name: `“${NAME}” on` });
    await user.click(toggle);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Switch off' }),
    );
    const alert = await screen.findByText(/^Could not switch/);
    expect(alert).toHaveTextContent(message.replace('NAME', NAME));
    expect(toggle).toBeChecked();
    expect(db.workflows.get(workflow.id)?.on).toBe(true);
  });

  it('switches from the workflow’s header, sending the name', async () => {
    const workflow = workflowByKey('welcome-new-customers');
    const { user } = renderRoute(`/workflows/${workflow.id}`);
    const toggle = await screen.findByRole('switch', { name: `“${workflow.name}” on` });
    await user.click(toggle);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Switch off' }),
    );
    await waitFor(() => expect(db.workflows.get(workflow.id)?.on).toBe(false));
    expect(sent).toEqual([{ name: workflow.name, on: false }]);
    expect(toggle).not.toBeChecked();
  });
});
