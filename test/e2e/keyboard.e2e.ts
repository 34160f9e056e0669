/**
 * A keyboard-only path (page.keyboard, no clicks): workflow list → a workflow with a draft → compare
 * (step through the changes) → the Discard draft dialog → Cancel (focus goes back to the button
 * that opened it) → settings: fill a field and save. At every stop the focus must be visible.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectToSandbox, consoleUrl, launchChromium, newPage, type TestBrowser } from './browser';
import { seededWorkflow } from './support';

/** A workflow with a draft (its compare view lists changes) and a settings form with text fields. */
const workflow = seededWorkflow('friday-wins-roundup');

interface Focused {
  tag: string;
  role: string | null;
  type: string | null;
  name: string;
  /** How the focus shows, or null when it does not show at all. */
  ring: string | null;
  inDialog: boolean;
  inForm: boolean;
  inChangeList: boolean;
}

/** What has the focus, and whether it is visibly marked (outline or box-shadow, its own or its MUI wrapper's). */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const shows = (node: Element): string | null => {
      const style = getComputedStyle(node);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0)
        return `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      if (style.boxShadow !== 'none' && style.boxShadow !== '')
        return `box-shadow ${style.boxShadow}`;
      return null;
    };
    let ring = shows(element);
    // Checkboxes, radios and switches: the input is invisible, its MUI wrapper shows the focus.
    const wrapper = element.parentElement?.closest('.Mui-focusVisible');
    if (!ring && wrapper) ring = shows(wrapper);
    // MUI outlined text fields: the focused field's outline turns 2px wide.
    const notch = element
      .closest('.MuiInputBase-root.Mui-focused')
      ?.querySelector('.MuiOutlinedInput-notchedOutline');
    if (!ring && notch && parseFloat(getComputedStyle(notch).borderTopWidth) >= 2)
      ring = `field outline ${getComputedStyle(notch).borderTopWidth}`;
    const label = element.getAttribute('aria-label');
    return {
      tag: element.tagName.toLowerCase(),
      role: element.getAttribute('role'),
      type: element.getAttribute('type'),
      name: (label ?? element.textContent).trim().replace(/\s+/g, ' ').slice(0, 80),
      ring,
      inDialog: element.closest('[role="dialog"]') !== null,
      inForm: element.closest('form[aria-label^="Settings of"]') !== null,
      inChangeList: element.closest('ul[aria-label="Changes"]') !== null,
    };
  });
}

/** Asserts the focus is on something and visibly marked; returns what it is. */
async function expectVisibleFocus(page: Page, step: string): Promise<Focused> {
  const now = await focused(page);
  expect(now, `${step}: nothing has the focus`).not.toBeNull();
  expect(now?.ring, `${step}: the focus on <${now?.tag}> "${now?.name}" is not visible`).not.toBe(
    null,
  );
  return now as Focused;
}

/** Presses Tab (or Shift+Tab) until `wanted` holds, checking the focus is visible at every stop. */
async function tabUntil(
  page: Page,
  step: string,
  wanted: (now: Focused) => boolean,
  { backwards = false, max = 150 }: { backwards?: boolean; max?: number } = {},
): Promise<Focused> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (process.env.KB_DEBUG) console.log(step, presses + 1, JSON.stringify(await focused(page)));
    const now = await expectVisibleFocus(page, `${step} (Tab stop ${presses + 1})`);
    if (wanted(now)) return now;
  }
  throw new Error(`${step}: not reached within ${max} Tab presses`);
}

async function changeStatus(page: Page): Promise<string> {
  const status = page.locator('section[aria-labelledby="change-list-title"] p[aria-live="polite"]');
  return (await status.textContent()) ?? '';
}

async function keyboardPath(page: Page, typed: string) {
  await page.goto(consoleUrl('/workflows'));
  await page.getByRole('table', { name: 'Workflows' }).locator('tbody tr a').first().waitFor();

  // The list → the workflow, by the list's keys: j moves a row down (the list is one Tab stop); the
  // workflow is on a later page: Tab past the list to "Next", Enter, back into the list, j again.
  const onRow = async () => {
    const now = await expectVisibleFocus(page, 'in the list');
    return now.tag === 'tr' && now.name.startsWith(workflow.name);
  };
  const findRow = async (step: string) => {
    const rows = await page.getByRole('table', { name: 'Workflows' }).locator('tbody tr').count();
    for (let moves = 0; moves < rows; moves += 1) {
      if (await onRow()) return true;
      await page.keyboard.press('j');
    }
    if (process.env.KB_DEBUG) console.log(step, 'not on this page');
    return onRow();
  };
  await page.keyboard.press('j');
  // A key pressed before the keyboard's code arrived (after the first screen) takes effect with it.
  await page.getByRole('table', { name: 'Workflows' }).locator('tbody tr:focus').waitFor();
  if (!(await findRow('page 1'))) {
    await tabUntil(page, 'past the list to Next', (now) => now.name === 'Next');
    const firstRow = page.getByRole('table', { name: 'Workflows' }).locator('tbody tr a').first();
    const before = await firstRow.textContent();
    await page.keyboard.press('Enter');
    await page.waitForURL(/starting_after=/);
    await expect.poll(() => firstRow.textContent()).not.toBe(before);
    // The last page disables Next: the focus must not drop to the start of the page.
    await expect.poll(async () => (await focused(page))?.name).toBe('Previous');
    await expectVisibleFocus(page, 'after Next');
    await tabUntil(page, 'back into the list', (now) => now.tag === 'tr', { backwards: true });
    await page.keyboard.press('Home');
    expect(await findRow('page 2')).toBe(true);
  }
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: workflow.name }).waitFor();
  await page.waitForURL(new RegExp(`/workflows/${workflow.id}$`));

  // The Compare tab.
  await tabUntil(page, 'to Compare', (now) => now.tag === 'a' && now.name === 'Compare');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/compare/);
  await page.getByRole('heading', { name: /^Changes \([1-9]\d*\)$/ }).waitFor();
  const total = Number(
    /\((\d+)\)/.exec(
      (await page.getByRole('heading', { name: /^Changes \(\d+\)$/ }).textContent()) ?? '',
    )?.[1],
  );
  expect(total).toBeGreaterThan(1);
  await expectVisibleFocus(page, 'on the Compare tab');

  // Step through the changes with n and p.
  await page.keyboard.press('n');
  await expect.poll(() => changeStatus(page)).toMatch(new RegExp(`^Change 1 of ${total}: `));
  await page.keyboard.press('n');
  await expect.poll(() => changeStatus(page)).toMatch(new RegExp(`^Change 2 of ${total}: `));
  await page.keyboard.press('p');
  await expect.poll(() => changeStatus(page)).toMatch(new RegExp(`^Change 1 of ${total}: `));
  await expectVisibleFocus(page, 'after n/p');
  // And with the arrow keys inside the list.
  await tabUntil(page, 'into the change list', (now) => now.inChangeList, { max: 300 });
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => changeStatus(page)).toMatch(new RegExp(`^Change 2 of ${total}: `));
  await expect.poll(async () => (await focused(page))?.inChangeList).toBe(true);
  await expectVisibleFocus(page, 'after ArrowDown in the change list');

  // The Discard draft dialog, then Cancel: the focus returns to the button.
  await tabUntil(page, 'back to Discard draft', (now) => now.name === 'Discard draft…', {
    backwards: true,
    max: 300,
  });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: /^Discard / }).waitFor();
  await expect.poll(async () => (await focused(page))?.inDialog).toBe(true);
  const inDialog = await expectVisibleFocus(page, 'the dialog opened');
  if (inDialog.name !== 'Cancel')
    await tabUntil(page, 'to Cancel', (now) => now.inDialog && now.name === 'Cancel', { max: 20 });
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(async () => (await focused(page))?.name).toBe('Discard draft…');
  await expectVisibleFocus(page, 'after Cancel');
  expect(await page.getByRole('heading', { name: /^Changes \(\d+\)$/ }).count()).toBe(1);

  // The Settings tab: fill a text field, save with Enter on the button.
  await tabUntil(page, 'to Settings', (now) => now.tag === 'a' && now.name === 'Settings');
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: `Settings of ${workflow.name}` });
  await form.waitFor();
  const field = await tabUntil(
    page,
    'to a text field',
    (now) =>
      now.inForm &&
      (now.tag === 'textarea' ||
        (now.tag === 'input' &&
          (now.type === 'text' || now.type === null) &&
          now.role !== 'combobox')),
  );
  expect(field.inForm).toBe(true);
  const fieldId = await page.evaluate(() => document.activeElement?.id ?? '');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(typed);
  await tabUntil(page, 'to Save settings', (now) => now.name === 'Save settings');
  await page.keyboard.press('Enter');
  await page.getByText(/^Saved for user “main”\.$/).waitFor();
  await expectVisibleFocus(page, 'after saving');

  await page.reload();
  await form.waitFor();
  await expect.poll(() => page.locator(`[id="${fieldId}"]`).inputValue()).toBe(typed);
}

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('keyboard only', () => {
  it('on the demo API: list → workflow → compare → discard dialog → cancel → settings save', async () => {
    const { page, context, errors } = await newPage(browser);
    await keyboardPath(page, 'Typed by keyboard');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('live against the sandbox: the same path', async () => {
    const { page, context, errors } = await newPage(browser);
    await connectToSandbox(page);
    await keyboardPath(page, 'Typed live by keyboard');
    expect(errors).toEqual([]);
    await context.close();
  });
});
