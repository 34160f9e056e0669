import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/config/session-store';
import { allowContractViolations, db, server } from '../support/demo-server';
import { currentUrl, renderRoute } from '../support/render';
import { workflowByKey } from '../support/seed-lookup';

/** A workflow of `main` whose form has every known type (and a saved answer for each). */
const FULL = 'notify-the-owner-when-a-booking-is-cancelled';

function fieldOf(key: string, type: string) {
  const field = workflowByKey(key).form.find((f) => f.type === type);
  if (!field) throw new Error(`${key} has no ${type} field`);
  return field;
}

/** The alert that says `text` (the form can hold other alerts, e.g. an unsupported field's notice). */
async function findAlert(text: string) {
  return waitFor(() => {
    const alert = screen.getAllByRole('alert').find((el) => el.textContent.includes(text));
    if (!alert) throw new Error(`No alert says “${text}”`);
    return alert;
  });
}

const labelOf = (field: { label: string; name: string }) => field.label || field.name;

async function openSettings(key = FULL, path = 'settings') {
  const workflow = workflowByKey(key);
  const view = renderRoute(
    path === 'settings' ? `/workflows/${workflow.id}/settings` : `/fill/workflows/${workflow.id}`,
  );
  const form = await screen.findByRole('form', { name: `Settings of ${workflow.name}` });
  return { ...view, workflow, form };
}

describe('the settings tab', () => {
  it('saves the answers: busy until fresh data shows, then confirmed', async () => {
    const text = fieldOf(FULL, 'TextField');
    const { user, form, workflow } = await openSettings();
    const input = within(form).getByRole('textbox', { name: labelOf(text) });
    await user.clear(input);
    await user.type(input, 'Bookings bot');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Saved for user “main”.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save settings' })).toBeEnabled();
    expect(input).toHaveValue('Bookings bot');
    expect(db.workflows.get(workflow.id)?.form_data_by_user.main?.[text.id]).toBe('Bookings bot');
    // The unsupported field's value went back unchanged.
    const unknown = fieldOf(FULL, 'Checkbox');
    expect(db.workflows.get(workflow.id)?.form_data_by_user.main?.[unknown.id]).toBe(
      workflow.form_data_by_user.main?.[unknown.id],
    );
  });

  it('maps a 422 onto the fields (by id or by name), with a summary linking to each', async () => {
    allowContractViolations();
    const text = fieldOf(FULL, 'TextField');
    const json = fieldOf(FULL, 'JSON');
    server.use(
      http.put('*/api/v1/workflows/:id/settings', () =>
        HttpResponse.json(
          {
            error: { code: 'unprocessable_entity', message: 'The settings were not saved.' },
            errors: {
              [text.id]: ['Sender name is taken.'],
              [json.name]: ['Must hold a "priority".'],
              base: ['Try again tomorrow.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const { user, form } = await openSettings();
    const input = within(form).getByRole('textbox', { name: labelOf(text) });
    await user.type(input, '!');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    const summary = await screen.findByRole('alert', { name: '3 answers need attention' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Sender name is taken.');
    expect(input).toHaveValue(`${String(workflowByKey(FULL).form_data_by_user.main?.[text.id])}!`);
    // The JSON field is advanced: its section opened by itself to show the error.
    const editor = within(form).getByRole('textbox', { name: labelOf(json) });
    expect(editor).toBeVisible();
    expect(editor).toHaveAccessibleDescription('Must hold a "priority".');
    expect(within(summary).getByText(/Try again tomorrow\./)).toBeInTheDocument();
    await user.click(within(summary).getByRole('link', { name: labelOf(json) }));
    await waitFor(() => expect(editor).toHaveFocus());
  });

  it('checks answers before sending: required and JSON, nothing sent', async () => {
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') sent += 1;
    });
    const text = fieldOf(FULL, 'TextField');
    const json = fieldOf(FULL, 'JSON');
    const { user, form } = await openSettings();
    await user.clear(within(form).getByRole('textbox', { name: labelOf(text) }));
    await user.click(within(form).getByRole('button', { name: /Advanced/ }));
    const editor = within(form).getByRole('textbox', { name: labelOf(json) });
    await user.clear(editor);
    await user.type(editor, '{{"a": }');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    const summary = await screen.findByRole('alert', { name: '2 answers need attention' });
    expect(summary).toHaveTextContent(`${labelOf(text)} is required.`);
    expect(summary).toHaveTextContent('Not valid JSON at line 1, column 7');
    expect(sent).toBe(0);
  });

  it('keeps every value and says why when the network fails', async () => {
    allowContractViolations();
    server.use(http.put('*/api/v1/workflows/:id/settings', () => HttpResponse.error()));
    const text = fieldOf(FULL, 'TextField');
    const area = fieldOf(FULL, 'TextArea');
    const { user, form } = await openSettings();
    await user.clear(within(form).getByRole('textbox', { name: labelOf(text) }));
    await user.type(within(form).getByRole('textbox', { name: labelOf(text) }), 'Typed name');
    await user.clear(within(form).getByRole('textbox', { name: labelOf(area) }));
    await user.type(within(form).getByRole('textbox', { name: labelOf(area) }), 'Typed body');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    const alert = await findAlert('Saving the settings failed: The service could not be reached');
    expect(alert).toHaveTextContent('Nothing was lost');
    expect(within(form).getByRole('textbox', { name: labelOf(text) })).toHaveValue('Typed name');
    expect(within(form).getByRole('textbox', { name: labelOf(area) })).toHaveValue('Typed body');
    expect(within(form).getByRole('button', { name: 'Save settings' })).toBeEnabled();
  });

  it('offers unsaved answers back after a reload', async () => {
    const text = fieldOf(FULL, 'TextField');
    const first = await openSettings();
    await first.user.clear(within(first.form).getByRole('textbox', { name: labelOf(text) }));
    await first.user.type(
      within(first.form).getByRole('textbox', { name: labelOf(text) }),
      'Not saved',
    );
    first.unmount();

    const { user, form } = await openSettings();
    const input = within(form).getByRole('textbox', { name: labelOf(text) });
    expect(input).not.toHaveValue('Not saved');
    expect(screen.getByText(/that were not saved\.$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(input).toHaveValue('Not saved');
    expect(screen.getByText('Unsaved answers restored. Save to keep them.')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved answers', async () => {
    const text = fieldOf(FULL, 'TextField');
    const { user, form, router, workflow } = await openSettings();
    await user.type(within(form).getByRole('textbox', { name: labelOf(text) }), ' more');
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Overview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(currentUrl(router)).toBe(`/workflows/${workflow.id}/settings`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Overview' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(currentUrl(router)).toBe(`/workflows/${workflow.id}`));
  });

  it('diagnoses answers that match no field and saved options that no list has', async () => {
    renderRoute(`/workflows/${workflowByKey('post-new-tickets-to-support').id}/settings`);
    const panel = await screen.findByRole('region', { name: 'Diagnostics' });
    expect(await within(panel).findByText(/Saved answers that match no field/)).toHaveTextContent(
      'fld_0rphan0000ff',
    );
  });

  it('says when a saved option is not found in the options', async () => {
    renderRoute(`/workflows/${workflowByKey('share-big-wins-in-wins').id}/settings`);
    const panel = await screen.findByRole('region', { name: 'Diagnostics' });
    expect(
      await within(panel).findByText('“CARCHIVED01” not found in options', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(panel).getAllByText('Answers').length).toBeGreaterThan(0);
    expect(await screen.findByText('Saved value not found in options.')).toBeInTheDocument();
  });

  it('links to the end-user view of the acting user', async () => {
    const workflow = workflowByKey(FULL);
    await openSettings();
    expect(screen.getByRole('link', { name: 'End-user view' })).toHaveAttribute(
      'href',
      `/fill/workflows/${workflow.id}?user_key=main`,
    );
  });
});

describe('the end-user form', () => {
  it('shows the form alone, with the workflow’s name and description, and saves', async () => {
    const text = fieldOf(FULL, 'TextField');
    const { user, form, workflow } = await openSettings(FULL, 'fill');
    expect(screen.getByRole('heading', { level: 1, name: workflow.name })).toBeInTheDocument();
    expect(document.title).toBe(`${workflow.name} · Settings`);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Workflows' })).not.toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox', { name: labelOf(text) }));
    await user.type(
      within(form).getByRole('textbox', { name: labelOf(text) }),
      'From the end user',
    );
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Saved for user “main”.')).toBeInTheDocument();
    expect(db.workflows.get(workflow.id)?.form_data_by_user.main?.[text.id]).toBe(
      'From the end user',
    );
  });

  it('shows a not-found message for an unknown workflow', async () => {
    renderRoute('/fill/workflows/nope');
    expect(await screen.findByText('This form was not found')).toBeInTheDocument();
  });

  it('speaks the language of ?lang=: its words, its title, its lang attribute', async () => {
    const text = fieldOf(FULL, 'TextField');
    const workflow = workflowByKey(FULL);
    const { user } = renderRoute(`/fill/workflows/${workflow.id}?user_key=main&lang=de-CH`);
    const form = await screen.findByRole('form', { name: `Einstellungen von ${workflow.name}` });
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'de-CH');
    expect(screen.getByRole('main')).toHaveAttribute('dir', 'ltr');
    expect(document.title).toBe(`${workflow.name} · Einstellungen`);
    const input = within(form).getByRole('textbox', { name: labelOf(text) });
    await user.clear(input);
    // The sender name is required: the summary and the field say so in German.
    await user.click(within(form).getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await screen.findByText('Eine Antwort braucht Ihre Aufmerksamkeit')).toBeInTheDocument();
    expect(screen.getAllByText(`${labelOf(text)} ist ein Pflichtfeld.`).length).toBeGreaterThan(0);
    await user.type(input, 'Vom Endbenutzer');
    await user.click(within(form).getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await screen.findByText('Für Benutzer „main“ gespeichert.')).toBeInTheDocument();
  });

  it('lays Arabic out right to left', async () => {
    const workflow = workflowByKey(FULL);
    renderRoute(`/fill/workflows/${workflow.id}?user_key=main&lang=ar`);
    const form = await screen.findByRole('form', { name: `إعدادات ${workflow.name}` });
    expect(screen.getByRole('main')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'ar');
    expect(within(form).getByRole('button', { name: 'حفظ الإعدادات' })).toBeInTheDocument();
  });

  it('says a workflow is not found in the language asked for', async () => {
    renderRoute('/fill/workflows/nope?lang=fr');
    expect(await screen.findByText('Ce formulaire est introuvable')).toBeInTheDocument();
  });
});

describe('the settings tab for a role that may not save', () => {
  afterEach(() => sessionStore.set(undefined));

  it('shows the answers read-only, says why, and the reason reaches the keyboard', async () => {
    sessionStore.set({ user: 'vera', role: 'viewer', via: 'password', csrfToken: 'csrf' });
    const text = fieldOf(FULL, 'TextField');
    const workflow = workflowByKey(FULL);
    const { user } = renderRoute(`/workflows/${workflow.id}/settings`, {
      connection: { mode: 'gateway' },
    });
    const form = await screen.findByRole('form', { name: `Settings of ${workflow.name}` });
    const reason = 'You are signed in as a viewer: only an operator or an admin can save settings.';
    expect(within(form).getByRole('note')).toHaveTextContent(`Read-only: ${reason}`);
    const input = within(form).getByRole('textbox', { name: labelOf(text) });
    const saved = workflow.form_data_by_user.main?.[text.id];
    if (typeof saved !== 'string') throw new Error('the text field has no saved answer');
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveValue(saved);
    await user.type(input, 'typed');
    expect(input).toHaveValue(saved);
    const save = within(form).getByRole('button', { name: 'Save settings' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAccessibleDescription(reason);
    save.focus();
    expect(save).toHaveFocus();
  });
});
