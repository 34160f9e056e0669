import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { allowContractViolations, db, server } from '../support/demo-server';
import { findFailure } from '../support/failures';
import { currentUrl, renderRoute } from '../support/render';
import { SEEDED, workflowByKey } from '../support/seed-lookup';

describe('the workflow overview', () => {
  it('shows identity, state, counts, settings summary, action types and the trigger drafts', async () => {
    const workflow = workflowByKey(SEEDED.missingPositions);
    renderRoute(`/workflows/${workflow.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: workflow.name }),
    ).toBeInTheDocument();
    expect(document.title).toBe(`${workflow.name} · Workflow Console`);
    const identity = screen.getByRole('region', { name: 'Identity' });
    expect(within(identity).getByText(workflow.id)).toBeInTheDocument();
    expect(
      within(identity).getByRole('button', { name: 'Copy the workflow id' }),
    ).toBeInTheDocument();
    // The label and the badge.
    expect(
      within(screen.getByRole('region', { name: 'State' })).getAllByText('Draft'),
    ).toHaveLength(2);
    const types = screen.getByRole('region', { name: /Action types used/ });
    const links = within(types).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/action-types\//));
    expect(await within(types).findByText('Has its own unpublished draft')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Settings form' })).toHaveTextContent(/Answered/);
    expect(screen.getByRole('region', { name: 'Trigger and conditions' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Admin' })).toBeInTheDocument();
  });

  it('shows the trigger near the top as labelled rows, the draft beside it, word by word', async () => {
    const workflow = db.workflows
      .all()
      .find(
        (w) =>
          JSON.stringify(w.event_trigger) !== JSON.stringify(w.event_trigger_draft) &&
          w.event_trigger !== null &&
          w.event_trigger_draft !== null,
      );
    if (!workflow?.event_trigger || !workflow.event_trigger_draft)
      throw new Error('the seed has no trigger draft');
    renderRoute(`/workflows/${workflow.id}`);
    const card = await screen.findByRole('region', { name: 'Trigger and conditions' });
    // Near the top: before the identity card.
    expect(
      card.compareDocumentPosition(screen.getByRole('region', { name: 'Identity' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // Unfolded, since the draft changes it.
    const trigger = within(card).getByRole('region', { name: 'Trigger' });
    expect(trigger).toBeVisible();
    expect(within(trigger).getByText(/\d+ changes? in the draft/)).toBeInTheDocument();
    const table = within(trigger).getByRole('table', { name: 'Trigger: Published and Draft' });
    const keyRow = within(table).getByRole('row', { name: /^Key ?\(changed\)/ });
    const before = String(workflow.event_trigger.key);
    const after = String(workflow.event_trigger_draft.key);
    // The changed words are marked: struck in the published cell, inserted in the draft's.
    expect(within(keyRow).getAllByRole('deletion').length).toBeGreaterThan(0);
    expect(within(keyRow).getAllByRole('insertion').length).toBeGreaterThan(0);
    expect(keyRow).toHaveTextContent(before);
    expect(keyRow).toHaveTextContent(after);
    expect(within(trigger).getByText('Raw JSON')).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/event_trigger|has_draft/);
  });

  it('folds the trigger and conditions when the draft leaves them as they are', async () => {
    const workflow = workflowByKey(SEEDED.movesOnly);
    renderRoute(`/workflows/${workflow.id}`);
    const card = await screen.findByRole('region', { name: 'Trigger and conditions' });
    expect(within(card).getByText('Unchanged in the draft')).toBeInTheDocument();
    expect(within(card).getByRole('region', { name: 'Trigger' })).not.toBeVisible();
  });

  it('hides admin-only fields when admin view is off', async () => {
    const workflow = workflowByKey(SEEDED.missingPositions);
    renderRoute(`/workflows/${workflow.id}`, { connection: { adminView: false } });
    await screen.findByRole('region', { name: 'Identity' });
    expect(screen.queryByRole('region', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows a not-found screen for an unknown workflow', async () => {
    renderRoute('/workflows/no-such-workflow');
    expect(
      await screen.findByText('Workflow "no-such-workflow" was not found'),
    ).toBeInTheDocument();
  });

  it('shows other failures with a retry', async () => {
    allowContractViolations();
    const workflow = workflowByKey(SEEDED.missingPositions);
    const state = { failing: true };
    server.use(
      http.get('*/api/v1/workflows/:id', () =>
        state.failing
          ? HttpResponse.json({ message: 'Upstream timeout' }, { status: 504 })
          : undefined,
      ),
    );
    const { user } = renderRoute(`/workflows/${workflow.id}`);
    const alert = await findFailure('Loading the workflow failed: The service answered 504');
    state.failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: workflow.name }),
    ).toBeInTheDocument();
  });

  it('has a tab per section, each its own URL', async () => {
    const workflow = workflowByKey(SEEDED.missingPositions);
    const { user, router } = renderRoute(`/workflows/${workflow.id}`);
    const tabs = await screen.findByRole('navigation', { name: 'Workflow sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((tab) => tab.textContent),
    ).toEqual(['Overview', 'Compare', 'History', 'Actions', 'Data fields', 'Settings']);
    expect(within(tabs).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(tabs).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/workflows/${workflow.id}/settings`));
    await waitFor(() =>
      expect(within(tabs).getByRole('link', { name: 'Settings' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(
      await screen.findByRole('form', { name: `Settings of ${workflow.name}` }),
    ).toBeInTheDocument();
  });
});

describe('the compare tab', () => {
  it('says what the draft changes in plain words and lists the changes with counts', async () => {
    const workflow = workflowByKey(SEEDED.missingPositions);
    renderRoute(`/workflows/${workflow.id}/compare`);
    const list = await screen.findByRole('list', { name: 'Changes' });
    // The seeded draft: 4 effective changes and 1 layout-only one.
    expect(within(list).getAllByRole('button')).toHaveLength(5);
    expect(screen.getAllByText(/^The draft has \d+ changes?/).length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Published layout' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Draft layout' })).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Canvas controls' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/has_draft|template_draft/);
  });

  it('focuses a chosen change and puts its node in the URL; n and p step through the changes', async () => {
    const workflow = workflowByKey(SEEDED.missingPositions);
    const first = 'Added “Remove Mailbird subscriber”';
    const second = 'Renamed “Fetch Ledgerly balance” to “Fetch Ledgerly balance (v2)”';
    const { user, router } = renderRoute(`/workflows/${workflow.id}/compare`);
    const list = await screen.findByRole('list', { name: 'Changes' });
    await user.click(within(list).getByRole('button', { name: new RegExp(first) }));
    await waitFor(() => expect(currentUrl(router)).toContain('node=action_030cf5'));
    expect(screen.getByText(`Change 1 of 5: ${first}`)).toBeInTheDocument();
    await user.keyboard('n');
    expect(await screen.findByText(`Change 2 of 5: ${second}`)).toBeInTheDocument();
    await user.keyboard('p');
    expect(await screen.findByText(`Change 1 of 5: ${first}`)).toBeInTheDocument();
  });

  it('lists only the kinds of change whose chips are pressed, in the URL', async () => {
    const workflow = workflowByKey(SEEDED.missingPositions);
    const { user, router } = renderRoute(`/workflows/${workflow.id}/compare`);
    await screen.findByRole('list', { name: 'Changes' });
    const listed = () =>
      within(screen.getByRole('list', { name: 'Changes' }))
        .getAllByRole('button')
        .map((button) => button.textContent);
    const chip = (name: string) =>
      within(screen.getByRole('group', { name: /^Changes by kind/ })).getByRole('button', { name });
    expect(listed()).toHaveLength(5);
    expect(chip('Nodes added: 1')).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip('Nodes added: 1'));
    await waitFor(() => expect(currentUrl(router)).toContain('kinds=node-added'));
    await waitFor(() => expect(chip('Nodes added: 1')).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(listed()).toHaveLength(1));
    expect(listed()[0]).toMatch(/^Added “Remove Mailbird subscriber”/);
    await user.click(chip('Renamed: 1'));
    await waitFor(() => expect(currentUrl(router)).toContain('kinds=node-added%2Cnode-renamed'));
    await waitFor(() => expect(listed()).toHaveLength(2));
    expect(listed()[1]).toMatch(/^Renamed “Fetch Ledgerly balance” to/);
    await user.click(chip('All kinds'));
    await waitFor(() => expect(currentUrl(router)).not.toContain('kinds='));
    await waitFor(() => expect(listed()).toHaveLength(5));
  });

  it('switches views and hides layout-only moves, all in the URL', async () => {
    const workflow = workflowByKey(SEEDED.movesOnly);
    const { user, router } = renderRoute(`/workflows/${workflow.id}/compare`);
    const list = await screen.findByRole('list', { name: 'Changes' });
    expect(within(list).getAllByRole('button').length).toBeGreaterThan(0);
    expect(
      screen.getByText(/^The draft has only layout changes: \d+ moves or size changes/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Hide moves' }));
    await waitFor(() => expect(currentUrl(router)).toContain('hideMoves=1'));
    expect(await screen.findByText('Nothing to list.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Overlay' }));
    await waitFor(() => expect(currentUrl(router)).toContain('view=overlay'));
    expect(
      await screen.findByRole('region', { name: 'Overlay of the published and draft layouts' }),
    ).toBeInTheDocument();
  });

  it('collapses the change panel, and keeps that in the URL', async () => {
    const workflow = workflowByKey(SEEDED.missingPositions);
    const { user, router } = renderRoute(`/workflows/${workflow.id}/compare`);
    await screen.findByRole('list', { name: 'Changes' });
    await user.click(screen.getByRole('button', { name: 'Hide the change list' }));
    await waitFor(() => expect(currentUrl(router)).toContain('panel=hidden'));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Changes' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('region', { name: 'Draft layout' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the change list' }));
    expect(await screen.findByRole('list', { name: 'Changes' })).toBeInTheDocument();
    expect(currentUrl(router)).not.toContain('panel=');
  });

  it('goes full screen with the button or f, and back with Escape', async () => {
    const workflow = workflowByKey(SEEDED.missingPositions);
    const { user } = renderRoute(`/workflows/${workflow.id}/compare`);
    await screen.findByRole('region', { name: 'Draft layout' });
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    const dialog = screen.getByRole('dialog', { name: 'Full screen' });
    expect(within(dialog).getByRole('region', { name: 'Draft layout' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Full screen' })).not.toBeInTheDocument();
    await user.keyboard('f');
    expect(screen.getByRole('dialog', { name: 'Full screen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave full screen' }));
    expect(screen.queryByRole('dialog', { name: 'Full screen' })).not.toBeInTheDocument();
  });

  it('opens a layout of more than 150 nodes on its changes only; the first 60 listed, all on request', async () => {
    // The seeded draft of 336 nodes: 78 changes, 58 of them effective.
    const workflow = workflowByKey(SEEDED.biggest);
    const { user } = renderRoute(`/workflows/${workflow.id}/compare`);
    // The biggest seeded layout: give it room when the suite runs on two busy cores.
    const hunks = await screen.findByRole(
      'region',
      { name: /^Changes only: \d+ effective changes in \d+ groups$/ },
      { timeout: 15_000 },
    );
    expect(screen.getByRole('button', { name: 'Changes only' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const first = within(hunks).getAllByRole('article')[0];
    if (!first) throw new Error('no hunk');
    expect(first).toHaveTextContent('of 58');
    expect(first).toHaveTextContent('Added “Call internal webhook”');
    const link = within(first).getByRole('link', { name: /Open this spot in the full canvas/ });
    expect(link).toHaveAttribute('href', expect.stringMatching(/view=split&node=/));
    // Only the hunks on screen are in the page.
    expect(within(hunks).getAllByRole('article').length).toBeLessThan(12);

    const list = await screen.findByRole('list', { name: 'Changes' });
    expect(within(list).getAllByRole('button')).toHaveLength(60);
    await user.click(screen.getByRole('button', { name: 'Show all 78 changes' }));
    expect(within(list).getAllByRole('button')).toHaveLength(78);
  });

  it('shows one canvas and a plain sentence when there is no draft', async () => {
    const workflow = workflowByKey(SEEDED.startOnly);
    renderRoute(`/workflows/${workflow.id}/compare`);
    expect(
      await screen.findByText('This workflow has no draft: what you see is the published version.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /layout$/ })).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Changes' })).not.toBeInTheDocument();
    expect(screen.queryByText('Legend')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compare with…' })).toBeInTheDocument();
  });

  it('says so in plain words when the draft equals what is published', async () => {
    const workflow = workflowByKey(SEEDED.draftEqualsPublished);
    renderRoute(`/workflows/${workflow.id}/compare`);
    expect(
      await screen.findByText(
        'This workflow is marked as having a draft, but the draft is the same as what is published: discarding it loses nothing.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /layout$/ })).toHaveLength(1);
  });

  it('reports malformed edges instead of crashing', async () => {
    const workflow = workflowByKey(SEEDED.malformedEdges);
    const { user } = renderRoute(`/workflows/${workflow.id}/compare?view=draft`);
    const problems = await screen.findByText(
      /Draft layout: \d+ problems? the canvas worked around/,
    );
    await user.click(problems);
    expect(
      screen.getAllByText(/points at a node that is not in the layout/).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Draft layout' })).toBeInTheDocument();
  });
});

describe('discarding a draft', () => {
  it('lists what will be lost, offers the draft as JSON, discards, and shows no draft after', async () => {
    const workflow = workflowByKey(SEEDED.missingPositions);
    const { user } = renderRoute(`/workflows/${workflow.id}`);
    await user.click(await screen.findByRole('button', { name: 'Discard draft…' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Discard the draft of “${workflow.name}”?`,
    });
    expect(
      within(dialog).getByRole('list', { name: 'Changes that will be lost' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Download the draft as JSON' }));
    expect(
      within(dialog).getByRole('button', { name: 'Downloaded; download again' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    expect(
      await screen.findByText(
        'The draft was discarded: the workflow is its published version again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.getByText('This workflow has no draft: what you see is the published version.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard draft…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(db.workflows.get(workflow.id)?.has_draft).toBe(false);
  });

  it('keeps everything as it was when the discard fails, and says why', async () => {
    allowContractViolations();
    const workflow = workflowByKey(SEEDED.missingPositions);
    server.use(
      http.post('*/api/v1/workflows/:id/discard_draft', () =>
        HttpResponse.json(
          { error: { message: 'The workflow is locked by a deploy.' } },
          { status: 409, headers: { 'x-request-id': 'req_locked' } },
        ),
      ),
    );
    const { user } = renderRoute(`/workflows/${workflow.id}`);
    await user.click(await screen.findByRole('button', { name: 'Discard draft…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    await findFailure('The workflow is locked by a deploy.', dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('req_locked');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Discard draft…' })).toBeEnabled();
    expect(db.workflows.get(workflow.id)?.has_draft).toBe(true);
  });

  it('cannot be started when there is no draft', async () => {
    const workflow = workflowByKey(SEEDED.startOnly);
    renderRoute(`/workflows/${workflow.id}`);
    // Unavailable, still focusable, and it says why (to the keyboard and screen readers too).
    const discard = await screen.findByRole('button', { name: 'Discard draft…' });
    expect(discard).toHaveAttribute('aria-disabled', 'true');
    expect(discard).toHaveAccessibleDescription('There is no draft to discard.');
    discard.focus();
    expect(discard).toHaveFocus();
  });
});
