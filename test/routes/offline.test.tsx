/**
 * Offline: a page asked for shows as waiting (the rows before stay, dimmed), and a screen opened
 * offline opens by itself when the connection returns (its code and data are asked for then).
 */
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../support/demo-server';
import { currentUrl, renderRoute } from '../support/render';

afterEach(() => onlineManager.setOnline(true));

function firstRowName(): string | null | undefined {
  const table = screen.getByRole('table', { name: 'Workflows' });
  return within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('link')[0]
    ?.textContent;
}

describe('offline', () => {
  it('shows a page asked for as waiting, and shows it once the connection is back', async () => {
    const names = db.workflows
      .all()
      .filter((w) => w.owner_user_key === 'main')
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
      .map((w) => w.name);
    const { user, router } = renderRoute('/workflows');
    await waitFor(() => expect(firstRowName()).toBe(names[0]));
    onlineManager.setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentUrl(router)).toMatch(/starting_after=/));
    expect(
      await screen.findByText(
        'Waiting for the connection to show this page; the rows below are the page before.',
      ),
    ).toBeInTheDocument();
    expect(firstRowName()).toBe(names[0]);
    onlineManager.setOnline(true);
    await waitFor(() => expect(firstRowName()).toBe(names[25]));
    expect(screen.queryByText(/Waiting for the connection/)).not.toBeInTheDocument();
  });

  it('opens a screen asked for offline by itself once the connection is back', async () => {
    const workflow = db.workflows.all().find((w) => w.owner_user_key === 'main');
    if (!workflow) throw new Error('no workflow');
    const { router } = renderRoute('/workflows');
    await screen.findByRole('heading', { level: 1, name: 'Workflows' });
    onlineManager.setOnline(false);
    void router.navigate(`/workflows/${workflow.id}`);
    expect(
      await screen.findByText(/The screen you opened loads as soon as the connection is back\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/went wrong|failed/i)).not.toBeInTheDocument();
    onlineManager.setOnline(true);
    expect(
      await screen.findByRole('heading', { level: 1, name: workflow.name }),
    ).toBeInTheDocument();
    expect(currentUrl(router)).toBe(`/workflows/${workflow.id}`);
  });
});
