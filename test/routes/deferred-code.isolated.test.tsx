/**
 * Code the first screen does without for a moment (src/lib/lazy-part.ts): the keyboard shortcuts,
 * the lists' row navigation and the full error view are fetched once the first screen shows. Here each
 * is held back until the test lets it arrive, to see the screen before (it works in a plainer way, and
 * says what cannot work yet) and after (keys pressed meanwhile take effect, the failure is described
 * in full). The gates stay open once opened: the tests run in order.
 */
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../support/demo-server';
import { currentUrl, renderRoute } from '../support/render';

const gates = vi.hoisted(() => {
  const gate = () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { opened, open };
  };
  return { keys: gate(), rows: gate(), errorAlert: gate() };
});

vi.mock('@/app/layout/command-keys', async (importOriginal) => {
  await gates.keys.opened;
  return importOriginal();
});

vi.mock('@/components/data-table/row-navigation', async (importOriginal) => {
  await gates.rows.opened;
  return importOriginal();
});

vi.mock('@/components/error-alert', async (importOriginal) => {
  await gates.errorAlert.opened;
  return importOriginal();
});

afterEach(() => onlineManager.setOnline(true));

async function loadedRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name: 'Workflows' });
  await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return within(table).getAllByRole('row').slice(1);
}

describe('before the keyboard’s code arrives', () => {
  it('opens the palette with Ctrl+K all the same', async () => {
    const { user } = renderRoute('/workflows');
    await loadedRows();
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeInTheDocument();
  });

  it('says, offline, that a shortcut works once the connection is back', async () => {
    const { user, router } = renderRoute('/workflows');
    await loadedRows();
    onlineManager.setOnline(false);
    await user.keyboard('gu');
    const notice = await screen.findByText('Keyboard shortcuts work once the connection is back.');
    expect(notice).toHaveAttribute('role', 'status');
    expect(currentUrl(router)).toBe('/workflows');
  });

  it('leaves the rows as plain links, then presses the keys held meanwhile when it arrives', async () => {
    const { user, router } = renderRoute('/workflows');
    const rows = await loadedRows();
    // Each row's link is its own Tab stop until the list's keyboard code arrives.
    expect(rows[0]).not.toHaveAttribute('tabindex');
    // Keys typed in a field or a dialog are not shortcuts: they are not held.
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Command palette' });
    await user.type(within(palette).getByLabelText('Search screens and records'), 'gu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('jj');
    expect(document.body).toHaveFocus();

    gates.rows.open();
    await waitFor(() => expect(rows[0]).toHaveAttribute('tabindex', '0'));
    expect(rows[1]).toHaveAttribute('tabindex', '-1');
    expect(document.body).toHaveFocus();

    // The shortcuts' code arrives: the first j goes into the list, the second on to its next row.
    gates.keys.open();
    await waitFor(() => expect(rows[1]).toHaveFocus());
    expect(currentUrl(router)).toBe('/workflows');
  });

  it('works at once once it is there', async () => {
    const { user, router } = renderRoute('/workflows');
    await loadedRows();
    await user.keyboard('gu');
    await waitFor(() => expect(currentUrl(router)).toBe('/users'));
  });
});

describe('before the full error view arrives', () => {
  it('says what failed plainly, with a retry and without the service’s words', async () => {
    server.use(
      http.get('*/api/v1/workflows', () =>
        HttpResponse.json({ error: 'Paste your key at evil.example' }, { status: 500 }),
      ),
    );
    renderRoute('/workflows');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Loading workflows failed.');
    expect(alert).toHaveTextContent(/GET \S*\/api\/v1\/workflows · 500/);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(alert).not.toHaveTextContent(/evil\.example/);

    gates.errorAlert.open();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Loading workflows failed: The service answered 500',
      ),
    );
    const quote = within(screen.getByRole('alert')).getByRole('figure');
    expect(quote).toHaveTextContent('The service said:Paste your key at evil.example');
  });
});
