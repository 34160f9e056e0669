import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeed } from '@/demo-api/seed';
import {
  connectToSandbox,
  consoleUrl,
  launchChromium,
  newPage,
  type TestBrowser,
  type TestContext,
  visibleWorkflowNames,
  visit,
} from './browser';
import { seededWorkflow, seededWorkflowNames } from './support';

/** The user the tests act as: its workflows and executions are touched by no other end-to-end test. */
const USER = { key: 'globex', name: 'Globex' };
/** A workflow of that user whose settings form has one required text field and no saved answers. */
const WORKFLOW_KEY = 'create-the-contact-in-acme-crm-when-a-message-is-posted-in-a';
const seed = buildSeed();

/** An execution of `userKey` with steps still to run (running or upcoming), and those steps. */
function seededExecution(userKey: string) {
  for (const execution of seed.executions) {
    if (execution.user_key !== userKey) continue;
    const unfinished = seed.actions.filter(
      (action) =>
        action.execution_id === execution.id && ['idle', 'running'].includes(action.status),
    );
    const customerId = execution.data.customer_id;
    if (unfinished.length > 0 && typeof customerId === 'string')
      return { execution, unfinished, customerId };
  }
  throw new Error(`the seed has no unfinished execution of ${userKey} with a customer_id`);
}

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** Searches the user by part of their key, opens them, and acts as them; the workflow list follows. */
async function actAsUser(page: Page) {
  await visit(page, '/users');
  await page.getByRole('table', { name: 'Users' }).locator('tbody tr a').first().waitFor();
  await page.getByRole('textbox', { name: /Key, name or e-mail/ }).fill(USER.key.slice(0, 4));
  await page.waitForURL(/\/users\?search=glob$/);
  const table = page.getByRole('table', { name: 'Users' });
  await table.getByRole('link', { name: USER.key, exact: true }).click();
  await page.waitForURL(/\/users\?search=glob&user=globex$/);
  const details = page.getByRole('region', { name: `User ${USER.name} (${USER.key})` });
  await details.getByRole('table', { name: `Data schema of ${USER.key}` }).waitFor();
  await details.getByRole('button', { name: 'Act as this user' }).click();
  await details.getByRole('status').filter({ hasText: 'The console acts as this user' }).waitFor();
  await page.getByRole('button', { name: `Acting as user ${USER.key}. Change user` }).waitFor();

  await page.getByRole('link', { name: 'Workflows', exact: true }).click();
  const names = await visibleWorkflowNames(page);
  expect(names.slice(0, 5)).toEqual(seededWorkflowNames(USER.key).slice(0, 5));
}

/** The acting user's data fields, with a trigger's fields added and two types chosen, from the URL. */
async function seeDataFields(page: Page) {
  await visit(page, '/data-fields?event_trigger=message.posted&type=String,Date');
  await page
    .getByText(`For user “${USER.key}” and the trigger “message.posted”, of type String or Date.`)
    .waitFor();
  await page.getByRole('heading', { name: /^From the trigger \(\d+\)$/ }).waitFor();
  await page.getByRole('heading', { name: /^From the user \(\d+\)$/ }).waitFor();
  expect(await page.getByRole('checkbox', { name: 'String' }).isChecked()).toBe(true);
  expect(await page.getByRole('checkbox', { name: 'Date' }).isChecked()).toBe(true);
  expect(await page.getByRole('checkbox', { name: 'Boolean' }).isChecked()).toBe(false);
  const trigger = page.getByRole('list', { name: 'From the trigger' });
  expect(await trigger.getByRole('button', { name: /^Copy the placeholder of / }).count()).toBe(
    await trigger.getByRole('listitem').count(),
  );
}

/** Fills in the workflow's required field and saves, as the acting user. */
async function saveSettings(page: Page) {
  const workflow = seededWorkflow(WORKFLOW_KEY, USER.key);
  const required = workflow.form.find((field) => field.required && field.type === 'TextField');
  if (!required) throw new Error(`${WORKFLOW_KEY} has no required text field`);
  await visit(page, `/workflows/${workflow.id}/settings`);
  const form = page.getByRole('form', { name: `Settings of ${workflow.name}` });
  await form.getByRole('textbox', { name: required.label }).fill('From the operations test');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await page.getByText(`Saved for user “${USER.key}”.`).waitFor();
  return workflow;
}

/**
 * With auto-refresh on in one tab, settings saved in another tab are counted without moving the list;
 * "Show it" brings the new event to the top, naming and linking the workflow.
 */
async function seeEventOfSavedSettings(
  context: TestContext,
  events: Page,
  connect: (page: Page) => Promise<void>,
) {
  await visit(events, '/events');
  const list = events.getByRole('list', { name: 'Events' });
  await list.getByRole('listitem').first().waitFor();
  const firstBefore = await list.getByRole('listitem').first().getAttribute('data-event-id');
  await events.getByRole('switch', { name: 'Auto-refresh' }).check();
  await events.getByText(/^No new events yet/).waitFor();

  const other = await context.newPage();
  await connect(other);
  const workflow = await saveSettings(other);
  await other.close();

  await events.getByText('1 new event arrived.').waitFor();
  expect(await list.getByRole('listitem').first().getAttribute('data-event-id')).toBe(firstBefore);
  await events.getByRole('button', { name: 'Show it' }).click();
  const newest = list.getByRole('listitem').first();
  await newest.getByText('workflow.settings_updated', { exact: true }).waitFor();
  expect(
    await newest.getByRole('link', { name: `workflow “${workflow.name}”` }).getAttribute('href'),
  ).toBe(`/workflows/${workflow.id}`);
  expect(await newest.innerText()).toContain(`user ${USER.key}`);
  await events.getByText(/^No new events yet/).waitFor();
}

/** Stops the user's execution by its data, after the confirmation, and finds its actions stopped. */
async function stopExecutionAndSeeActionsStopped(page: Page) {
  // What the stop form matches: that execution's customer_id (others sharing it stop too).
  const { execution, unfinished, customerId: CUSTOMER_ID } = seededExecution(USER.key);
  expect(unfinished.length).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Stop executions' }).click();
  const form = page.getByRole('form', { name: 'Stop executions' });
  expect(await form.getByRole('textbox', { name: 'User key' }).inputValue()).toBe(USER.key);
  await form.getByRole('textbox', { name: 'Filter 1 key' }).fill('customer_id');
  await form.getByRole('textbox', { name: 'Filter 1 value' }).fill(CUSTOMER_ID);
  await form.getByRole('button', { name: 'Review and stop…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stop executions?' });
  await dialog
    .getByText(
      `All running and upcoming executions of user "${USER.key}" whose data matches customer_id = "${CUSTOMER_ID}".`,
    )
    .waitFor();
  await dialog.getByRole('button', { name: 'Stop executions' }).click();
  await page.getByText('The service accepted the stop').waitFor();

  // The events screen has the stop; its execution links to the execution's actions, all stopped now.
  await page.getByRole('link', { name: 'See the event' }).click();
  const stoppedEvent = page
    .getByRole('list', { name: 'Events' })
    .getByRole('listitem')
    .filter({ hasText: 'execution.stopped' })
    .first();
  await stoppedEvent.getByRole('link', { name: `execution ${execution.id}` }).click();
  await page.waitForURL(/\/actions\/completed\?execution_id=/);
  // Actions are grouped into runs: the execution's run counts its stopped steps.
  await expectRunStopped(page, 'Completed actions by run', execution.id, unfinished.length);

  // The workflow's own actions tab shows them stopped too, after a full load: in demo mode the stopped
  // actions are saved rows, laid back over the seed's by a new demo API.
  await page.goto(consoleUrl(`/workflows/${execution.workflow_id}/actions?limit=100`));
  await expectRunStopped(page, 'Runs of this workflow', execution.id, unfinished.length);
}

/** The run of `executionId` in the table named `table` says `stopped` of its steps were stopped. */
async function expectRunStopped(page: Page, table: string, executionId: string, stopped: number) {
  const expand = page.getByRole('button', { name: `Show the steps of run ${executionId}` });
  const row = page.getByRole('table', { name: table }).getByRole('row').filter({ has: expand });
  await row.waitFor();
  expect(await row.innerText()).toContain(`${String(stopped)} stopped`);
}

describe('users, data fields, events and stopping executions in a real browser', () => {
  it('on the demo API: act as a user, read their data fields, see the event of saved settings arrive, stop an execution', async () => {
    const { page, context, errors } = await newPage(browser);
    await actAsUser(page);
    await seeDataFields(page);
    // The other tab shares the demo data through local storage.
    await seeEventOfSavedSettings(context, page, () => Promise.resolve());
    await stopExecutionAndSeeActionsStopped(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('live against the sandbox: the same', async () => {
    const { page, context, errors } = await newPage(browser);
    await connectToSandbox(page);
    await actAsUser(page);
    await seeDataFields(page);
    // The key is kept per tab: the other tab connects too.
    await seeEventOfSavedSettings(context, page, (other) => connectToSandbox(other));
    await stopExecutionAndSeeActionsStopped(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
