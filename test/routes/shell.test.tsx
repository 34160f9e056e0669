import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { PREFERENCES_KEY } from '@/config/preferences';
import { db } from '../support/demo-server';
import { currentUrl, renderRoute } from '../support/render';

describe('the shell', () => {
  it('opens / on the overview and shows the mode and acting user', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { name: 'Overview', level: 1 });
    expect(screen.getByRole('link', { name: /Mode: demo API/ })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Acting as user main. Change user' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Workflows' })).toHaveAttribute(
      'href',
      '/workflows',
    );
    expect(within(nav).getByRole('link', { name: 'Connection' })).toHaveAttribute(
      'href',
      '/connection',
    );
  });

  it('says when the browser is offline, keeping what is on screen', async () => {
    renderRoute('/workflows');
    const table = await screen.findByRole('table', { name: 'Workflows' });
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    try {
      act(() => onlineManager.setOnline(false));
      expect(await screen.findByText(/You are offline/)).toBeVisible();
      // What was on screen stays.
      expect(table).toBeInTheDocument();
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    await waitFor(() => expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument());
  });

  it('shows a not-found screen with a way back for an unknown path', async () => {
    const { user, router } = renderRoute('/no/such/page');
    expect(await screen.findByText('There is no page at /no/such/page')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the workflows' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/workflows'));
  });

  it('remembers the light/dark choice', async () => {
    const { user } = renderRoute('/workflows');
    await screen.findByRole('heading', { name: 'Workflows' });
    await user.click(screen.getByRole('button', { name: 'Switch to the dark theme' }));
    expect(
      await screen.findByRole('button', { name: 'Switch to the light theme' }),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(PREFERENCES_KEY)).toContain('"theme":"dark"');
  });

  it('switches the acting user, which scopes the workflow list', async () => {
    const { user } = renderRoute('/workflows');
    await screen.findByRole('heading', { name: 'Workflows' });
    await user.click(screen.getByRole('button', { name: 'Acting as user main. Change user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Act as user' });
    const input = within(dialog).getByRole('combobox', { name: 'User key' });
    await user.clear(input);
    await user.type(input, 'glob');
    await user.click(await screen.findByRole('option', { name: 'globex' }));
    await user.click(within(dialog).getByRole('button', { name: 'Act as globex' }));
    expect(
      await screen.findByRole('button', { name: 'Acting as user globex. Change user' }),
    ).toBeInTheDocument();
    const expected = db.workflows
      .all()
      .filter((w) => w.owner_user_key === 'globex')
      .sort(
        (a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id),
      )[0]?.name;
    expect(await screen.findByRole('link', { name: expected })).toBeInTheDocument();
    expect(screen.getByText('Workflows of user "globex", newest first.')).toBeInTheDocument();
  });
});
