/**
 * The header of a merged hunk in the changes view: a few of its changes listed, the rest behind an
 * "and N more" disclosure (a button that says whether it is open and which list it opens).
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chainedDraft } from '../support/chained-draft';
import { db } from '../support/demo-server';
import { renderRoute } from '../support/render';
import { SEEDED, workflowByKey } from '../support/seed-lookup';

describe('a merged hunk of the changes view', () => {
  it('lists three of its eight changes and folds the rest behind "and 5 more"', async () => {
    const workflow = workflowByKey(SEEDED.biggest);
    // Four chained steps after the start: 4 steps and 4 edges sharing nodes, one hunk of 8.
    db.workflows.put({ ...workflow, template_draft: chainedDraft(workflow.template, 4) });
    const { user } = renderRoute(`/workflows/${workflow.id}/compare`);
    const region = await screen.findByRole(
      'region',
      { name: /^Changes only:/ },
      { timeout: 15_000 },
    );
    // The seeded draft's trigger and condition changes follow, in hunks of their own.
    const hunk = within(region).getByRole('article', { name: 'Changes 1–8 of 13' });
    const list = within(hunk).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Added “Check chained step 1”Action',
      'Added “Check chained step 2”Action',
      'Added “Check chained step 3”Action',
    ]);
    const more = within(hunk).getByRole('button', { name: 'and 5 more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', list.id);

    await user.click(more);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Added “Check chained step 1”Action',
      'Added “Check chained step 2”Action',
      'Added “Check chained step 3”Action',
      'Added “Check chained step 4”Action',
      'Connected “Start Workflow” to “Check chained step 1”',
      'Connected “Check chained step 1” to “Check chained step 2”',
      'Connected “Check chained step 2” to “Check chained step 3”',
      'Connected “Check chained step 3” to “Check chained step 4”',
    ]);
    const fewer = within(hunk).getByRole('button', { name: 'Show fewer' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await user.click(fewer);
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('lists a hunk of up to four changes whole, with nothing to unfold', async () => {
    const workflow = workflowByKey(SEEDED.biggest);
    // Two chained steps: 2 steps and 2 edges, one hunk of 4.
    db.workflows.put({ ...workflow, template_draft: chainedDraft(workflow.template, 2) });
    renderRoute(`/workflows/${workflow.id}/compare`);
    const region = await screen.findByRole(
      'region',
      { name: /^Changes only:/ },
      { timeout: 15_000 },
    );
    const hunk = within(region).getByRole('article', { name: 'Changes 1–4 of 9' });
    expect(within(hunk).getAllByRole('listitem')).toHaveLength(4);
    expect(within(hunk).queryByRole('button', { name: /more$/ })).not.toBeInTheDocument();
  });
});
