import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeed } from '@/demo-api/seed';
import { connectToSandbox, consoleUrl, launchChromium, newPage, type TestBrowser } from './browser';
import { seededWorkflow } from './support';

const contacts = buildSeed().providerLists.contacts ?? [];

/** A contact on the provider's third page (100 per page) whose name no other contact contains. */
function thirdPageContact(skip: number): { id: string; name: string } {
  const names = contacts.map((contact) => String(contact.full_name).toLowerCase());
  const unique = contacts
    .slice(200, 300)
    .filter((contact) => {
      const name = String(contact.full_name).toLowerCase();
      return names.filter((other) => other.includes(name)).length === 1;
    })
    .map((contact) => ({ id: String(contact.contact_id), name: String(contact.full_name) }));
  const found = unique[skip];
  if (!found) throw new Error('the seed has no such contact');
  return found;
}

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/**
 * The workflow's saved contact is on the first page, so opening loads only that page. Opens the
 * Contact select, scrolls it until its third page has loaded, searches a contact of that
 * page, picks it, saves, reloads, and finds the contact's label (not its id) in the field.
 */
async function pickFromThirdPageAndSave(page: Page, workflowKey: string, skip: number) {
  const workflow = seededWorkflow(workflowKey);
  const contact = thirdPageContact(skip);
  await page.goto(consoleUrl(`/workflows/${workflow.id}/settings`));
  const form = page.getByRole('form', { name: `Settings of ${workflow.name}` });
  const select = form.getByRole('combobox', { name: 'Contact' });
  await select.click();
  const list = page.getByRole('listbox', { name: 'Contact options' });
  const status = page.getByRole('status').filter({ hasText: /options? loaded/ });
  await status.getByText('100 options loaded. Scroll for more.').waitFor();
  for (const loaded of ['200', '300']) {
    await list.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await status.getByText(`${loaded} options loaded. Scroll for more.`).waitFor();
  }
  expect(await list.getByRole('option').count()).toBeLessThan(60); // virtualised

  await select.fill(contact.name.slice(0, -1));
  await list.getByRole('option', { name: new RegExp(`^${contact.name}`) }).waitFor();
  expect(await list.getByRole('option').count()).toBe(1);
  await list.getByRole('option').click();
  expect(await select.inputValue()).toBe(contact.name);

  await form.getByRole('button', { name: 'Save settings' }).click();
  await page.getByText(/^Saved for user “main”\.$/).waitFor();

  await page.reload();
  const reloaded = page
    .getByRole('form', { name: `Settings of ${workflow.name}` })
    .getByRole('combobox', { name: 'Contact' });
  // The label needs the third page: it loads lazily until the saved value is found.
  await page.waitForFunction(
    ([name]) =>
      Array.from(document.querySelectorAll<HTMLInputElement>('input[role="combobox"]')).some(
        (input) => input.value === name,
      ),
    [contact.name],
  );
  expect(await reloaded.inputValue()).toBe(contact.name);
}

/** The end-user view: no console navigation, fill in a required field, save, see it confirmed. */
async function fillEndUserForm(page: Page, workflowKey: string, text: string) {
  const workflow = seededWorkflow(workflowKey);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(consoleUrl(`/fill/workflows/${workflow.id}?user_key=main`));
  await page.getByRole('heading', { level: 1, name: workflow.name }).waitFor();
  expect(await page.getByRole('navigation').count()).toBe(0);
  const form = page.getByRole('form', { name: `Settings of ${workflow.name}` });
  const message = form.getByRole('textbox', { name: 'Message' });
  await message.fill('');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await page.getByRole('alert').filter({ hasText: 'One answer needs attention' }).waitFor();
  expect(await message.getAttribute('aria-invalid')).toBe('true');

  // By keyboard: focus the field, type, and submit with Enter on the button.
  await message.focus();
  await page.keyboard.type(text);
  await form.getByRole('button', { name: 'Save settings' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText(/^Saved for user “main”\.$/).waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: workflow.name }).waitFor();
  expect(
    await page
      .getByRole('form', { name: `Settings of ${workflow.name}` })
      .getByRole('textbox', { name: 'Message' })
      .inputValue(),
  ).toBe(text);
}

describe('settings forms in a real browser', () => {
  it('on the demo API: scroll an AsyncSelect to its third page, search, pick, save, reload', async () => {
    const { page, context, errors } = await newPage(browser);
    await pickFromThirdPageAndSave(page, 'post-new-tickets-to-support', 0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on the demo API: an end user fills in and saves their form on a phone-sized screen', async () => {
    const { page, context, errors } = await newPage(browser);
    await fillEndUserForm(page, 'notify-sales-when-a-deal-closes', 'Closed: {{deal.name}}');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('live against the sandbox: the same AsyncSelect path and the end-user form', async () => {
    const { page, context, errors } = await newPage(browser);
    await connectToSandbox(page);
    await pickFromThirdPageAndSave(page, 'post-new-tickets-to-support', 1);
    await fillEndUserForm(page, 'notify-sales-when-a-deal-closes', 'Live: {{deal.amount}}');
    expect(errors).toEqual([]);
    await context.close();
  });
});
