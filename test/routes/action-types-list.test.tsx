/**
 * `/action-types`: the action types the acting user's workflows use (the interface has no list of
 * them), each read by id at a pace, with their state, use, app, draft and type; filters; "used by"
 * leading to the workflows list filtered by the action type.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, server } from '../support/demo-server';
import { currentUrl, renderRoute } from '../support/render';

/** The action types main's workflows use, each with how many of them use it. */
function usedByMain(): Map<string, number> {
  const usage = new Map<string, number>();
  for (const workflow of db.workflows.all().filter((w) => w.owner_user_key === 'main')) {
    const ids = new Set(
      workflow.template.nodes.flatMap((node) =>
        typeof node.action_type_id === 'string' ? [node.action_type_id] : [],
      ),
    );
    for (const id of ids) usage.set(id, (usage.get(id) ?? 0) + 1);
  }
  return usage;
}

function rowNames(): string[] {
  const table = screen.getByRole('table', { name: 'Action types' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent ?? '');
}

describe('the action types list', () => {
  it('lists every action type the workflows use, by name, with how many use it', async () => {
    const usage = usedByMain();
    const types = [...usage.keys()].map((id) => db.actionTypes.get(id));
    const inFlight = { now: 0, most: 0 };
    server.events.on('request:start', ({ request }) => {
      if (!new URL(request.url).pathname.includes('/api/v1/action_types/')) return;
      inFlight.now += 1;
      inFlight.most = Math.max(inFlight.most, inFlight.now);
    });
    server.events.on('response:mocked', ({ request }) => {
      if (new URL(request.url).pathname.includes('/api/v1/action_types/')) inFlight.now -= 1;
    });
    renderRoute('/action-types');
    expect(
      await screen.findByText(`${usage.size} action types in the 42 workflows read.`, undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    server.events.removeAllListeners();
    // Read a few at a time, never all at once.
    expect(inFlight.most).toBeLessThanOrEqual(3);
    const names = types.map((type) => type?.name ?? '').sort((a, b) => a.localeCompare(b));
    expect(rowNames()).toEqual(names);
    const crm = types.find((type) => type?.name === 'Create CRM contact');
    if (!crm) throw new Error('no such action type');
    const row = screen.getByRole('row', { name: /^Create CRM contact/ });
    expect(within(row).getByText(crm.on ? 'On' : 'Off')).toBeInTheDocument();
    // In its column, and folded into the name's cell where the column hides.
    expect(within(row).getAllByText(crm.app_name ?? '—').length).toBeGreaterThan(0);
    const count = usage.get(crm.id) ?? 0;
    expect(
      within(row).getAllByRole('link', { name: `${String(count)} workflows` })[0],
    ).toHaveAttribute('href', `/workflows?action_type=${crm.id}`);
  });

  it('filters by draft and by app, in the URL', async () => {
    const usage = usedByMain();
    const types = [...usage.keys()].flatMap((id) => db.actionTypes.get(id) ?? []);
    const { user, router } = renderRoute('/action-types');
    await screen.findByText(/action types in the 42 workflows read\./, undefined, {
      timeout: 10_000,
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Draft' }), 'Has a draft');
    await waitFor(() => expect(currentUrl(router)).toBe('/action-types?draft=true'));
    const drafts = types.filter((type) => type.has_draft).map((type) => type.name);
    expect(rowNames()).toEqual(drafts.sort((a, b) => a.localeCompare(b)));
    const app = types.find((type) => type.has_draft)?.app_name;
    if (!app) throw new Error('no action type with a draft and an app');
    await user.selectOptions(screen.getByRole('combobox', { name: 'App' }), app);
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/action-types?draft=true&app=${encodeURIComponent(app)}`),
    );
    const appDrafts = types.filter((type) => type.has_draft && type.app_name === app);
    expect(rowNames()).toEqual(
      appDrafts.map((type) => type.name).sort((a, b) => a.localeCompare(b)),
    );
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(currentUrl(router)).toBe('/action-types'));
    expect(rowNames()).toHaveLength(usage.size);
  });

  it('leads from "used by" to the workflows using the action type', async () => {
    const usage = usedByMain();
    const crm = db.actionTypes.all().find((type) => type.name === 'Create CRM contact');
    if (!crm) throw new Error('no such action type');
    const { user, router } = renderRoute('/action-types');
    await screen.findByText(/action types in the 42 workflows read\./, undefined, {
      timeout: 10_000,
    });
    const row = screen.getByRole('row', { name: /^Create CRM contact/ });
    const count = usage.get(crm.id) ?? 0;
    await user.click(
      within(row).getAllByRole('link', { name: `${String(count)} workflows` })[0] as HTMLElement,
    );
    await waitFor(() => expect(currentUrl(router)).toBe(`/workflows?action_type=${crm.id}`));
    expect(await screen.findByText(`${String(count)} of 42 workflows match.`)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Uses action type Create CRM contact/ }),
    ).toBeInTheDocument();
  });

  it('is in the navigation, and g then t goes there', async () => {
    const { user, router } = renderRoute('/workflows');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Action types' })).toHaveAttribute(
      'href',
      '/action-types',
    );
    await screen.findByRole('heading', { level: 1, name: 'Workflows' });
    await user.keyboard('gt');
    await waitFor(() => expect(currentUrl(router)).toBe('/action-types'));
  });
});
