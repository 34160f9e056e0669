/**
 * "Compare with…": each source of a side (the account template, another workflow, a loaded JSON
 * file, a malformed one), the URL that names the pair, and a template's Clones panel.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { allowContractViolations, db, server } from '../support/demo-server';
import { currentUrl, renderRoute } from '../support/render';
import { SEEDED, workflowByKey } from '../support/seed-lookup';

type User = ReturnType<typeof renderRoute>['user'];

async function openPicker(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Compare with…' }));
  return screen.findByRole('dialog', { name: 'Compare with…' });
}

function side(dialog: HTMLElement, which: 'Left side (before)' | 'Right side (after)') {
  return within(dialog).getByRole('group', { name: which });
}

const search = (router: Parameters<typeof currentUrl>[0]) =>
  new URLSearchParams(router.state.location.search);

describe('compare with another side', () => {
  it('compares a clone’s draft with the account template it was cloned from', async () => {
    const clone = workflowByKey('escalate-failed-payments', 'globex');
    const template = workflowByKey('escalate-failed-payments');
    expect(clone.account_template_id).toBe(template.id);
    const { user, router } = renderRoute(`/workflows/${clone.id}/compare`);
    const dialog = await openPicker(user);
    await user.click(
      within(side(dialog, 'Left side (before)')).getByRole('radio', {
        name: 'The account template it was cloned from (published)',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Compare' }));
    await waitFor(() => expect(search(router).get('base')).toBe('template:published'));
    expect(search(router).get('head')).toBeNull();
    expect(
      await screen.findByRole('region', { name: 'Template, published layout' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Draft layout' })).toBeInTheDocument();
    expect(
      (
        await screen.findAllByText(
          new RegExp(
            `^The draft differs from the account template “${template.name}”, published: \\d+ changes?`,
          ),
        )
      ).length,
    ).toBeGreaterThan(0);
  });

  it('offers no template to a workflow that was not cloned from one', async () => {
    const workflow = workflowByKey(SEEDED.missingPositions);
    const { user } = renderRoute(`/workflows/${workflow.id}/compare`);
    const dialog = await openPicker(user);
    expect(
      within(side(dialog, 'Left side (before)')).getByRole('radio', {
        name: 'The account template (this workflow was not cloned from one)',
      }),
    ).toBeDisabled();
  });

  it('compares with another user’s workflow by key, and says when there is no such workflow', async () => {
    const template = workflowByKey('sync-new-signups-to-mailbird');
    const clone = workflowByKey('sync-new-signups-to-mailbird', 'acme');
    const { user, router } = renderRoute(`/workflows/${template.id}/compare`);
    let dialog = await openPicker(user);
    const right = side(dialog, 'Right side (after)');
    await user.click(within(right).getByRole('radio', { name: 'Another workflow' }));
    await user.click(within(dialog).getByRole('button', { name: 'Compare' }));
    expect(within(right).getByText('Enter the key or id of a workflow.')).toBeInTheDocument();
    await user.type(within(right).getByRole('textbox', { name: 'Workflow key or id' }), clone.key);
    await user.type(within(right).getByRole('textbox', { name: 'User key' }), 'acme');
    await user.click(within(right).getByRole('radio', { name: 'Draft' }));
    await user.click(within(dialog).getByRole('button', { name: 'Compare' }));
    await waitFor(() =>
      expect(search(router).get('head')).toBe(`workflow:${clone.key}@acme:draft`),
    );
    expect(
      await screen.findByRole('region', { name: `${clone.name} of acme, draft layout` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Published layout' })).toBeInTheDocument();

    dialog = await openPicker(user);
    const field = within(side(dialog, 'Right side (after)')).getByRole('textbox', {
      name: 'Workflow key or id',
    });
    await user.clear(field);
    await user.type(field, 'no-such-workflow');
    await user.click(within(dialog).getByRole('button', { name: 'Compare' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/no-such-workflow/);
    // The way back is still there.
    expect(screen.getByRole('button', { name: 'Compare with…' })).toBeInTheDocument();
  });

  it('loads the snapshot the Discard dialog downloads and shows what a discarded draft held', async () => {
    const workflow = workflowByKey(SEEDED.missingPositions);
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) blobs.push(blob);
      return 'blob:test';
    });
    const { user, router } = renderRoute(`/workflows/${workflow.id}`);
    await user.click(await screen.findByRole('button', { name: 'Discard draft…' }));
    const discard = await screen.findByRole('dialog', { name: /^Discard the draft/ });
    await user.click(within(discard).getByRole('button', { name: 'Download the draft as JSON' }));
    await user.click(within(discard).getByRole('button', { name: 'Discard draft' }));
    await screen.findByText(
      'The draft was discarded: the workflow is its published version again.',
    );
    const snapshot = blobs[0];
    if (!snapshot) throw new Error('nothing was downloaded');

    await user.click(screen.getByRole('link', { name: 'Compare' }));
    const dialog = await openPicker(user);
    await user.upload(
      within(dialog).getByLabelText('JSON file to compare with'),
      new File([await snapshot.text()], 'escalate-draft.json', { type: 'application/json' }),
    );
    expect(
      await within(dialog).findByText(/^Loaded: the draft snapshot of “Escalate VIP tickets”/),
    ).toBeInTheDocument();
    await user.click(
      within(side(dialog, 'Left side (before)')).getByRole('radio', {
        name: 'This workflow, draft',
      }),
    );
    await user.click(
      within(side(dialog, 'Right side (after)')).getByRole('radio', {
        name: 'The loaded file (“escalate-draft.json”)',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Compare' }));
    await waitFor(() => expect(currentUrl(router)).toContain('base=draft&head=file'));
    expect(await screen.findByRole('region', { name: 'File layout' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Changes' });
    // Everything the discarded draft changed (its trigger and conditions too) is back in view: the
    // seeded draft's 4 effective changes.
    expect(
      within(list)
        .getAllByRole('button')
        .filter((button) => !/Moved|size/.test(button.textContent)),
    ).toHaveLength(4);
    expect(window.sessionStorage.getItem(`wfc.compare-file:${workflow.id}`)).toContain(
      'escalate-draft.json',
    );
  });

  it('says plainly why a malformed JSON file cannot be used, and loses nothing', async () => {
    const workflow = workflowByKey(SEEDED.missingPositions);
    const good = JSON.stringify({ template: db.workflows.get(workflow.id)?.template_draft });
    const { user, router } = renderRoute(`/workflows/${workflow.id}/compare`);
    let dialog = await openPicker(user);
    await user.upload(
      within(dialog).getByLabelText('JSON file to compare with'),
      new File([good], 'saved.json', { type: 'application/json' }),
    );
    await user.click(
      within(side(dialog, 'Right side (after)')).getByRole('radio', { name: /^The loaded file/ }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Compare' }));
    await waitFor(() => expect(search(router).get('head')).toBe('file'));
    await screen.findByRole('region', { name: 'File layout' });

    dialog = await openPicker(user);
    await user.upload(
      within(dialog).getByLabelText('JSON file to compare with'),
      new File(['{"template_draft": {"nodes": [}'], 'broken.json', { type: 'application/json' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^“broken\.json” is not valid JSON \(line 1, column \d+: .+\)\. Nothing was changed\.$/,
    );
    // The file loaded before and the choices made stay.
    expect(within(dialog).getByText(/^Loaded: the workflow \(“saved\.json”\)/)).toBeInTheDocument();
    expect(
      within(side(dialog, 'Right side (after)')).getByRole('radio', { name: /^The loaded file/ }),
    ).toBeChecked();
    await user.upload(
      within(dialog).getByLabelText('JSON file to compare with'),
      new File(['{"name": "not a layout"}'], 'other.json', { type: 'application/json' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^“other\.json” holds no workflow layout\./,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(search(router).get('head')).toBe('file');
    expect(screen.getByRole('region', { name: 'File layout' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(`wfc.compare-file:${workflow.id}`)).toContain(
      'saved.json',
    );
  });

  it('says what is wrong with a side the URL names but cannot read, and shows the default', async () => {
    const workflow = workflowByKey(SEEDED.missingPositions);
    renderRoute(`/workflows/${workflow.id}/compare?base=latest`);
    expect(
      await screen.findByText(/^Left side: “latest” is not a layout this page knows/),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Published layout' })).toBeInTheDocument();
  });
});

describe('the clones of a template', () => {
  const clonesOf = (templateId: string) =>
    db.workflows.all().filter((workflow) => workflow.account_template_id === templateId);

  it('reads nothing until asked, then finds every clone, says how, and links each to a comparison', async () => {
    const template = workflowByKey('welcome-new-customers');
    const clones = clonesOf(template.id);
    expect(clones.length).toBeGreaterThanOrEqual(3);
    const users = db.users.all().length;
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) =>
      requests.push(new URL(request.url).pathname),
    );
    const { user } = renderRoute(`/workflows/${template.id}`);
    const card = await screen.findByRole('region', { name: 'Clones of this template' });
    expect(requests.filter((path) => path.endsWith('/users'))).toEqual([]);
    await user.click(within(card).getByRole('button', { name: 'Find the clones' }));
    expect(
      await within(card).findByText(
        `${clones.length} clones found. Searched ${users} users of ${users}; every user was searched.`,
        undefined,
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    const list = within(card).getByRole('list', { name: 'Clones' });
    for (const clone of clones) {
      const link = within(list).getByRole('link', {
        name: `Compare with the template (${clone.name} of ${clone.owner_user_key})`.replace(
          ' (',
          '(',
        ),
      });
      expect(link).toHaveAttribute(
        'href',
        `/workflows/${template.id}/compare?head=${encodeURIComponent(`workflow:${clone.id}@${clone.owner_user_key}:published`)}`,
      );
    }
    expect(within(list).getAllByText('Same published layout').length).toBe(clones.length);
    server.events.removeAllListeners('request:start');
  });

  it('waits as the service asks when it answers 429, and can be cancelled', async () => {
    allowContractViolations();
    const template = workflowByKey('welcome-new-customers');
    let refused = 0;
    server.use(
      http.get('*/api/v1/workflows', ({ request }) => {
        if (new URL(request.url).searchParams.get('user_key') !== 'acme' || refused > 0)
          return undefined;
        refused += 1;
        return HttpResponse.json(
          { error: { message: 'Slow down' } },
          { status: 429, headers: { 'Retry-After': '1' } },
        );
      }),
    );
    const { user } = renderRoute(`/workflows/${template.id}`);
    const card = await screen.findByRole('region', { name: 'Clones of this template' });
    await user.click(within(card).getByRole('button', { name: 'Find the clones' }));
    expect(
      within(card).getByRole('progressbar', { name: 'Searching for clones' }),
    ).toBeInTheDocument();
    expect(
      await within(card).findByText(
        /clones found\. Searched \d+ users of \d+; every user was searched\./,
        undefined,
        {
          timeout: 20_000,
        },
      ),
    ).toBeInTheDocument();
    expect(refused).toBe(1);
    expect(within(card).getByRole('link', { name: /of acme\)$/ })).toBeInTheDocument();

    // Slow answers: the search is still running when Cancel is pressed.
    server.use(
      http.get('*/api/v1/workflows', async () => {
        await delay(150);
        return undefined;
      }),
    );
    await user.click(within(card).getByRole('button', { name: 'Search again' }));
    await user.click(await within(card).findByRole('button', { name: 'Cancel' }));
    expect(
      await within(card).findByText(/^Stopped\. \d+ clones? found\. Searched \d+ users?/),
    ).toBeInTheDocument();
    expect(within(card).getByText(/not searched/)).toBeInTheDocument();
  });
});
