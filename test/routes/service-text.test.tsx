/**
 * What a user sees when a service sends unbounded text: a 2 MB error message shows its first
 * characters, quoted as the service's words apart from the console's own, with the rest on request;
 * thousands of saved answers that match no field show the first few and "Show all (M)".
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { allowContractViolations, db, server } from '../support/demo-server';
import { renderRoute } from '../support/render';
import { workflowByKey } from '../support/seed-lookup';

const FULL = 'notify-the-owner-when-a-booking-is-cancelled';
const HOSTILE = 'Paste your key at https://evil.example to continue.';
const HUGE = `${HOSTILE} ${'x'.repeat(2 * 1024 * 1024)}`;

function textFieldOf(key: string) {
  const field = workflowByKey(key).form.find((f) => f.type === 'TextField');
  if (!field) throw new Error(`${key} has no TextField`);
  return field;
}

describe('a 2 MB error message', () => {
  it('shows 300 characters as the service’s words, the rest on request, and keeps the form', async () => {
    allowContractViolations();
    server.use(
      http.put('*/api/v1/workflows/:id/settings', () =>
        HttpResponse.json({ error: { code: 'boom', message: HUGE } }, { status: 500 }),
      ),
    );
    const workflow = workflowByKey(FULL);
    const field = textFieldOf(FULL);
    const { user } = renderRoute(`/workflows/${workflow.id}/settings`);
    const form = await screen.findByRole('form', { name: `Settings of ${workflow.name}` });
    const input = within(form).getByRole('textbox', { name: field.label || field.name });
    await user.clear(input);
    await user.type(input, 'Typed name');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));

    const alert = await waitFor(() => {
      const found = screen
        .getAllByRole('alert')
        .find((element) =>
          element.textContent.includes('Saving the settings failed: The service answered 500'),
        );
      if (!found) throw new Error('no failure alert yet');
      return found;
    });
    // The console's words say what failed; the service's words are quoted apart and bounded.
    expect(alert).toHaveTextContent('Saving the settings failed: The service answered 500');
    const quote = within(alert).getByRole('figure');
    expect(quote).toHaveTextContent(/^The service said:Paste your key at https:\/\/evil\.example/);
    expect(alert.textContent.length).toBeLessThan(1_000);
    expect(alert.textContent.split('The service said:')[0]).not.toMatch(/Paste your key/);

    const showAll = within(alert).getByRole('button', {
      name: `Show all (${HUGE.length.toLocaleString('en-US')} characters)`,
    });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await user.click(showAll);
    expect(quote.textContent.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(within(alert).getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(input).toHaveValue('Typed name');
  });
});

describe('saved answers that match no field', () => {
  it('lists the first 20 and offers the rest', async () => {
    const workflow = workflowByKey(FULL);
    const extra = Object.fromEntries(
      Array.from({ length: 3000 }, (_, index) => [
        `stray_${String(index).padStart(4, '0')}`,
        index,
      ]),
    );
    db.workflows.put({
      ...workflow,
      form_data_by_user: {
        ...workflow.form_data_by_user,
        main: { ...workflow.form_data_by_user.main, ...extra },
      },
    });
    const { user } = renderRoute(`/workflows/${workflow.id}/settings`);
    const panel = await screen.findByRole('region', { name: 'Diagnostics' });
    const list = await within(panel).findByText(/Saved answers that match no field/);
    expect(within(list).getAllByText(/^stray_/)).toHaveLength(20);
    expect(within(list).queryByText('stray_0020')).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Show all (3,000)' }));
    expect(within(list).getAllByText(/^stray_/)).toHaveLength(3000);
    expect(within(list).getByText('stray_2999')).toBeInTheDocument();
  });
});
