import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventRecord } from '@/demo-api/store/records';
import { EVENT_POLLING } from '@/features/events/use-new-events';
import { allowContractViolations, db, server } from '../support/demo-server';
import { failRequests, findFailure, serviceDown } from '../support/failures';
import { currentUrl, renderRoute } from '../support/render';

function eventsNewestFirst(): EventRecord[] {
  return db.events
    .all()
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
}

/** The ids shown in the list now, in order (none while it loads). */
function shownIds(): string[] {
  const list = screen.queryByRole('list', { name: 'Events' });
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-event-id') ?? '');
}

const expectIds = (ids: string[]) => waitFor(() => expect(shownIds()).toEqual(ids));

const interval = EVENT_POLLING.intervalMs;
afterEach(() => {
  EVENT_POLLING.intervalMs = interval;
});

describe('the events screen', () => {
  it('lists events newest first with kind, subject, user and time, each readable as JSON', async () => {
    const { user } = renderRoute('/events');
    const events = eventsNewestFirst();
    await expectIds(events.slice(0, 25).map((event) => event.id));
    const onWorkflow = events.slice(0, 25).find((event) => event.subject?.object === 'workflow');
    if (!onWorkflow?.subject) throw new Error('no workflow event on the first page');
    const items = within(screen.getByRole('list', { name: 'Events' })).getAllByRole('listitem');
    const item = items[events.indexOf(onWorkflow)] as HTMLElement;
    expect(item).toHaveTextContent(onWorkflow.type);
    expect(item).toHaveTextContent(`user ${onWorkflow.user_key ?? ''}`);
    const workflowName = db.workflows.get(onWorkflow.subject.id)?.name ?? '';
    const subject = within(item).getByRole('link', { name: `workflow “${workflowName}”` });
    expect(subject).toHaveAttribute('href', `/workflows/${onWorkflow.subject.id}`);
    expect(subject).toHaveAttribute('title', onWorkflow.subject.id);
    // Relative, with the service's own wording and the UTC time as its description (and hint).
    const time = within(item).getByText(/ ago$/);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAccessibleDescription(/\d{2}:\d{2} (am|pm) E[SD]T.*UTC$/s);
    expect(within(item).queryByLabelText(/^JSON of/)).not.toBeInTheDocument();
    await user.click(within(item).getByText('Whole record as JSON'));
    const json = within(item).getByLabelText(`JSON of ${onWorkflow.type}`);
    expect(json).toHaveTextContent(`"id": "${onWorkflow.id}"`);
    expect(json).toHaveTextContent('"created_at_utc"');
    expect(
      within(item).getByRole('button', { name: `Copy the JSON of ${onWorkflow.type}` }),
    ).toBeVisible();
    // The type's chip says the kind of change (its colour follows it).
    expect(within(item).getByTitle(/^Kind of change: /)).toHaveTextContent(onWorkflow.type);
  });

  it('pages with the cursor and the limit in the URL', async () => {
    const { user, router } = renderRoute('/events?limit=10');
    const events = eventsNewestFirst();
    await expectIds(events.slice(0, 10).map((event) => event.id));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/events\?limit=10&starting_after=/));
    await expectIds(events.slice(10, 20).map((event) => event.id));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await expectIds(events.slice(0, 10).map((event) => event.id));
  });

  it('shows records of any shape without failing', async () => {
    failRequests('get', '/events', () =>
      HttpResponse.json({
        collection: [
          { kind: 'user.created', subject: 'the account', timestamp: 1_700_000_000 },
          { id: 'ev_odd', payload: { deep: [1, 2, { x: null }] } },
          null,
          'just text',
          { id: 'ev_3', type: 'thing.done', subject: { type: 'installed_app', key: 'chatter' } },
        ],
        meta: { page_limit: 25, has_next_page: false, has_previous_page: false },
      }),
    );
    const { user } = renderRoute('/events');
    const list = await screen.findByRole('list', { name: 'Events' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('user.created');
    expect(items[0]).toHaveTextContent('the account');
    expect(items[1]).toHaveTextContent('Event of an unknown kind');
    expect(items[1]).toHaveTextContent('No time');
    expect(items[2]).toHaveTextContent('Not an event object');
    expect(items[3]).toHaveTextContent('Not an event object');
    expect(items[4]).toHaveTextContent('installed_app chatter');
    await user.click(within(items[1] as HTMLElement).getByText('Whole record as JSON'));
    expect(
      within(items[1] as HTMLElement).getByLabelText('JSON of Event of an unknown kind'),
    ).toHaveTextContent('"deep": [');
  });

  it('counts new events while auto-refresh is on, without moving the list, and shows them on request', async () => {
    EVENT_POLLING.intervalMs = 150;
    const { user } = renderRoute('/events?limit=10');
    const before = eventsNewestFirst()
      .slice(0, 10)
      .map((event) => event.id);
    await expectIds(before);
    await user.click(screen.getByRole('switch', { name: 'Auto-refresh' }));
    expect(await screen.findByText(/^No new events yet/)).toBeInTheDocument();

    const first = db.recordEvent(
      'workflow.settings_updated',
      { object: 'workflow', id: 'w1' },
      'main',
    );
    expect(await screen.findByText('1 new event arrived.')).toBeInTheDocument();
    const second = db.recordEvent('executions.stopped', null, 'main', { count: 2 });
    expect(await screen.findByText('2 new events arrived.')).toBeInTheDocument();
    expect(shownIds()).toEqual(before);

    await user.click(screen.getByRole('button', { name: 'Show them' }));
    await expectIds([second.id, first.id, ...before.slice(0, 8)]);
    expect(await screen.findByText(/^No new events yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Auto-refresh' }));
    expect(screen.getByText('Off: the list changes only when you ask.')).toBeInTheDocument();
  });

  it('counts from the newest event even when switched on deep in the list', async () => {
    EVENT_POLLING.intervalMs = 150;
    const { user, router } = renderRoute('/events?limit=10');
    await expectIds(
      eventsNewestFirst()
        .slice(0, 10)
        .map((event) => event.id),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const second = eventsNewestFirst()
      .slice(10, 20)
      .map((event) => event.id);
    await expectIds(second);
    await user.click(screen.getByRole('switch', { name: 'Auto-refresh' }));
    expect(await screen.findByText(/^No new events yet/)).toBeInTheDocument();
    db.recordEvent('app.installed', { object: 'installed_app', id: 'x' }, null);
    expect(await screen.findByText('1 new event arrived.')).toBeInTheDocument();
    expect(shownIds()).toEqual(second);
    await user.click(screen.getByRole('button', { name: 'Show it' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/events?limit=10'));
    await waitFor(() => expect(shownIds()[0]).toBe(eventsNewestFirst()[0]?.id));
  });

  it('says when there are no events', async () => {
    failRequests('get', '/events', () =>
      HttpResponse.json({
        collection: [],
        meta: { page_limit: 25, has_next_page: false, has_previous_page: false },
      }),
    );
    renderRoute('/events');
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Events' })).not.toBeInTheDocument();
  });

  it('shows a failure with the request id, and retries', async () => {
    const failing = failRequests('get', '/events', serviceDown);
    const { user } = renderRoute('/events');
    const alert = await findFailure('Loading events failed: The service answered 503');
    expect(alert).toHaveTextContent('req_ops_503');
    failing.failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expectIds(
      eventsNewestFirst()
        .slice(0, 25)
        .map((event) => event.id),
    );
  });

  it('shows a page at a time when the service sends far more than a page, the rest on request', async () => {
    allowContractViolations();
    const demoHandlers = [...server.listHandlers()] as RequestHandler[];
    server.use(
      http.get('*/api/v1/events', async ({ request }) => {
        const real = await getResponse(demoHandlers, request);
        const body = (await real?.json()) as { collection: EventRecord[] };
        const first = body.collection[0];
        if (!first) throw new Error('the seed has no events');
        // 300 events for a page of 25: a service that ignores `limit`.
        body.collection = Array.from({ length: 300 }, (_, index) => ({
          ...first,
          id: `${first.id}-${String(index)}`,
        }));
        return HttpResponse.json(body);
      }),
    );
    const { user } = renderRoute('/events');
    const note = await screen.findByText(
      'The service sent 300 events for a page of 25; the first 25 are shown.',
    );
    expect(shownIds()).toHaveLength(25);
    expect(shownIds()[24]).toMatch(/-24$/);
    await user.click(within(note).getByRole('button', { name: 'Show 100 more' }));
    await waitFor(() => expect(shownIds()).toHaveLength(125));
    expect(note).toHaveTextContent('the first 125 are shown.');
    await user.click(within(note).getByRole('button', { name: 'Show 100 more' }));
    await user.click(within(note).getByRole('button', { name: 'Show 75 more' }));
    await waitFor(() => expect(shownIds()).toHaveLength(300));
    expect(screen.queryByText(/The service sent/)).not.toBeInTheDocument();
  });
});

/** A calendar day in the browser's time zone, as the date inputs write it. */
function localDay(instant: string): string {
  const date = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

describe('filtering the events over every page', () => {
  it('by type, with the filter in the URL and the count of every page read', async () => {
    const events = eventsNewestFirst();
    const discarded = events.filter((event) => event.type.includes('draft_discarded'));
    expect(discarded.length).toBeGreaterThan(0);
    const { user, router } = renderRoute('/events');
    await expectIds(events.slice(0, 25).map((event) => event.id));
    await user.type(screen.getByRole('combobox', { name: /Type/ }), 'draft_discarded');
    await waitFor(() => expect(currentUrl(router)).toBe('/events?type=draft_discarded'));
    expect(
      await screen.findByText(`${discarded.length} of ${events.length} events match.`),
    ).toBeInTheDocument();
    await expectIds(discarded.slice(0, 25).map((event) => event.id));
  });

  it('by subject, its id or name', async () => {
    const events = eventsNewestFirst();
    const subject = events.find((event) => event.subject?.object === 'workflow')?.subject;
    if (!subject) throw new Error('no event about a workflow');
    const about = events.filter((event) => event.subject?.id === subject.id);
    renderRoute(`/events?subject=${subject.id}`);
    expect(
      await screen.findByText(
        `${about.length} of ${events.length} ${about.length === 1 ? 'event matches' : 'events match'}.`,
      ),
    ).toBeInTheDocument();
    await expectIds(about.slice(0, 25).map((event) => event.id));
  });

  it('by days, reading no further than the range', async () => {
    const events = eventsNewestFirst();
    const day = localDay((events[250] as EventRecord).created_at);
    const that = events.filter((event) => localDay(event.created_at) === day);
    const reads: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/api/v1/events')) reads.push(request.url);
    });
    renderRoute(`/events?from=${day}&to=${day}`);
    expect(
      await screen.findByText(
        new RegExp(
          `^${String(that.length)} match(es)? among the first \\d+ events; later pages lie outside the filter`,
        ),
      ),
    ).toBeInTheDocument();
    await expectIds(that.slice(0, 25).map((event) => event.id));
    // Events come newest first: the pages after the one past the range are not read.
    const pagesRead = reads.filter((url) => new URL(url).searchParams.get('limit') === '100');
    expect(pagesRead.length).toBeLessThan(Math.ceil(events.length / 100));
    server.events.removeAllListeners('request:start');
  });
});
