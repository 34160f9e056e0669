/**
 * The overview behind the gateway (7 and 30 days): the gateway's daily run figures count the runs
 * before `through`, the actions read count those after it, in fewer requests, and the page says
 * where the figures come from; without the figures (404), the overview reads as it always did.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/config/session-store';
import { db, server } from '../support/demo-server';
import { failRequests } from '../support/failures';
import { renderRoute } from '../support/render';
import { DAY, finishedStep, HOUR, MINUTE } from '../support/finished-step';

const utcDay = (ms: number) => Math.floor(ms / DAY) * DAY;

function mainWorkflows() {
  const [first, second] = db.workflows
    .all()
    .filter((w) => w.owner_user_key === 'main' && w.on && !w.is_template)
    .sort((a, b) => a.id.localeCompare(b.id));
  if (!first || !second) throw new Error('the seed has two workflows of main that are on');
  return { first, second };
}

/** Live: run A (1 min, 2 h ago), run B (failed after 30 s, 3 h ago), C (5 h ago), D (30 h ago). */
function seedRecentRuns() {
  const { first, second } = mainWorkflows();
  for (const record of [
    finishedStep(first.id, 'exe-a', 'completed', 2 * HOUR, MINUTE),
    finishedStep(first.id, 'exe-b', 'failed', 3 * HOUR, 30_000, {
      name: 'Charge the card',
      failure_note: 'HTTP 503 from pay.example.com',
    }),
    finishedStep(second.id, 'exe-c', 'completed', 5 * HOUR, 3 * MINUTE),
    finishedStep(second.id, 'exe-d', 'completed', 30 * HOUR, MINUTE),
  ])
    db.actions.put(record);
  return { first, second };
}

/** The gateway's answer: complete up to 4 hours ago, from `coveredAgo` back. */
function dailyAnswer(secondId: string, coveredAgo: number) {
  const now = Date.now();
  const current = utcDay(now - 3 * DAY);
  const previous = utcDay(now - 10 * DAY);
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    through: iso(now - 4 * HOUR),
    covered_from: iso(now - coveredAgo),
    days: [
      // 10 runs taking 1,110 s in all, 2 failed; the 7 days before: 6 runs.
      {
        day: iso(previous).slice(0, 10),
        from: iso(previous),
        to: iso(previous + DAY),
        runs: 6,
        failed: 0,
        run_ms_total: 360_000,
        run_ms_count: 6,
      },
      {
        day: iso(current).slice(0, 10),
        from: iso(current),
        to: iso(current + DAY),
        runs: 10,
        failed: 2,
        run_ms_total: 1_110_000,
        run_ms_count: 10,
      },
    ],
    workflows: [
      {
        workflow_id: secondId,
        workflow_name: null,
        failed: 2,
        last_failure_at: iso(now - 3 * DAY),
        last_failure_step: 'Update the CRM',
        last_failure_note: 'Timeout from crm.example.com',
      },
    ],
  };
}

/** Counts the reads of /actions/completed (answered by the demo API as usual). */
function countActionReads() {
  const seen = { requests: 0 };
  server.use(
    http.get('*/api/v1/actions/completed', () => {
      seen.requests += 1;
      return undefined;
    }),
  );
  return seen;
}

const figure = (title: string) => screen.getByRole('region', { name: title });
const renderGateway = (url: string) => renderRoute(url, { connection: { mode: 'gateway' } });

beforeEach(() => {
  sessionStore.set({ user: 'viewer', role: 'viewer', via: 'password', csrfToken: 'csrf' });
  failRequests('get', '/account/usage', () => new HttpResponse(null, { status: 404 }));
  server.use(http.get('*/auth/history/changes', () => HttpResponse.json({ collection: [] })));
});
afterEach(() => sessionStore.set(undefined));

describe('the overview behind the gateway', () => {
  it('adds the gateway’s daily figures to the runs read since, in one page of actions', async () => {
    const { first, second } = seedRecentRuns();
    let asked: URLSearchParams | undefined;
    server.use(
      http.get('*/auth/overview/daily', ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json(dailyAnswer(second.id, 20 * DAY));
      }),
    );
    const reads = countActionReads();
    renderGateway('/?period=7d&chart=table');
    // 10 stored runs + A and B (C and D started before `through`: the store counts them).
    await waitFor(() => expect(within(figure('Runs')).getByText('12')).toBeInTheDocument());
    expect(
      within(figure('Runs')).getByText(/up 6 \(\+100%\) on the previous 7 days/),
    ).toBeVisible();
    expect(within(figure('Failed runs')).getByText('3')).toBeInTheDocument();
    expect(within(figure('Failure rate')).getByText('25%')).toBeInTheDocument();
    // (1,110 + 60 + 30) s over 12 runs.
    expect(within(figure('Average run time')).getByText('1 min 40 s')).toBeInTheDocument();
    expect(
      screen.getByText(/^Runs before .+ UTC from the gateway’s daily figures\.$/),
    ).toBeVisible();

    const failing = screen.getByRole('region', { name: 'Failing most' });
    const items = within(failing).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`${second.name} — 2 failed runs`);
    expect(items[0]).toHaveTextContent('Timeout from crm.example.com');
    expect(items[1]).toHaveTextContent(`${first.name} — 1 failed run`);

    const table = await screen.findByRole('table', { name: 'Runs and failures' });
    const label = new Date(Date.now() - 3 * DAY).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect(within(table).getByRole('row', { name: new RegExp(`^${label} 10 2`) })).toBeVisible();

    expect(reads.requests).toBe(1);
    expect(asked?.get('split')).toBeTruthy();
    expect(Date.parse(asked?.get('to') ?? '') - Date.parse(asked?.get('from') ?? '')).toBe(
      14 * DAY,
    );
  });

  it('says how far the figures reach when they do not cover the period before', async () => {
    const { second } = seedRecentRuns();
    server.use(
      http.get('*/auth/overview/daily', () => HttpResponse.json(dailyAnswer(second.id, 10 * DAY))),
    );
    renderGateway('/?period=7d');
    expect(
      await screen.findByText(/They reach back to .+ UTC; older runs come from the actions read\./),
    ).toBeVisible();
    // The current 7 days as before; the start of the 7 before from the actions read.
    await waitFor(() => expect(within(figure('Runs')).getByText('12')).toBeInTheDocument());
  });

  it('reads as without a gateway when it has no daily figures (404)', async () => {
    seedRecentRuns();
    server.use(
      http.get('*/auth/overview/daily', () =>
        HttpResponse.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 }),
      ),
    );
    renderGateway('/?period=7d');
    await waitFor(() => expect(within(figure('Runs')).getByText('4')).toBeInTheDocument());
    expect(screen.queryByText(/from the gateway’s daily figures/)).not.toBeInTheDocument();
  });
});
