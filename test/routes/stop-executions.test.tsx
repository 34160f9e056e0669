import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db, server } from '../support/demo-server';
import { failRequests, findFailure, serviceDown } from '../support/failures';
import { currentUrl, renderRoute } from '../support/render';

interface SentStop {
  idempotencyKey: string | null;
  body: unknown;
}

let sent: SentStop[] = [];
const record = ({ request }: { request: Request }) => {
  if (request.method !== 'POST' || !request.url.endsWith('/api/v1/executions/stop')) return;
  const idempotencyKey = request.headers.get('idempotency-key');
  void request
    .clone()
    .json()
    .then((body: unknown) => sent.push({ idempotencyKey, body }));
};
beforeEach(() => {
  sent = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

/** Customers of main's running executions, each running only once (the seed has several). */
function runningCustomersOfMain(): string[] {
  const running = db.executions
    .all()
    .filter((e) => e.user_key === 'main' && e.status === 'running')
    .map((e) => String(e.data.customer_id));
  return running.filter((customer) => running.indexOf(customer) === running.lastIndexOf(customer));
}
const [CUSTOMER = 'none', OTHER_CUSTOMER = 'none'] = runningCustomersOfMain();

/** A running execution of main and its actions (the seed has several). */
function runningOfMain(customerId: string) {
  const execution = db.executions
    .all()
    .find(
      (e) => e.user_key === 'main' && e.status === 'running' && e.data.customer_id === customerId,
    );
  if (!execution) throw new Error(`no execution for ${customerId}`);
  return execution;
}

const actionsOf = (executionId: string) =>
  db.actions.all().filter((action) => action.execution_id === executionId);

async function fillPair(user: ReturnType<typeof renderRoute>['user'], key: string, value: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Filter 1 key' }), key);
  await user.type(screen.getByRole('textbox', { name: 'Filter 1 value' }), value);
}

describe('the stop executions screen', () => {
  it('stops the matching executions after a confirmation that says which, with an idempotency key', async () => {
    const execution = runningOfMain(CUSTOMER);
    expect(execution.status).toBe('running');
    const unfinished = actionsOf(execution.id).filter((a) =>
      ['idle', 'running'].includes(a.status),
    );
    expect(unfinished.length).toBeGreaterThan(0);

    const { user, router } = renderRoute('/executions/stop');
    expect(await screen.findByRole('textbox', { name: 'User key' })).toHaveValue('main');
    await fillPair(user, 'customer_id', CUSTOMER);
    await user.click(screen.getByRole('button', { name: 'Review and stop…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Stop executions?' });
    expect(dialog).toHaveTextContent(
      `All running and upcoming executions of user "main" whose data matches customer_id = "${CUSTOMER}".`,
    );
    expect(within(dialog).getByLabelText('The request body')).toHaveTextContent(
      `"customer_id": "${CUSTOMER}"`,
    );
    expect(sent).toEqual([]);
    // Before confirming: the running executions the console sees for main, and those that match.
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        /^The console sees \d+ running executions of “main” \(in the newest actions of \d+ workflows that ran\); 1 of them matches the filters\.$/,
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stop executions' }));

    const done = await screen.findByRole('status', { name: '' });
    expect(done).toHaveTextContent('The service accepted the stop');
    expect(done).toHaveTextContent('The service does not report how many executions it stopped');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
        body: { user_key: 'main', filters: { customer_id: CUSTOMER } },
      },
    ]);
    expect(db.executions.get(execution.id)?.status).toBe('stopped');
    for (const action of unfinished) expect(db.actions.get(action.uuid)?.status).toBe('stopped');
    expect(runningOfMain(OTHER_CUSTOMER).status).toBe('running');

    const recorded = db.events.all();
    expect(
      recorded.filter(
        (event) => event.type === 'execution.stopped' && event.subject?.id === execution.id,
      ),
    ).toEqual([expect.objectContaining({ user_key: 'main' })]);
    expect(recorded.find((event) => event.type === 'executions.stopped')?.data).toMatchObject({
      filters: { customer_id: CUSTOMER },
      execution_ids: [execution.id],
      count: 1,
    });

    await user.click(within(done).getByRole('link', { name: 'See stopped actions' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/actions/completed?status=stopped'));
    // The execution's run: stopped, its stopped steps listed when opened.
    await user.click(
      await screen.findByRole('button', { name: `Show the steps of run ${execution.id}` }),
    );
    const steps = screen.getByRole('list', { name: `Steps of run ${execution.id}` });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(unfinished.length);
    for (const step of within(steps).getAllByRole('listitem'))
      expect(step).toHaveTextContent('stopped');
  });

  it('checks raw JSON filters before sending, and keeps what was typed', async () => {
    const { user } = renderRoute('/executions/stop');
    await user.click(await screen.findByRole('radio', { name: 'Raw JSON' }));
    const json = screen.getByRole('textbox', { name: 'Filters as JSON' });
    await user.click(json);
    await user.paste('{"plan": ');
    await user.click(screen.getByRole('button', { name: 'Review and stop…' }));
    expect(await screen.findByText(/^Not valid JSON: /)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.clear(json);
    await user.paste('{"plan": {"name": "free"}}');
    await user.click(screen.getByRole('button', { name: 'Review and stop…' }));
    expect(
      await screen.findByText(
        '"plan" must be a string, number, true/false or null: nested objects and lists cannot be matched.',
      ),
    ).toBeVisible();

    await user.clear(json);
    await user.paste('{"plan": "free", "region": "emea"}');
    await user.click(screen.getByRole('button', { name: 'Review and stop…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop executions?' });
    expect(dialog).toHaveTextContent('whose data matches plan = "free" and region = "emea".');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(json).toHaveValue('{"plan": "free", "region": "emea"}');
    expect(sent).toEqual([]);
  });

  it('carries filters over when switching between pairs and JSON', async () => {
    const { user } = renderRoute('/executions/stop');
    await fillPair(user, 'plan', 'pro');
    await user.click(screen.getByRole('button', { name: 'Add a filter' }));
    await user.type(screen.getByRole('textbox', { name: 'Filter 2 key' }), 'region');
    await user.type(screen.getByRole('textbox', { name: 'Filter 2 value' }), 'apac');
    await user.click(screen.getByRole('radio', { name: 'Raw JSON' }));
    expect(screen.getByRole('textbox', { name: 'Filters as JSON' })).toHaveValue(
      '{\n  "plan": "pro",\n  "region": "apac"\n}',
    );
    await user.click(screen.getByRole('radio', { name: 'Key/value pairs' }));
    expect(screen.getByRole('textbox', { name: 'Filter 2 value' })).toHaveValue('apac');
    await user.click(screen.getByRole('button', { name: 'Remove filter 1' }));
    expect(screen.getByRole('textbox', { name: 'Filter 1 key' })).toHaveValue('region');
  });

  it('needs a user key, and warns before stopping everything of a user', async () => {
    const { user } = renderRoute('/executions/stop');
    const userKey = await screen.findByRole('textbox', { name: 'User key' });
    await user.clear(userKey);
    await user.click(screen.getByRole('button', { name: 'Review and stop…' }));
    expect(await screen.findByText('Enter the user whose executions stop.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(userKey, 'acme');
    await user.click(screen.getByRole('button', { name: 'Review and stop…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop executions?' });
    expect(dialog).toHaveTextContent(
      'Every running and upcoming execution of user "acme", whatever its data.',
    );
    expect(dialog).toHaveTextContent('No filters and no stop event');
  });

  it('reports a failure in the confirmation, and a retry sends the same request again', async () => {
    const failing = failRequests('post', '/executions/stop', serviceDown);
    const { user } = renderRoute('/executions/stop');
    await fillPair(user, 'customer_id', 'cus_477');
    await user.type(screen.getByRole('textbox', { name: /Stop event/ }), 'booking.cancelled');
    await user.click(screen.getByRole('button', { name: 'Review and stop…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop executions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop executions' }));
    const alert = await findFailure('Stopping executions failed: The service answered 503', dialog);
    expect(alert).toHaveTextContent('req_ops_503');

    failing.failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The service accepted the stop')).toBeVisible();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
    expect(sent[1]?.body).toEqual({
      user_key: 'main',
      filters: { customer_id: 'cus_477' },
      stop_event: 'booking.cancelled',
    });
  });

  it('keeps the form after a failure and puts the service’s field errors on the fields', async () => {
    failRequests('post', '/executions/stop', () =>
      HttpResponse.json(
        {
          error: { code: 'unprocessable', message: 'filters is not valid.' },
          errors: { filters: ['unknown key "customer"'] },
        },
        { status: 422 },
      ),
    );
    const { user } = renderRoute('/executions/stop');
    await fillPair(user, 'customer', 'cus_1');
    await user.click(screen.getByRole('button', { name: 'Review and stop…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop executions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop executions' }));
    await findFailure('The service answered 422', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      expect.stringContaining('Stopping executions failed'),
      'The service says: unknown key "customer"',
    ]);
    expect(screen.getByRole('textbox', { name: 'Filter 1 key' })).toHaveValue('customer');
    expect(screen.getByRole('textbox', { name: 'Filter 1 value' })).toHaveValue('cus_1');
  });
});
