/**
 * A write that gets no answer within its timeout says it may or may not have been applied, keeps what
 * was typed, and its retry reuses the idempotency key. The timeout is lowered once the page has
 * loaded, so only the write under test is held up.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { requestTimeouts } from '@/api/client';
import { allowContractViolations, db, server } from '../support/demo-server';
import { renderRoute } from '../support/render';
import { workflowByKey } from '../support/seed-lookup';

const FULL = 'notify-the-owner-when-a-booking-is-cancelled';

afterEach(() => {
  requestTimeouts.readMs = 30_000;
});

/** The first answer to `method path` never comes; later ones go to the demo API. Records keys. */
function stallOnce(method: 'put' | 'post', path: string) {
  allowContractViolations();
  const keys: (string | null)[] = [];
  let stall = true;
  server.use(
    http[method](`*/api/v1${path}`, ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      if (!stall) return undefined;
      stall = false;
      return new Promise<never>(() => undefined);
    }),
  );
  return keys;
}

async function findAlert(text: string) {
  return waitFor(() => {
    const found = screen.getAllByRole('alert').find((el) => el.textContent.includes(text));
    if (!found) throw new Error(`No alert says “${text}”`);
    return found;
  });
}

describe('a save that gets no answer in time', () => {
  it('says it may or may not have been applied, keeps the answers, and retries with the same key', async () => {
    const keys = stallOnce('put', '/workflows/:id/settings');
    const workflow = workflowByKey(FULL);
    const field = workflow.form.find((f) => f.type === 'TextField');
    if (!field) throw new Error('no TextField');
    const { user } = renderRoute(`/workflows/${workflow.id}/settings`);
    const form = await screen.findByRole('form', { name: `Settings of ${workflow.name}` });
    const input = within(form).getByRole('textbox', { name: field.label || field.name });
    await user.clear(input);
    await user.type(input, 'Typed name');
    requestTimeouts.readMs = 300;
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));

    const alert = await findAlert('Saving the settings failed: No answer in time');
    expect(alert).toHaveTextContent('No answer within 0.4 s; it may or may not have been applied.');
    expect(input).toHaveValue('Typed name');
    expect(within(form).getByRole('button', { name: 'Save settings' })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(db.workflows.get(workflow.id)?.form_data_by_user.main?.[field.id]).not.toBe(
      'Typed name',
    );

    requestTimeouts.readMs = 30_000;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Saved for user “main”.')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(db.workflows.get(workflow.id)?.form_data_by_user.main?.[field.id]).toBe('Typed name');
  });

  it('in the groups editor too: the edits stay, and saving them again reuses the key', async () => {
    const keys = stallOnce('put', '/installed_apps/:id');
    const { user } = renderRoute('/installed-apps/acme-crm');
    const editor = within(await screen.findByRole('region', { name: 'Groups' }));
    await user.type(editor.getByLabelText('Add groups'), 'ops{Enter}');
    requestTimeouts.readMs = 300;
    await user.click(editor.getByRole('button', { name: 'Save groups' }));
    const alert = await findAlert('Saving the groups failed: No answer in time');
    expect(alert).toHaveTextContent('it may or may not have been applied');
    expect(editor.getByRole('list', { name: 'Groups to save' })).toHaveTextContent(
      'salesadminsops',
    );

    requestTimeouts.readMs = 30_000;
    await user.click(editor.getByRole('button', { name: 'Save groups' }));
    expect(await screen.findByText('Groups saved: sales, admins, ops.')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
