import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFERENCES_KEY } from '@/config/preferences';
import { db } from '../support/demo-server';
import { currentUrl, renderRoute } from '../support/render';

const mainWorkflows = () => db.workflows.all().filter((w) => w.owner_user_key === 'main');

function rowNames(): string[] {
  const table = screen.queryByRole('table', { name: 'Workflows' });
  if (!table || within(table).queryAllByTestId('skeleton-row').length > 0) return [];
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('a')?.textContent ?? '');
}
const expectRows = (names: string[]) => waitFor(() => expect(rowNames()).toEqual(names));
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('sorting the workflow list by its headers', () => {
  it('sorts by name A to Z first, then Z to A, with aria-sort, the URL and the subtitle saying so', async () => {
    const { user, router } = renderRoute('/workflows');
    await expectRows(
      mainWorkflows()
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
        .map((w) => w.name)
        .slice(0, 25),
    );
    expect(header('Created')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    expect(screen.getByText('Workflows of user "main", newest first.')).toBeInTheDocument();

    await user.click(within(header('Name')).getByRole('button', { name: /sort A to Z/ }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/workflows?order_by=name&order_direction=asc'),
    );
    const byName = mainWorkflows().sort(
      (a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
    );
    await expectRows(byName.map((w) => w.name).slice(0, 25));
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Created')).not.toHaveAttribute('aria-sort');
    expect(screen.getByText('Workflows of user "main", by name, A to Z.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Name, A to Z');

    await user.click(within(header('Name')).getByRole('button', { name: /sort Z to A/ }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/workflows?order_by=name&order_direction=desc'),
    );
    await expectRows(
      [...byName]
        .reverse()
        .map((w) => w.name)
        .slice(0, 25),
    );
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('Workflows of user "main", by name, Z to A.')).toBeInTheDocument();
  });

  it('sorts by update, newest first, starting again from the first page', async () => {
    const { user, router } = renderRoute('/workflows?on=true');
    await screen.findByRole('table', { name: 'Workflows' });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentUrl(router)).toContain('starting_after='));
    await user.click(within(header('Updated')).getByRole('button', { name: /sort newest first/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/workflows?on=true&order_by=updated_at'));
    await expectRows(
      mainWorkflows()
        .filter((w) => w.on)
        .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id.localeCompare(a.id))
        .map((w) => w.name)
        .slice(0, 25),
    );
    expect(header('Updated')).toHaveAttribute('aria-sort', 'descending');
    expect(
      screen.getByText('Workflows of user "main", most recently updated first.'),
    ).toBeInTheDocument();
  });

  it('reads a name order without a direction as A to Z, and offers no sort where the service has none', async () => {
    renderRoute('/workflows?order_by=name');
    await expectRows(
      mainWorkflows()
        .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
        .map((w) => w.name)
        .slice(0, 25),
    );
    for (const name of ['State', 'Last run', 'Runs', 'Key', 'Draft'])
      expect(within(header(name)).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('times as people read them', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows relative times with the service’s words and the UTC time as their hint, or absolute by preference', async () => {
    const newest = mainWorkflows().sort(
      (a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id),
    )[0];
    if (!newest) throw new Error('main has no workflows');
    // Three hours after the newest workflow's last update (the seed's dates are fixed); only the
    // clock is fake, timers run.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(newest.updated_at) + 3 * 3600_000 });
    const { user } = renderRoute('/workflows');
    const table = await screen.findByRole('table', { name: 'Workflows' });
    await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    // Name, State, Last run, Updated…
    const cell = within(row).getAllByRole('cell')[3] as HTMLElement;
    const time = within(cell).getByText('3 h ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', `${newest.updated_at.slice(0, 19)}Z`);
    expect(time).toHaveAccessibleDescription(
      new RegExp(
        `E[SD]T\\s+${newest.updated_at.slice(0, 10)} ${newest.updated_at.slice(11, 19)} UTC$`,
      ),
    );
    // Focusable, so the keyboard reaches the hint as the pointer does.
    expect(time).toHaveAttribute('tabindex', '0');

    await user.keyboard('t');
    const absolute = await within(cell).findByText(/ (am|pm) E[SD]T$/);
    expect(absolute.tagName).toBe('TIME');
    expect(window.localStorage.getItem(PREFERENCES_KEY)).toContain('"times":"absolute"');
    expect(absolute).toHaveAccessibleDescription(/ago.*UTC$/s);
    await user.keyboard('t');
    expect(await within(cell).findByText(/ ago$|yesterday/)).toBeInTheDocument();
  });
});
