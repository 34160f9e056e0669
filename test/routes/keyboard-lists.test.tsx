/* eslint-disable testing-library/no-node-access -- a roving tabindex is about which elements take the focus, and which one holds it */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ClickableRow } from '@/components/data-table/clickable-row';
import { Cell, DataTable } from '@/components/data-table/data-table';
import { currentUrl, renderRoute } from '../support/render';

async function loadedRows(name: string): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(3));
  return within(table).getAllByRole('row').slice(1);
}

describe('a list worked by keyboard', () => {
  it('moves between rows with j/k and the arrows, and opens one with Enter', async () => {
    const { user, router } = renderRoute('/workflows');
    const rows = await loadedRows('Workflows');
    // j on the page (outside the list) goes to the list's first row (once the keys' code is there).
    await user.keyboard('j');
    await waitFor(() => expect(rows[0]).toHaveFocus());
    await user.keyboard('jj');
    expect(rows[2]).toHaveFocus();
    await user.keyboard('k{ArrowUp}');
    expect(rows[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{End}');
    expect(rows.at(-1)).toHaveFocus();
    await user.keyboard('{Home}{ArrowDown}');
    expect(rows[1]).toHaveFocus();
    const link = within(rows[1] as HTMLElement).getAllByRole('link')[0] as HTMLElement;
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe(link.getAttribute('href')));
  });

  it('is one Tab stop: the current row, then its own controls, then past the list', async () => {
    const { user } = renderRoute('/workflows');
    const rows = await loadedRows('Workflows');
    await user.keyboard('jj');
    await waitFor(() => expect(rows[1]).toHaveFocus());
    const row = rows[1] as HTMLElement;
    // Only the current row and its controls can be reached with Tab.
    const tabbable = (element: HTMLElement) =>
      element.tabIndex >= 0 && !element.closest('[aria-hidden="true"]');
    expect(rows.filter(tabbable)).toEqual([row]);
    expect(
      [...row.querySelectorAll<HTMLElement>('a, time')].filter(tabbable).length,
    ).toBeGreaterThan(0);
    for (const other of rows.filter((candidate) => candidate !== row))
      expect([...other.querySelectorAll<HTMLElement>('a, time')].filter(tabbable)).toEqual([]);
    const table = screen.getByRole('table', { name: 'Workflows' });
    // Tab: into the row's own controls, then straight past the list (no other row's controls).
    let inside = 0;
    await user.tab();
    while (row.contains(document.activeElement) && inside < 20) {
      inside += 1;
      await user.tab();
    }
    expect(inside).toBeGreaterThan(0);
    expect(table).not.toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Count all' })).toHaveFocus();
    // And back: the row's controls, then the row itself.
    for (let step = 0; step < inside; step += 1) {
      await user.tab({ shift: true });
      expect(row).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(row).toHaveFocus();
  });

  it('works the events list the same way, Enter opening the record', async () => {
    const { user } = renderRoute('/events');
    const list = await screen.findByRole('list', { name: 'Events' });
    const items = within(list).getAllByRole('listitem');
    await user.keyboard('jj');
    await waitFor(() => expect(items[1]).toHaveFocus());
    const details = (items[1] as HTMLElement).querySelector('details');
    expect(details).not.toHaveAttribute('open');
    await user.keyboard('{Enter}');
    expect(details).toHaveAttribute('open');
  });

  it('selects the current row with x where rows can be selected', async () => {
    function Selectable() {
      const [chosen, setChosen] = useState<string[]>([]);
      return (
        <DataTable columns={[{ id: 'name', label: 'Name', priority: 1 }]} label="Fruit">
          {['apple', 'pear', 'plum'].map((name) => (
            <ClickableRow key={name} to={`/fruit/${name}`}>
              <Cell col="name">
                <input
                  type="checkbox"
                  aria-label={`Select ${name}`}
                  checked={chosen.includes(name)}
                  onChange={() =>
                    setChosen((now) =>
                      now.includes(name) ? now.filter((n) => n !== name) : [...now, name],
                    )
                  }
                />
                <a href={`/fruit/${name}`}>{name}</a>
              </Cell>
            </ClickableRow>
          ))}
        </DataTable>
      );
    }
    const router = createMemoryRouter([{ path: '*', element: <Selectable /> }]);
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    const rows = within(screen.getByRole('table', { name: 'Fruit' }))
      .getAllByRole('row')
      .slice(1);
    // The rows take the focus once the list's keyboard code has arrived.
    await waitFor(() => expect(rows[0]).toHaveAttribute('tabindex', '0'));
    (rows[0] as HTMLElement).focus();
    await user.keyboard('jx');
    expect(screen.getByRole('checkbox', { name: 'Select pear' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select apple' })).not.toBeChecked();
    await user.keyboard('x');
    expect(screen.getByRole('checkbox', { name: 'Select pear' })).not.toBeChecked();
    expect(rows[1]).toHaveFocus();
  });
});
