import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { allowContractViolations, db, server } from '../support/demo-server';
import { findFailure } from '../support/failures';
import { currentUrl, renderRoute } from '../support/render';
import { actionTypeByName } from '../support/seed-lookup-action-types';
import { SEEDED, workflowByKey } from '../support/seed-lookup';

const row = (label: string) => screen.getByRole('row', { name: label });

describe('the action type page', () => {
  it('shows the header facts and every published/draft pair', async () => {
    const type = actionTypeByName('Send Chatter message');
    renderRoute(`/action-types/${type.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: type.name })).toBeInTheDocument();
    expect(document.title).toBe(`${type.name} · Workflow Console`);
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText(type.id)).toBeInTheDocument();
    expect(within(details).getByText(type.app_name ?? '')).toBeInTheDocument();
    expect(within(details).getByText(/times$/)).toBeInTheDocument();
    for (const label of [
      'URL',
      'HTTP method',
      'Headers',
      'Params',
      'Code',
      'Form',
      'Icon',
      'Response data',
    ]) {
      expect(within(row(label)).getAllByRole('cell')[0]).toHaveTextContent('~ Changed');
    }
    expect(screen.getByText(/The draft changes 8 of 8 fields/)).toBeInTheDocument();
  });

  it('never shows a secret, but says when one changed', async () => {
    const type = actionTypeByName('Send Chatter message');
    renderRoute(`/action-types/${type.id}`);
    const headers = within(await screen.findByRole('row', { name: 'Headers' }));
    expect(headers.getAllByTitle('A secret: its value is never shown').length).toBeGreaterThan(0);
    if (type.headers?.includes('redact') && type.headers !== type.headers_draft) {
      expect(headers.getByText(/A secret changed/)).toBeInTheDocument();
    }
    // The mask "{% redacted %}" may show; a real "{% redact <what> %}" placeholder never does.
    expect(document.body).not.toHaveTextContent(/\{% redact\s/);
  });

  it('previews the published and draft forms read-only with the settings-form renderer', async () => {
    const type = actionTypeByName('Send Chatter message');
    const { user } = renderRoute(`/action-types/${type.id}`);
    const form = within(await screen.findByRole('row', { name: 'Form' }));
    await user.click(form.getByRole('button', { name: 'Preview the form' }));
    for (const [side, fields] of [
      ['Published form', type.form],
      ['Draft form', type.form_draft],
    ] as const) {
      const preview = form.getByRole('region', { name: side });
      for (const field of fields) {
        const label = field.label || field.name;
        if (['TextField', 'TextArea', 'JSON'].includes(field.type))
          expect(within(preview).getByRole('textbox', { name: label })).toHaveAttribute('readonly');
        else if (field.type === 'AsyncSelect')
          expect(within(preview).getByRole('combobox', { name: label })).toHaveAttribute(
            'readonly',
          );
        else expect(within(preview).getByText(new RegExp(field.type))).toBeInTheDocument();
      }
    }
  });

  it('flags a form placeholder that names no field of the form', async () => {
    const type = actionTypeByName('Update CRM deal');
    renderRoute(`/action-types/${type.id}`);
    const params = within(await screen.findByRole('row', { name: 'Params' }));
    expect(params.getAllByText(/form · missing_field \(no such field\)/).length).toBeGreaterThan(0);
  });

  it('shows the waiting for a callback with its timeout', async () => {
    const type = db.actionTypes
      .all()
      .find((t) => t.wait_for_callback && t.callback_timeout_n !== null);
    if (!type) throw new Error('the seed has no callback action type');
    renderRoute(`/action-types/${type.id}`);
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(
      within(details).getByText(new RegExp(`Yes, timeout ${type.callback_timeout_n ?? ''} `)),
    ).toBeInTheDocument();
  });

  it('discards the draft after a confirmation: every pair unchanged after', async () => {
    const type = actionTypeByName('Send Chatter message');
    const { user } = renderRoute(`/action-types/${type.id}`);
    await user.click(await screen.findByRole('button', { name: 'Discard draft…' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Discard the draft of “${type.name}”?`,
    });
    expect(
      within(dialog).getByRole('list', { name: 'Changes that will be lost' }),
    ).toHaveTextContent('Headers');
    await user.click(within(dialog).getByRole('button', { name: 'Download the draft as JSON' }));
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    expect(
      await screen.findByText('The draft was discarded: every field is its published value again.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No draft: what you see is the published version.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Unchanged').length).toBeGreaterThanOrEqual(8);
    expect(db.actionTypes.get(type.id)?.has_draft).toBe(false);
  });

  it('keeps the draft and says why when the discard fails', async () => {
    allowContractViolations();
    const type = actionTypeByName('Send Chatter message');
    server.use(
      http.post('*/api/v1/action_types/:id/discard_draft', () =>
        HttpResponse.json({ message: 'Not now' }, { status: 503 }),
      ),
    );
    const { user } = renderRoute(`/action-types/${type.id}`);
    await user.click(await screen.findByRole('button', { name: 'Discard draft…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    await findFailure('Not now', dialog);
    expect(db.actionTypes.get(type.id)?.has_draft).toBe(true);
  });

  it('shows a not-found screen for an unknown id', async () => {
    renderRoute('/action-types/no-such-type');
    expect(await screen.findByText('Action type "no-such-type" was not found')).toBeInTheDocument();
  });
});

describe('reaching action types', () => {
  it('from the command palette in the top bar', async () => {
    const type = actionTypeByName('Update CRM deal');
    const { user, router } = renderRoute('/workflows');
    await screen.findByRole('heading', { name: 'Workflows' });
    await user.click(screen.getByRole('button', { name: /^Go to…/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await user.type(within(dialog).getByRole('textbox'), type.id);
    await user.click(
      await within(dialog).findByRole('link', { name: new RegExp(`^${type.name}`) }),
    );
    await waitFor(() => expect(currentUrl(router)).toBe(`/action-types/${type.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: type.name })).toBeInTheDocument();
  });

  it('from a node on the compare canvas', async () => {
    const workflow = workflowByKey(SEEDED.missingPositions);
    const node = workflow.template_draft.nodes.find((n) => typeof n.action_type_id === 'string');
    if (!node) throw new Error('no action node');
    const { router } = renderRoute(`/workflows/${workflow.id}/compare?view=draft`);
    const canvas = await screen.findByRole('region', { name: 'Draft layout' });
    // React Flow keeps nodes `visibility: hidden` until it measures them, which jsdom cannot do, so
    // role queries skip them; the node's title (its name and what it is, as a user hovering sees it)
    // still finds it.
    const hover = (title: string) => title.startsWith(`${node.name} (`);
    const [element] = await within(canvas).findAllByTitle((title) => hover(title));
    if (!element) throw new Error('node not rendered');
    // A plain click: user-event's mousedown carries no `view`, which d3-zoom's drag guard needs.
    fireEvent.click(element);
    await waitFor(() => expect(currentUrl(router)).toContain(`node=${node.id}`));
    const selected = await screen.findByRole('region', { name: 'Selected node' });
    expect(within(selected).getByRole('link', { name: /Open its action type/ })).toHaveAttribute(
      'href',
      `/action-types/${node.action_type_id ?? ''}`,
    );
  });
});
