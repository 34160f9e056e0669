import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RECENT_KEY, reloadRecent } from '@/config/recent';
import { growWorkflows } from '@/demo-api/store/grow';
import { db } from '../support/demo-server';
import { currentUrl, renderRoute } from '../support/render';
import { SEEDED, workflowByKey } from '../support/seed-lookup';

/** Opens the palette with Ctrl+K and types `text` into it. */
async function openPalette(user: ReturnType<typeof renderRoute>['user'], text = '') {
  await screen.findByRole('heading', { level: 1, name: 'Workflows' });
  fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
  const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
  const input = within(dialog).getByRole('textbox', { name: 'Search screens and records' });
  await waitFor(() => expect(input).toHaveFocus());
  if (text) await user.type(input, text);
  return { dialog, input };
}

async function resultIn(dialog: HTMLElement, section: string, name: RegExp | string) {
  const region = await within(dialog).findByRole('region', { name: section });
  return within(region).findByRole('link', { name });
}

describe('the command palette', () => {
  it('opens with Ctrl+K and from the top bar’s button, and lists the screens with their g keys', async () => {
    const { user, router } = renderRoute('/workflows');
    await screen.findByRole('heading', { level: 1, name: 'Workflows' });
    await user.click(screen.getByRole('button', { name: /^Go to… (Ctrl K|⌘K)$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    const users = await resultIn(
      dialog,
      'Screens',
      /^Go to Users\s*,\s*Screen, shortcut: g then u$/,
    );
    expect(users).toHaveAttribute('href', '/users');
    await user.type(within(dialog).getByRole('textbox'), 'runs{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/runs'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('finds a workflow by key (id_type=key, the acting user’s), as a link to it', async () => {
    const workflow = workflowByKey(SEEDED.movesOnly);
    const { user, router } = renderRoute('/workflows');
    const { dialog } = await openPalette(user, workflow.key);
    const link = await resultIn(dialog, 'Workflows', new RegExp(`^${workflow.name} .*By key`));
    expect(link).toHaveAttribute('href', `/workflows/${workflow.id}`);
    await user.click(link);
    await waitFor(() => expect(currentUrl(router)).toBe(`/workflows/${workflow.id}`));
  });

  it('finds a workflow by id, and among the loaded pages by name', async () => {
    const workflow = workflowByKey(SEEDED.startOnly);
    const { user } = renderRoute('/workflows');
    const { dialog, input } = await openPalette(user, workflow.id);
    expect(await resultIn(dialog, 'Workflows', /By id/)).toHaveAttribute(
      'href',
      `/workflows/${workflow.id}`,
    );
    await user.clear(input);
    await user.type(input, 'quarterly renewal');
    expect(await resultIn(dialog, 'Workflows', /Loaded/)).toHaveAttribute(
      'href',
      `/workflows/${workflow.id}`,
    );
  });

  it('says plainly when no workflow has the key', async () => {
    const { user } = renderRoute('/workflows');
    const { dialog } = await openPalette(user, 'no-such-workflow-key');
    expect(
      await within(dialog).findByText(
        'No workflow has the key or id “no-such-workflow-key” for user “main”.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Workflows' })).not.toBeInTheDocument();
  });

  it('finds an action type by id, a user by key and an installed app by identifier', async () => {
    const type = db.actionTypes.all()[0];
    const app = db.installedApps.all()[0];
    if (!type || !app) throw new Error('the seed has no action type or app');
    const { user } = renderRoute('/workflows');
    const { dialog, input } = await openPalette(user, type.id);
    expect(await resultIn(dialog, 'Action types', new RegExp(`^${type.name}`))).toHaveAttribute(
      'href',
      `/action-types/${type.id}`,
    );
    await user.clear(input);
    await user.type(input, 'acme');
    expect(await resultIn(dialog, 'Users', /Key acme$/)).toHaveAttribute(
      'href',
      '/users?search=acme&user=acme',
    );
    await user.clear(input);
    await user.type(input, app.app_identifier);
    expect(
      await resultIn(dialog, 'Installed apps', new RegExp(app.app_identifier)),
    ).toHaveAttribute('href', `/installed-apps/${app.app_identifier}`);
  });

  it('finds an action type by name among those read (the action types list reads them)', async () => {
    const type = db.actionTypes.all().find((t) => t.name === 'Create CRM contact');
    if (!type) throw new Error('no such action type');
    const { user } = renderRoute('/action-types');
    await screen.findByText(/action types in the 42 workflows read\./, undefined, {
      timeout: 10_000,
    });
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await user.type(within(dialog).getByRole('textbox'), 'crm contact');
    expect(await resultIn(dialog, 'Action types', /^Create CRM contact/)).toHaveAttribute(
      'href',
      `/action-types/${type.id}`,
    );
  });

  it('lists the records visited recently, kept per connection without secrets', async () => {
    const workflow = workflowByKey(SEEDED.movesOnly);
    const view = renderRoute(`/workflows/${workflow.id}`);
    await screen.findByRole('heading', { level: 1, name: workflow.name });
    await waitFor(() => expect(window.localStorage.getItem(RECENT_KEY)).toContain(workflow.id));
    const saved = window.localStorage.getItem(RECENT_KEY) ?? '';
    expect(Object.keys(JSON.parse(saved) as object)).toEqual(['demo']);
    expect(saved).not.toMatch(/sk_|Bearer/);
    view.unmount();

    const { user } = renderRoute('/workflows');
    const { dialog } = await openPalette(user);
    expect(await resultIn(dialog, 'Recent', new RegExp(`^${workflow.name}`))).toHaveAttribute(
      'href',
      `/workflows/${workflow.id}`,
    );
    // Another connection has its own (empty) list.
    window.localStorage.setItem(RECENT_KEY, JSON.stringify({ 'live:https://other.example': [] }));
    reloadRecent();
    await waitFor(() =>
      expect(within(dialog).queryByRole('region', { name: 'Recent' })).not.toBeInTheDocument(),
    );
  });
});

describe('the palette’s commands', () => {
  it('never prints a miss above the matches when a name is typed', async () => {
    const workflow = workflowByKey(SEEDED.startOnly);
    const { user } = renderRoute('/workflows');
    // One word: looked up as a key and an id too (both miss), and found by name.
    const { dialog } = await openPalette(user, 'quarterly');
    await resultIn(dialog, 'Workflows', new RegExp(`^${workflow.name}`));
    // Once the look-ups have answered.
    expect(await within(dialog).findByText(/^\d+ results?\. Arrow keys/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/No workflow has the key/)).not.toBeInTheDocument();
  });

  it('switches the theme, from the palette and with Shift+T, each shown with its keys', async () => {
    const { user } = renderRoute('/workflows');
    const { dialog } = await openPalette(user, 'theme');
    const command = within(
      await within(dialog).findByRole('region', { name: 'Commands' }),
    ).getByRole('button', {
      name: /^Switch theme\s*,\s*Command · To the dark theme, shortcut: Shift \+ T$/,
    });
    await user.click(command);
    expect(
      await screen.findByRole('button', { name: 'Switch to the light theme' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Dark theme');
    await user.keyboard('{Shift>}T{/Shift}');
    expect(
      await screen.findByRole('button', { name: 'Switch to the dark theme' }),
    ).toBeInTheDocument();
  });

  it('opens a workflow by name from any page of the list (o)', async () => {
    growWorkflows(db, 'main', 60);
    const target = workflowByKey(SEEDED.startOnly);
    const { user, router } = renderRoute('/workflows');
    await screen.findByRole('heading', { level: 1, name: 'Workflows' });
    await user.keyboard('o');
    const dialog = await screen.findByRole('dialog', { name: 'Open workflow by name' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Workflow name' }), 'quarterly');
    expect(await within(dialog).findByText('1 of 102 workflows matches.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe(`/workflows/${target.id}`));
  });

  it('discards this workflow’s draft (Shift+D) and compares it with another (c), asking first', async () => {
    const workflow = workflowByKey(SEEDED.movesOnly);
    expect(workflow.has_draft).toBe(true);
    const { user, router } = renderRoute(`/workflows/${workflow.id}`);
    await screen.findByRole('heading', { level: 1, name: workflow.name });
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await user.type(within(dialog).getByRole('textbox'), 'discard');
    await user.click(
      within(dialog).getByRole('button', { name: /^Discard draft of this workflow…/ }),
    );
    const discard = await screen.findByRole('dialog', { name: /Discard the draft/ });
    await user.click(within(discard).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('{Shift>}D{/Shift}');
    await user.click(
      within(await screen.findByRole('dialog', { name: /Discard the draft/ })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('c');
    await waitFor(() => expect(currentUrl(router)).toBe(`/workflows/${workflow.id}/compare`));
    expect(await screen.findByRole('dialog', { name: 'Compare with…' })).toBeInTheDocument();
  });

  it('copies the link to this screen (y), and says so', async () => {
    const { user } = renderRoute('/users?search=acme');
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    await user.keyboard('y');
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
  });
});

describe('keyboard shortcuts', () => {
  it('? lists them, g then a letter goes to a screen, / focuses the page’s search', async () => {
    const { user, router } = renderRoute('/workflows');
    await screen.findByRole('heading', { level: 1, name: 'Workflows' });
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByRole('rowheader', { name: 'g then u' })).toBeInTheDocument();
    await user.click(within(help).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.keyboard('gu');
    await waitFor(() => expect(currentUrl(router)).toBe('/users'));
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    await user.keyboard('/');
    expect(screen.getByRole('textbox', { name: /Key, name or e-mail/ })).toHaveFocus();
    // Typed into a field, the same keys are text.
    await user.keyboard('gw');
    expect(currentUrl(router)).toBe('/users');
  });
});
