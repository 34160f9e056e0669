/**
 * The walks of the extensions end to end, shared by the demo API, the sandbox and the gateway: review
 * a draft and publish it; switch a workflow off and on from the list; run a workflow with data, watch
 * its steps change until it ends, and read the failed step's note. `open` goes to a path of the console
 * (inside the app, or a full load behind the gateway).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seededWorkflow } from './support';

export type Open = (page: Page, path: string) => Promise<void>;

/** Off, with a draft that renames one step; test runs fail at its second step. */
export const TO_PUBLISH = seededWorkflow('legacy-lead-import');
/** On, on main's first page. */
export const TO_SWITCH = 'Invite the owner to #support when a payment fails';
/** Test runs fail at its fourth step (src/demo-api/seed/failing-steps.ts). */
export const TO_RUN = seededWorkflow('escalate-failed-payments');

export async function reviewAndPublish(page: Page, open: Open): Promise<void> {
  await open(page, `/workflows/${TO_PUBLISH.id}/compare`);
  const changes = page.getByRole('region', { name: 'Changes' }).or(page.getByText('Changes (1)'));
  await changes.first().waitFor();
  await page
    .getByText('Renamed “Create CRM contact” to “Create CRM contact (urgent)”')
    .first()
    .waitFor();
  await page.getByRole('button', { name: 'Publish draft…' }).click();
  const dialog = page.getByRole('dialog', { name: `Publish the draft of “${TO_PUBLISH.name}”?` });
  await dialog
    .getByText('This workflow is off. Publishing switches it on: it starts running on its trigger.')
    .waitFor();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByText('Published 1 change (renamed: 1). The workflow has no draft now and it is on.')
    .waitFor();
  // No draft: the compare page says so, and the published layout has the renamed step.
  await page
    .getByText('This workflow has no draft: what you see is the published version.')
    .first()
    .waitFor();
  expect(await page.getByRole('button', { name: 'Publish draft…' }).isDisabled()).toBe(true);
  await page
    .getByRole('region', { name: 'Published layout' })
    .getByText('Create CRM contact (urgent)')
    .waitFor();
}

export async function switchOffAndOnFromList(page: Page, open: Open): Promise<void> {
  await open(page, '/workflows');
  const toggle = page.getByRole('switch', { name: `“${TO_SWITCH}” on` });
  await toggle.waitFor();
  expect(await toggle.isChecked()).toBe(true);
  await toggle.click();
  const confirm = page.getByRole('dialog', { name: `Switch “${TO_SWITCH}” off?` });
  await confirm.getByRole('button', { name: 'Switch off' }).click();
  await expect.poll(() => toggle.isChecked(), { timeout: 15_000 }).toBe(false);
  // Read afresh from the service: still off after a reload of the list.
  await open(page, '/workflows?on=false');
  await page.getByRole('switch', { name: `“${TO_SWITCH}” on` }).waitFor();
  await page.getByRole('switch', { name: `“${TO_SWITCH}” on` }).click();
  await open(page, '/workflows?on=true');
  const back = page.getByRole('switch', { name: `“${TO_SWITCH}” on` });
  await back.waitFor();
  expect(await back.isChecked()).toBe(true);
}

export async function runAndWatch(page: Page, open: Open): Promise<void> {
  await open(page, `/workflows/${TO_RUN.id}`);
  await page.getByRole('button', { name: 'Run…' }).click();
  const dialog = page.getByRole('dialog', { name: `Run “${TO_RUN.name}”` });
  const data = dialog.getByRole('textbox', { name: 'Execution data (JSON)' });
  await data.fill('{"customer_id": "cus_e2e", "attempt": 1}');
  await dialog.getByRole('button', { name: 'Run' }).click();
  await page.waitForURL(/\/workflows\/[^/]+\/runs\/[^/?]+/);
  const legend = page.getByRole('list', { name: 'Step statuses' });
  await legend.waitFor();
  await page.getByText('Following the run while it runs…').waitFor();
  const first = await legend.innerText();
  // The steps change as the run goes on (polled), until it has ended.
  await page.waitForFunction(
    (before) => document.querySelector('[aria-label="Step statuses"]')?.textContent !== before,
    await legend.textContent(),
    { timeout: 30_000 },
  );
  await page.getByText('This run has ended.').waitFor({ timeout: 30_000 });
  const last = await legend.innerText();
  expect(last).not.toBe(first);
  expect(last).toContain('Failed: 1');
  expect(last).toContain('Completed: 3');
  await page
    .getByRole('list', { name: 'Steps of this run' })
    .getByRole('button', { name: /^Failed/ })
    .click();
  const note = page.getByRole('complementary', { name: 'Chosen step' }).getByRole('note');
  expect(await note.innerText()).toMatch(/^HTTP 503 from .*test runs of this workflow fail at/);
  await page.getByText('The data it ran with').click();
  expect(await page.getByLabel('Execution data').innerText()).toContain('"customer_id": "cus_e2e"');
}
