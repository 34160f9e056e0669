/**
 * The workflow list searched and filtered past its page (name or key, has a draft, an action type),
 * over every page, read a page at a time, with its counts; the demo account grown to several pages.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { growWorkflows } from '@/demo-api/store/grow';
import { db, server } from '../support/demo-server';
import { currentUrl, renderRoute } from '../support/render';

/** main's workflows as the service orders them: newest first. */
function mainWorkflows() {
  return db.workflows
    .all()
    .filter((w) => w.owner_user_key === 'main')
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
}

function rowNames(): string[] {
  const table = screen.queryByRole('table', { name: 'Workflows' });
  if (!table || within(table).queryAllByTestId('skeleton-row').length > 0) return [];
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('a')?.textContent ?? '');
}

/** The `GET /workflows` requests made from now on, as their query strings. */
function recordListReads(): URLSearchParams[] {
  const reads: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/api/v1/workflows')) reads.push(url.searchParams);
  });
  return reads;
}

describe('searching the workflows past the page on screen', () => {
  it('finds a workflow by name on page 3, reading every page a hundred at a time', async () => {
    growWorkflows(db, 'main', 60);
    const all = mainWorkflows();
    expect(all).toHaveLength(102);
    // A seeded workflow the grown copies pushed to page 3 (rows 51-75).
    const target = all[60];
    if (!target) throw new Error('no workflow at row 61');
    expect(target.name).not.toMatch(/^Bulk workflow/);
    const { user, router } = renderRoute('/workflows');
    await waitFor(() => expect(rowNames()).toHaveLength(25));
    expect(rowNames()).not.toContain(target.name);
    const reads = recordListReads();
    await user.type(screen.getByRole('textbox', { name: /Name or key/ }), target.key);
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/workflows?q=${encodeURIComponent(target.key)}`),
    );
    expect(await screen.findByText('1 of 102 workflows matches.')).toBeInTheDocument();
    expect(rowNames()).toEqual([target.name]);
    expect(reads.map((read) => [read.get('limit'), read.get('starting_after')])).toEqual([
      ['100', null],
      ['100', all[99]?.id],
    ]);
    // The pages stay read for the session: another search reads nothing again.
    await user.clear(screen.getByRole('textbox', { name: /Name or key/ }));
    await user.type(screen.getByRole('textbox', { name: /Name or key/ }), 'bulk 00');
    // Bulk workflow 001 to 009.
    expect(await screen.findByText('9 of 102 workflows match.')).toBeInTheDocument();
    expect(reads).toHaveLength(2);
  });

  it('filters by having a draft over every page, with the filter in the URL', async () => {
    growWorkflows(db, 'main', 60);
    const drafts = mainWorkflows().filter((w) => w.has_draft);
    const { user, router } = renderRoute('/workflows');
    await waitFor(() => expect(rowNames()).toHaveLength(25));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Draft' }), 'Has a draft');
    await waitFor(() => expect(currentUrl(router)).toBe('/workflows?draft=true'));
    expect(await screen.findByText(`${drafts.length} of 102 workflows match.`)).toBeInTheDocument();
    // A page of matches first, the rest on request.
    expect(rowNames()).toEqual(drafts.slice(0, 25).map((w) => w.name));
    await user.click(screen.getByRole('button', { name: /^Show \d+ more$/ }));
    expect(rowNames()).toEqual(drafts.slice(0, 50).map((w) => w.name));
  });

  it('lists the workflows using an action type, named, and the filter can be removed', async () => {
    const type = db.actionTypes.all().find((t) => t.name === 'Create CRM contact');
    if (!type) throw new Error('no such action type');
    const using = mainWorkflows().filter((w) =>
      w.template.nodes.some((node) => node.action_type_id === type.id),
    );
    expect(using.length).toBeGreaterThan(1);
    const { user, router } = renderRoute(`/workflows?action_type=${type.id}`);
    expect(await screen.findByText(`${using.length} of 42 workflows match.`)).toBeInTheDocument();
    expect(rowNames()).toEqual(using.map((w) => w.name));
    const chip = await screen.findByRole('button', {
      name: 'Uses action type Create CRM contact: remove this filter',
    });
    await user.click(chip);
    await waitFor(() => expect(currentUrl(router)).toBe('/workflows'));
    await waitFor(() => expect(rowNames()).toHaveLength(25));
  });

  it('stops at Cancel with what it found, and reads on when asked', async () => {
    growWorkflows(db, 'main', 160);
    const gate: { open: () => void; shut: Promise<void> } = {
      open: () => undefined,
      shut: Promise.resolve(),
    };
    gate.shut = new Promise((resolve) => {
      gate.open = resolve;
    });
    // The second page waits until the test lets it through.
    server.use(
      http.get('*/api/v1/workflows', async ({ request }) => {
        if (new URL(request.url).searchParams.get('starting_after')) await gate.shut;
        return undefined;
      }),
    );
    const { user } = renderRoute('/workflows?q=bulk');
    expect(
      await screen.findByText('100 of at least 100 workflows match so far…'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText(
        '100 of at least 100 workflows match so far. Stopped before the last page.',
      ),
    ).toBeInTheDocument();
    expect(rowNames()).toHaveLength(25);
    gate.open();
    await user.click(screen.getByRole('button', { name: 'Read on' }));
    expect(await screen.findByText('160 of 202 workflows match.')).toBeInTheDocument();
  });

  it('says where a page sits in the list, and the exact total once counted', async () => {
    growWorkflows(db, 'main', 60);
    const { user } = renderRoute('/workflows');
    const pages = await screen.findByRole('navigation', { name: 'workflows pages' });
    expect(await within(pages).findByText('1–25 of more than 25 workflows')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(pages).findByText('26–50 of more than 50 workflows')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Count all' }));
    expect(await within(pages).findByText('26–50 of 102 workflows')).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Count all' })).not.toBeInTheDocument();
  });
});
