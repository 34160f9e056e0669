/**
 * Acting on many workflows at once from the list: choosing rows (checkboxes, shift-click, the page,
 * all matching), a named action confirmed with what it touches, run a few at a time past a failure,
 * a summary with the service's message, and "Retry the failed". Viewers see no selection controls.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/config/session-store';
import { db, server } from '../support/demo-server';
import { failRequests, refused } from '../support/failures';
import { renderRoute } from '../support/render';

/** Main's workflows as the list shows them: newest first. */
function mainWorkflows() {
  return db.workflows
    .all()
    .filter((w) => w.owner_user_key === 'main')
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
}

afterEach(() => sessionStore.set(undefined));

describe('bulk actions on the workflows list', () => {
  it('switches three workflows off in one action, one failing with the service’s message, then retries it', async () => {
    const on = mainWorkflows()
      .slice(0, 25)
      .filter((w) => w.on);
    const page = mainWorkflows()
      .slice(0, 25)
      .map((w) => w.name);
    // Three "on" workflows next to each other on the first page, for a shift-click range.
    const start = page.findIndex(
      (name, index) =>
        on.some((w) => w.name === name) &&
        page.slice(index, index + 3).every((n) => on.some((w) => w.name === n)),
    );
    expect(start).toBeGreaterThanOrEqual(0);
    const chosen = page.slice(start, start + 3);
    const failing = on.find((w) => w.name === chosen[1]);
    const refusal = failRequests('put', `/workflows/${failing?.id ?? ''}`, () =>
      refused('on', 'the workflow is locked by a migration'),
    );
    const { user } = renderRoute('/workflows');
    await user.click(await screen.findByRole('checkbox', { name: `Choose ${chosen[0] ?? ''}` }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: `Choose ${chosen[2] ?? ''}` }));
    await user.keyboard('{/Shift}');
    expect(screen.getByText('3 chosen')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Switch off 3 workflows' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch off 3 workflows' });
    expect(
      within(within(dialog).getByRole('list', { name: 'Workflows in this action' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(chosen);
    await user.click(within(dialog).getByRole('button', { name: 'Switch off 3 workflows' }));

    const finished = await screen.findByRole('dialog', {
      name: 'Switch off 3 workflows: finished',
    });
    expect(within(finished).getByText('Done 2 · failed 1 · skipped 0.')).toBeInTheDocument();
    expect(
      within(finished).getByText(`failed: Not accepted: the workflow is locked by a migration`),
    ).toBeInTheDocument();
    const ids = chosen.map((name) => mainWorkflows().find((w) => w.name === name)?.id);
    expect(ids.map((id) => db.workflows.all().find((w) => w.id === id)?.on)).toEqual([
      false,
      true,
      false,
    ]);

    refusal.failing = false;
    await user.click(within(finished).getByRole('button', { name: 'Retry the failed (1)' }));
    const retried = await screen.findByRole('dialog', { name: 'Switch off 1 workflow: finished' });
    expect(within(retried).getByText('Done 1 · failed 0 · skipped 0.')).toBeInTheDocument();
    expect(db.workflows.all().find((w) => w.id === failing?.id)?.on).toBe(false);
    await user.click(within(retried).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/chosen$/)).not.toBeInTheDocument();
  });

  it('skips what has nothing to do and says so before and after', async () => {
    const page = mainWorkflows().slice(0, 25);
    const withDraft = page.find((w) => w.has_draft);
    const without = page.find((w) => !w.has_draft);
    const { user } = renderRoute('/workflows');
    await user.click(
      await screen.findByRole('checkbox', { name: `Choose ${withDraft?.name ?? ''}` }),
    );
    await user.click(screen.getByRole('checkbox', { name: `Choose ${without?.name ?? ''}` }));
    await user.click(screen.getByRole('button', { name: 'Discard the drafts of 2 workflows' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard the drafts of 2 workflows' });
    expect(within(dialog).getByText(/1 will be skipped: nothing to do\./)).toBeInTheDocument();
    expect(
      within(dialog).getByText(`${without?.name ?? ''} (will be skipped: no draft)`),
    ).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: 'Discard the drafts of 2 workflows' }),
    );
    const finished = await screen.findByRole('dialog', {
      name: 'Discard the drafts of 2 workflows: finished',
    });
    expect(within(finished).getByText('Done 1 · failed 0 · skipped 1.')).toBeInTheDocument();
    expect(db.workflows.all().find((w) => w.id === withDraft?.id)?.has_draft).toBe(false);
  });

  it('acts on a chosen workflow as it is now, after its own switch moved it', async () => {
    const off = mainWorkflows()
      .slice(0, 25)
      .find((w) => !w.on && w.last_published_at !== null);
    const name = off?.name ?? '';
    const { user } = renderRoute('/workflows');
    await user.click(await screen.findByRole('checkbox', { name: `Choose ${name}` }));
    const toggle = screen.getByRole('switch', { name: `“${name}” on` });
    await user.click(toggle);
    await waitFor(() => expect(db.workflows.all().find((w) => w.id === off?.id)?.on).toBe(true));
    await waitFor(() => expect(toggle).toBeChecked());

    await user.click(screen.getByRole('button', { name: 'Switch off 1 workflow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch off 1 workflow' });
    // Ticked while off, on now: switched off, not skipped as "already off".
    expect(
      within(within(dialog).getByRole('list', { name: 'Workflows in this action' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([name]);
  });

  it('chooses every workflow matching the filters, across pages', async () => {
    const off = mainWorkflows().filter((w) => !w.on);
    const { user } = renderRoute('/workflows?on=false&limit=10');
    await user.click(
      await screen.findByRole('checkbox', { name: 'Choose every workflow on this page' }),
    );
    expect(screen.getByText('10 chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Choose all/ }));
    expect(await screen.findByText(`${String(off.length)} chosen`)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Switch on ${String(off.length)} workflows` }),
    ).toBeInTheDocument();
  });

  it('shows a viewer no selection controls', async () => {
    sessionStore.set({ user: 'vic', role: 'viewer', via: 'password', csrfToken: 'csrf' });
    server.use(http.get('*/auth/views', () => HttpResponse.json({ views: [] })));
    renderRoute('/workflows', { connection: { mode: 'gateway' } });
    await screen.findAllByRole('link', { name: mainWorkflows()[0]?.name });
    expect(screen.queryByRole('checkbox', { name: /^Choose/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
