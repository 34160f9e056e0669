/**
 * Screenshots of the compare view for a person to look at: a small workflow, the 336-node one, the
 * changes view and a workflow without a draft, at 1440x900 and 390x844, in both themes.
 *
 *   npx tsx --tsconfig tsconfig.scripts.json test/tools/compare-shots.ts http://localhost:5173 .shots
 *
 * The console must run in demo mode at the given URL (`npm run dev` or `npm run preview`).
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { buildSeed } from '@/demo-api/seed';
import { CHROMIUM_FLAGS } from '../e2e/chromium-flags';

const [base = 'http://localhost:5173', out = '.shots', filter = ''] = process.argv.slice(2);
const seed = buildSeed();
const idOf = (key: string, owner = 'main') => {
  const found = seed.workflows.find((w) => w.key === key && w.owner_user_key === owner);
  if (!found) throw new Error(`no workflow ${key}`);
  return found.id;
};

const shots: { name: string; path: string; act?: (page: Page) => Promise<void> }[] = [
  { name: 'small', path: `/workflows/${idOf('escalate-vip-tickets')}/compare` },
  { name: 'big', path: `/workflows/${idOf('enterprise-onboarding-orchestration')}/compare` },
  {
    name: 'big-split',
    path: `/workflows/${idOf('enterprise-onboarding-orchestration')}/compare?view=split`,
  },
  { name: 'changes', path: `/workflows/${idOf('escalate-vip-tickets')}/compare?view=changes` },
  { name: 'no-draft', path: `/workflows/${idOf('quarterly-renewal-outreach')}/compare` },
  {
    name: 'equal',
    path: `/workflows/${idOf('weekly-digest-draft-equals-published')}/compare`,
  },
  { name: 'overview', path: `/workflows/${idOf('enterprise-onboarding-orchestration')}` },
  {
    name: 'clones',
    path: `/workflows/${idOf('welcome-new-customers')}`,
    act: async (page) => {
      await page.getByRole('button', { name: 'Find the clones' }).click();
      await page.getByText(/clones? found\. Searched/).waitFor({ timeout: 60_000 });
      await page.getByRole('region', { name: 'Clones of this template' }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'picker',
    path: `/workflows/${idOf('escalate-failed-payments', 'globex')}/compare`,
    act: async (page) => {
      await page.getByRole('button', { name: 'Compare with…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Compare with…' });
      await dialog
        .getByRole('group', { name: 'Right side (after)' })
        .getByRole('radio', { name: 'Another workflow' })
        .check();
    },
  },
  {
    name: 'full',
    path: `/workflows/${idOf('support-triage-across-regions')}/compare?view=overlay`,
    act: async (page) => {
      await page.keyboard.press('f');
    },
  },
];

const sizes = [
  { label: '1440', width: 1440, height: 900 },
  { label: '390', width: 390, height: 844 },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_FLAGS,
});
try {
  for (const theme of ['light', 'dark'] as const) {
    for (const size of sizes) {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        colorScheme: theme,
      });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
      for (const shot of shots) {
        if (filter && !shot.name.includes(filter)) continue;
        await page.goto(`${base}${shot.path}`);
        await page.locator('main h1').first().waitFor({ timeout: 30_000 });
        await page.waitForTimeout(1500);
        if (shot.act) {
          await shot.act(page);
          await page.waitForTimeout(500);
        }
        const file = `${out}/${shot.name}-${size.label}-${theme}.png`;
        await page.screenshot({ path: file });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
