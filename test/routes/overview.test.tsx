/**
 * The overview (`/`): the period's figures against the period before, from the account's finished
 * actions (or the service's usage counts where offered), where the failures are, and each state of
 * the read: loading, an empty account, a read stopped at its bound, a failure with a retry.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { action as wireAction } from '@/demo-api/serialize';
import { allowContractViolations, db, server } from '../support/demo-server';
import { failRequests, serviceDown } from '../support/failures';
import { currentUrl, renderRoute } from '../support/render';
import { HOUR, MINUTE, finishedStep } from '../support/finished-step';

/** The service does not offer GET /account/usage (its route is missing). */
const withoutUsage = () =>
  failRequests('get', '/account/usage', () => new HttpResponse(null, { status: 404 }));

function mainWorkflows() {
  const own = db.workflows
    .all()
    .filter((w) => w.owner_user_key === 'main' && w.on && !w.is_template)
    .sort((a, b) => a.id.localeCompare(b.id));
  const [first, second] = own;
  if (!first || !second) throw new Error('the seed has two workflows of main that are on');
  return { first, second };
}

/**
 * In the last 24 hours: run A (2 steps, 1 min), run B (failed after 30 s at “Charge the card”), run
 * C (3 min); in the 24 hours before: run D. Everything else in the seed is older than 48 hours.
 */
function seedRecentRuns() {
  const { first, second } = mainWorkflows();
  for (const record of [
    finishedStep(first.id, 'exe-a', 'completed', 2 * HOUR, 20_000),
    finishedStep(first.id, 'exe-a', 'completed', 2 * HOUR - 20_000, 40_000),
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

const figure = (title: string) => screen.getByRole('region', { name: title });

describe('the overview', () => {
  it('shows the figures against the previous period, and where the failures are', async () => {
    withoutUsage();
    const { first } = seedRecentRuns();
    const { user, router } = renderRoute('/');
    await waitFor(() => expect(within(figure('Runs')).getByText('3')).toBeInTheDocument());
    expect(
      within(figure('Runs')).getByText(/up 2 \(\+200%\) on the previous 24 hours/),
    ).toBeVisible();
    expect(within(figure('Failed runs')).getByText('1')).toBeInTheDocument();
    expect(within(figure('Failure rate')).getByText('33.3%')).toBeInTheDocument();
    // (60 + 30 + 180) / 3 seconds.
    expect(within(figure('Average run time')).getByText('1 min 30 s')).toBeInTheDocument();

    const latest = screen.getByRole('region', { name: 'Latest failures' });
    expect(within(latest).getByText(/at “Charge the card”/)).toBeInTheDocument();
    expect(within(latest).getByText('HTTP 503 from pay.example.com')).toBeInTheDocument();
    expect(within(latest).getByRole('link', { name: first.name })).toHaveAttribute(
      'href',
      `/workflows/${first.id}/runs/exe-b`,
    );

    const failing = screen.getByRole('region', { name: 'Failing most' });
    expect(within(failing).getByText(/1 failed run/)).toBeInTheDocument();
    await user.click(within(failing).getByRole('link', { name: first.name }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/runs?workflow_id=${first.id}&status=failed&period=24h`),
    );
  });

  it('keeps the period in the URL', async () => {
    withoutUsage();
    seedRecentRuns();
    const { user, router } = renderRoute('/');
    await waitFor(() => expect(within(figure('Runs')).getByText('3')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/?period=7d'));
    // Run D is in the last 7 days too.
    await waitFor(() => expect(within(figure('Runs')).getByText('4')).toBeInTheDocument());
  });

  it('counts runs with the service’s usage counts where it offers them, and says so', async () => {
    allowContractViolations();
    seedRecentRuns();
    server.use(
      http.get('*/api/v1/account/usage', ({ request }) => {
        const start = Date.parse(new URL(request.url).searchParams.get('start_time') ?? '');
        const current = start > Date.now() - 25 * HOUR;
        return HttpResponse.json({
          object: 'usage',
          start_time: 'x',
          end_time: 'y',
          executions_count: current ? 40 : 20,
          usage: 100,
          active_workflows_count: 3,
          users_count: 2,
        });
      }),
    );
    renderRoute('/');
    await waitFor(() => expect(within(figure('Runs')).getByText('40')).toBeInTheDocument());
    expect(within(figure('Runs')).getByText('From the service’s usage counts.')).toBeVisible();
    expect(within(figure('Runs')).getByText(/up 20 \(\+100%\)/)).toBeVisible();
    // One failed run of 40.
    expect(within(figure('Failure rate')).getByText('2.5%')).toBeInTheDocument();
    expect(
      screen.getByText(/Runs are counted by the service \(GET \/account\/usage\)/),
    ).toBeVisible();
  });

  it('shows a progress bar and placeholders while the first page is on its way', async () => {
    withoutUsage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/v1/actions/completed', async () => {
        await held;
        return undefined;
      }),
    );
    renderRoute('/');
    expect(await screen.findByLabelText('Loading the figures')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Reading the account’s runs' })).toBeVisible();
    release();
    await waitFor(() =>
      expect(screen.queryByLabelText('Loading the figures')).not.toBeInTheDocument(),
    );
    expect(figure('Runs')).toBeInTheDocument();
  });

  it('says what to do first in an empty account', async () => {
    withoutUsage();
    const empty = { page_limit: 100, has_previous_page: false, has_next_page: false };
    failRequests('get', '/actions/completed', () =>
      HttpResponse.json({ collection: [], meta: empty }),
    );
    failRequests('get', '/workflows', () => HttpResponse.json({ collection: [], meta: empty }));
    renderRoute('/');
    expect(await screen.findByText('No runs yet')).toBeInTheDocument();
    expect(screen.getByText(/This account has no workflows yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Check the connection' })).toHaveAttribute(
      'href',
      '/connection',
    );
  });

  it('reads 10,000 actions of the period in 20 requests and marks the figures “at least”', async () => {
    withoutUsage();
    let requests = 0;
    // 10,000 actions 8 s apart, all in the last 24 hours: 100 pages of 100.
    failRequests('get', '/actions/completed', () => {
      const page = requests;
      requests += 1;
      const collection = Array.from({ length: 100 }, (_, index) => {
        const at = (page * 100 + index + 1) * 8_000;
        return wireAction(
          finishedStep('wf-busy', `exe-${String(page)}-${String(index)}`, 'completed', at, 1_000),
        );
      });
      return HttpResponse.json({
        collection,
        meta: { page_limit: 100, has_previous_page: page > 0, has_next_page: page < 99 },
      });
    });
    renderRoute('/');
    await waitFor(() =>
      expect(within(figure('Runs')).getByText('at least 2,000')).toBeInTheDocument(),
    );
    expect(requests).toBe(20);
    expect(
      screen.getByText(/the overview reads at most 20 pages \(2,000 rows\) of actions/),
    ).toBeVisible();
    expect(within(figure('Failure rate')).getByText('From the runs read only.')).toBeVisible();
    expect(within(figure('Runs')).getByText(/not compared/)).toBeVisible();
  });

  it('says what failed and reads again on Retry', async () => {
    withoutUsage();
    seedRecentRuns();
    const failing = failRequests('get', '/actions/completed', serviceDown);
    const { user } = renderRoute('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Reading the account’s runs failed');
    // The service's own words come with the error reading's code, loaded with the first failure.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The service is down for maintenance.'),
    );
    failing.failing = false;
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(figure('Runs')).getByText('3')).toBeInTheDocument());
  });
});
