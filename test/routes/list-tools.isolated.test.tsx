/**
 * The tools above every list: the column chooser (`?cols=`), saved views kept in this browser, and
 * Export CSV of the filtered rows with the columns shown. Saved views behind the gateway are tested
 * against the real endpoints in test/gateway/store-suite.ts and end to end in test/e2e/list-tools.e2e.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as Download from '@/utils/download';
import { db } from '../support/demo-server';
import { currentUrl, renderRoute } from '../support/render';

const downloads = vi.hoisted(() => [] as { fileName: string; text: string }[]);
vi.mock('@/utils/download', async (original) => ({
  ...(await original<typeof Download>()),
  downloadCsv: (fileName: string, text: string) => downloads.push({ fileName, text }),
}));

/** The table's columns shown, by id. */
function headers(name: string): string[] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.getAttribute('data-col') ?? '');
}

/** Main's workflows, newest first, as the service orders them. */
function mainWorkflows() {
  return db.workflows
    .all()
    .filter((w) => w.owner_user_key === 'main')
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
}

describe('the column chooser', () => {
  it('hides a column, keeps the choice in the URL, and shows every column again', async () => {
    const { user, router } = renderRoute('/workflows');
    await screen.findAllByRole('link', { name: mainWorkflows()[0]?.name });
    expect(headers('Workflows')).toEqual([
      'name',
      'state',
      'last_run',
      'updated',
      'draft',
      'runs',
      'key',
      'created',
      'steps',
      'published',
    ]);
    await user.click(await screen.findByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu', { name: 'Columns shown' });
    expect(within(menu).getByRole('menuitemcheckbox', { name: /Name/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Key' }));
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitemcheckbox', { name: 'Steps' }),
    );
    expect(currentUrl(router)).toBe(
      '/workflows?cols=name%2Cstate%2Clast_run%2Cupdated%2Cdraft%2Cruns%2Ccreated%2Cpublished',
    );
    await user.keyboard('{Escape}');
    expect(headers('Workflows')).toEqual([
      'name',
      'state',
      'last_run',
      'updated',
      'draft',
      'runs',
      'created',
      'published',
    ]);
    await user.click(screen.getByRole('button', { name: 'Columns (2 hidden)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Show every column' }));
    expect(currentUrl(router)).toBe('/workflows');
    await user.keyboard('{Escape}');
    expect(headers('Workflows')).toHaveLength(10);
  });

  it('opens with the columns a link names, ignoring ids the table does not have', async () => {
    renderRoute('/workflows?cols=state,nonsense,runs');
    await screen.findAllByRole('link', { name: mainWorkflows()[0]?.name });
    expect(headers('Workflows')).toEqual(['name', 'state', 'runs']);
    expect(await screen.findByRole('button', { name: 'Columns (7 hidden)' })).toBeInTheDocument();
  });
});

describe('saved views in this browser', () => {
  it('saves the filters and columns under a name, and switches between views', async () => {
    const { user, router } = renderRoute('/workflows?on=false&cols=name,state,runs');
    await user.click(await screen.findByRole('button', { name: 'Views' }));
    expect(await screen.findByRole('menuitem', { name: 'No saved views yet' })).toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Save view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(await within(dialog).findByText('Give the view a name.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Switched off');
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'View: Switched off' })).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem('wfc.views') ?? '{}') as {
      workflows: { name: string; query: string }[];
    };
    expect(stored.workflows.map(({ name, query }) => ({ name, query }))).toEqual([
      { name: 'Switched off', query: 'cols=name%2Cstate%2Cruns&on=false' },
    ]);

    await router.navigate('/workflows?order_by=name');
    await user.click(await screen.findByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save view…' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'A to Z');
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    await screen.findByRole('button', { name: 'View: A to Z' });

    await user.click(screen.getByRole('button', { name: 'View: A to Z' }));
    const menu = await screen.findByRole('menu', { name: 'Saved views' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['A to Z', 'Switched off', 'Save view…', 'Delete “A to Z”']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Switched off' }));
    expect(currentUrl(router)).toBe('/workflows?cols=name%2Cstate%2Cruns&on=false');
    await screen.findByRole('button', { name: 'View: Switched off' });
    expect(headers('Workflows')).toEqual(['name', 'state', 'runs']);
  });

  it('deletes the view open after asking', async () => {
    localStorage.setItem(
      'wfc.views',
      JSON.stringify({ users: [{ id: 'v1', name: 'Acme people', query: 'search=acme' }] }),
    );
    const { user } = renderRoute('/users?search=acme');
    await user.click(await screen.findByRole('button', { name: 'View: Acme people' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete “Acme people”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the view “Acme people”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete view' }));
    await screen.findByRole('button', { name: 'Views' });
    expect(JSON.parse(localStorage.getItem('wfc.views') ?? '{}')).toEqual({ users: [] });
  });
});

describe('Export CSV', () => {
  it('writes every filtered workflow across pages, with the columns shown under their names', async () => {
    downloads.length = 0;
    const { user } = renderRoute('/workflows?on=false&cols=name,state,runs&limit=10');
    const off = mainWorkflows().filter((w) => !w.on);
    expect(off.length).toBeGreaterThan(10);
    await screen.findAllByRole('link', { name: off[0]?.name });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText(`Exported ${String(off.length)} workflows, with the columns shown.`),
    ).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
    const [file] = downloads;
    expect(file?.fileName).toMatch(/^workflows-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = file?.text.split('\r\n') ?? [];
    expect(lines[0]).toBe('Name,State,Runs');
    expect(lines).toHaveLength(off.length + 2);
    expect(lines.at(-1)).toBe('');
    expect(lines[1]).toBe(`${off[0]?.name ?? ''},Off,${String(off[0]?.executions_count)}`);
  });
});
