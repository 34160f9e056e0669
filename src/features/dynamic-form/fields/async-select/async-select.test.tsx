import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectionStore, initConnection } from '@/config/connection';
import { DEFAULT_RUNTIME_CONFIG } from '@/config/runtime-config';
import { db, server, withDemoServer } from '@test/support/demo-server';
import {
  channelsConfig,
  contactsConfig,
  PROVIDER,
  renderFields,
} from '@test/support/field-harness';
import { makeField } from '@test/support/fields';
import { ROW_HEIGHT } from './list-geometry';

// Option pages come from the demo API's provider lists, through msw.
withDemoServer();

/** Every request to the provider: its URL and whether it carried an Authorization header. */
function recordProviderRequests() {
  const seen: { url: URL; authorization: string | null }[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.url.startsWith(PROVIDER))
      seen.push({ url: new URL(request.url), authorization: request.headers.get('authorization') });
  };
  beforeEach(() => {
    seen.length = 0;
    server.events.on('request:start', listener);
  });
  afterEach(() => server.events.removeListener('request:start', listener));
  return seen;
}

const answers = () =>
  JSON.parse(screen.getByRole('status', { name: 'Answers to send' }).textContent || '{}') as Record<
    string,
    unknown
  >;

const channels = () => db.providerLists.channels ?? [];
const contacts = () => db.providerLists.contacts ?? [];

function channel(index: number) {
  const found = channels()[index];
  if (!found) throw new Error(`no channel ${index}`);
  return { id: found.id, name: found.name };
}

function contact(index: number) {
  const found = contacts()[index];
  if (!found) throw new Error(`no contact ${index}`);
  return { id: String(found.contact_id), name: String(found.full_name) };
}

/** Scrolls the open listbox to its end, as a user dragging the scrollbar down would. */
function scrollToEnd(listbox: HTMLElement, optionCount: number) {
  fireEvent.scroll(listbox, { target: { scrollTop: optionCount * ROW_HEIGHT } });
}

const status = (name: string) => screen.findByText(name, { exact: false });

describe('AsyncSelect', () => {
  const requests = recordProviderRequests();

  it('loads on open, pages on scroll, and stops at an empty cursor', async () => {
    const { user } = renderFields([
      makeField('channel', 'AsyncSelect', { data: channelsConfig() }),
    ]);
    const input = screen.getByRole('combobox', { name: 'Channel' });
    expect(requests).toHaveLength(0);
    await user.click(input);
    const listbox = await screen.findByRole('listbox', { name: 'Channel options' });
    await status('100 options loaded. Scroll for more.');
    expect(within(listbox).getByRole('option', { name: /general/ })).toBeInTheDocument();
    // Virtualised: a handful of rows in the DOM, not a hundred.
    expect(within(listbox).getAllByRole('option').length).toBeLessThan(30);
    scrollToEnd(listbox, 100);
    await status('200 options loaded.');
    scrollToEnd(listbox, 200);
    await status('300 options loaded.');
    expect(requests.map((r) => r.url.searchParams.get('cursor'))).toEqual([
      null,
      expect.any(String),
      expect.any(String),
    ]);
    scrollToEnd(listbox, 300);
    await status(`${channels().length} options loaded. That is the whole list.`);
    expect(requests).toHaveLength(4);
  });

  it('fetches on render in prefetch mode', async () => {
    renderFields([
      makeField('channel', 'AsyncSelect', { data: channelsConfig({ fetch_mode: 'prefetch' }) }),
    ]);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url.searchParams.get('limit')).toBe('100');
  });

  it('filters as the user types, searching further pages, and picks by keyboard', async () => {
    const target = contact(1234);
    const { user } = renderFields([
      makeField('contact', 'AsyncSelect', { data: contactsConfig() }),
    ]);
    const input = screen.getByRole('combobox', { name: 'Contact' });
    await user.click(input);
    await status('100 options loaded.');
    await user.type(input, target.name.toUpperCase());
    const listbox = screen.getByRole('listbox', { name: 'Contact options' });
    // The contact sits on page 13: typing searches on until it is found.
    const option = await within(listbox).findByRole(
      'option',
      { name: new RegExp(target.id) },
      { timeout: 10_000 },
    );
    for (const shown of within(listbox).getAllByRole('option'))
      expect(shown.textContent.toLowerCase()).toContain(target.name.toLowerCase());
    expect(option).toBeInTheDocument();
    const index = within(listbox)
      .getAllByRole('option')
      .findIndex((o) => o === option);
    // Typing reads on to the end of the list (all 2,000 contacts, within max_items), not only
    // until a screenful matches, and says when it got there.
    await status(`of 2,000 loaded options match “${target.name.toUpperCase()}”.`);
    for (let step = 0; step < index; step += 1) await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue(target.name);
    expect(answers()).toEqual({ fld_contact: target.id });
  });

  it('moves to the first and last loaded options with Home and End', async () => {
    const { user } = renderFields([
      makeField('contact', 'AsyncSelect', { data: contactsConfig() }),
    ]);
    const input = screen.getByRole('combobox', { name: 'Contact' });
    await user.click(input);
    const listbox = await screen.findByRole('listbox', { name: 'Contact options' });
    await status('100 options loaded.');
    const last = contact(99);
    await user.keyboard('{End}');
    // The list scrolls to the active option; a browser then fires a scroll event, jsdom does not.
    fireEvent.scroll(listbox);
    const lastOption = within(listbox).getByRole('option', { name: new RegExp(last.id) });
    expect(input).toHaveAttribute('aria-activedescendant', lastOption.id);
    expect(lastOption).toHaveAttribute('aria-posinset', '100');
    // Near the end of what is loaded, as when scrolled there, the next page is asked for.
    await status('200 options loaded.');
    await user.keyboard('{Home}');
    fireEvent.scroll(listbox);
    const firstOption = within(listbox).getByRole('option', {
      name: new RegExp(contact(0).id),
    });
    expect(input).toHaveAttribute('aria-activedescendant', firstOption.id);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue(contact(0).name);
    expect(answers()).toEqual({ fld_contact: contact(0).id });
  });

  it('makes the first option starting with what was typed active (type-ahead)', async () => {
    server.use(
      http.get(`${PROVIDER}/chatter/conversations.list`, () =>
        HttpResponse.json({
          channels: [
            { id: 'C1', name: 'Ann Jones' },
            { id: 'C2', name: 'Bo Jonas' },
            { id: 'C3', name: 'Jo Park' },
            { id: 'C4', name: 'Jon Snow' },
          ],
          response_metadata: { next_cursor: '' },
        }),
      ),
    );
    const { user } = renderFields([
      makeField('channel', 'AsyncSelect', { data: channelsConfig() }),
    ]);
    const input = screen.getByRole('combobox', { name: 'Channel' });
    await user.click(input);
    const listbox = await screen.findByRole('listbox', { name: 'Channel options' });
    await status('4 options loaded.');
    const activeName = () =>
      within(listbox)
        .getAllByRole('option')
        .find((option) => option.id === input.getAttribute('aria-activedescendant'))?.textContent;
    await user.keyboard('jo');
    // Every option contains "jo"; the first that starts with it is active.
    await waitFor(() => expect(activeName()).toBe('Jo ParkC3'));
    expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await user.keyboard('n');
    await waitFor(() => expect(activeName()).toBe('Jon SnowC4'));
    // The arrows go on from there.
    await user.keyboard('{ArrowUp}');
    expect(activeName()).toBe('Bo JonasC2');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(answers()).toEqual({ fld_channel: 'C4' });
  });

  it('shows a saved value’s label, loading pages until it is found', async () => {
    const saved = contact(640);
    renderFields([makeField('contact', 'AsyncSelect', { data: contactsConfig() })], {
      fld_contact: saved.id,
    });
    const input = screen.getByRole('combobox', { name: 'Contact' });
    expect(input).toHaveValue(saved.id);
    expect(screen.getByText('Looking up its label…')).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveValue(saved.name), { timeout: 10_000 });
    expect(requests).toHaveLength(7);
  });

  it('keeps a saved value that no option has, marked, and sends it back', async () => {
    renderFields(
      [
        makeField('channel', 'AsyncSelect', {
          data: channelsConfig({ parameters: { limit: '200' } }),
        }),
      ],
      { fld_channel: 'CARCHIVED01' },
    );
    expect(await screen.findByText('Saved value not found in options.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Channel' })).toHaveValue('CARCHIVED01');
    expect(answers()).toEqual({ fld_channel: 'CARCHIVED01' });
    expect(requests).toHaveLength(2);
  });

  it('stops at max_items and says so', async () => {
    const { user } = renderFields([
      makeField('contact', 'AsyncSelect', {
        data: contactsConfig({ pagination: { ...contactsConfig().pagination, max_items: 150 } }),
      }),
    ]);
    await user.click(screen.getByRole('combobox', { name: 'Contact' }));
    scrollToEnd(await screen.findByRole('listbox'), 100);
    await status('150 options loaded. Stopped at max_items (150); the provider has more.');
    expect(requests).toHaveLength(2);
  });

  it('stops when the provider’s cursor does not advance', async () => {
    server.use(
      http.get(`${PROVIDER}/chatter/conversations.list`, () =>
        HttpResponse.json({
          channels: [{ id: 'C1', name: 'only' }],
          response_metadata: { next_cursor: 'same' },
        }),
      ),
    );
    const { user } = renderFields([
      makeField('channel', 'AsyncSelect', { data: channelsConfig() }),
    ]);
    await user.click(screen.getByRole('combobox', { name: 'Channel' }));
    await status("Stopped: the provider's cursor does not advance.");
    expect(requests).toHaveLength(2);
  });

  it('shows an error with a retry that works', async () => {
    let fail = true;
    server.use(
      http.get(`${PROVIDER}/chatter/conversations.list`, () => {
        if (!fail) return undefined;
        fail = false;
        return HttpResponse.json({ ok: false, error: 'ratelimited' }, { status: 503 });
      }),
    );
    const { user } = renderFields([
      makeField('channel', 'AsyncSelect', { data: channelsConfig() }),
    ]);
    await user.click(screen.getByRole('combobox', { name: 'Channel' }));
    expect(
      await status('Could not load options: The options endpoint answered ratelimited'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await status('100 options loaded.');
  });

  it('fills placeholders from the other field, and reloads when it changes', async () => {
    const first = channel(0);
    const second = channel(1);
    const membersOf = (id: string) =>
      (db.providerLists.members ?? [])
        .filter((m) => m.channel === id)
        // A row shows the label, then the value.
        .map((m) => `${m.name}${m.id}`);
    const { user } = renderFields([
      makeField('channel', 'AsyncSelect', { data: channelsConfig(), label: 'Channel' }),
      makeField('member', 'AsyncSelect', {
        label: 'Member',
        data: {
          ...channelsConfig(),
          url: `${PROVIDER}/chatter/conversations.members`,
          object_key: 'members',
          parameters: { channel: '{{channel}}' },
        },
      }),
    ]);
    const member = screen.getByRole('combobox', { name: 'Member' });
    await user.click(member);
    expect(await status('Choose “Channel” first.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    await user.keyboard('{Escape}');

    const pickChannel = async (name: string) => {
      await user.click(screen.getByRole('combobox', { name: 'Channel' }));
      await user.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
    };
    await pickChannel(first.name);
    await user.click(member);
    const firstList = await screen.findByRole('listbox', { name: 'Member options' });
    expect(
      await within(firstList).findByRole('option', {
        name: new RegExp(membersOf(first.id)[0] ?? ''),
      }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await pickChannel(second.name);
    await user.click(member);
    const secondList = await screen.findByRole('listbox', { name: 'Member options' });
    await waitFor(() =>
      expect(
        within(secondList)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(membersOf(second.id).slice(0, 20)),
    );
    const memberRequests = requests.filter((r) => r.url.pathname.endsWith('conversations.members'));
    expect(memberRequests.map((r) => r.url.searchParams.get('channel'))).toEqual([
      first.id,
      second.id,
    ]);
  });

  it('never lets a late answer for an older parent value replace the newer list', async () => {
    const first = channel(0);
    const second = channel(1);
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    server.use(
      http.get(`${PROVIDER}/chatter/conversations.members`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('channel') === first.id) await firstHeld;
        return undefined;
      }),
    );
    const { user } = renderFields(
      [
        makeField('channel', 'AsyncSelect', { data: channelsConfig(), label: 'Channel' }),
        makeField('member', 'AsyncSelect', {
          label: 'Member',
          data: {
            ...channelsConfig({ fetch_mode: 'prefetch' }),
            url: `${PROVIDER}/chatter/conversations.members`,
            object_key: 'members',
            parameters: { channel: '{{channel}}' },
          },
        }),
      ],
      { fld_channel: first.id },
    );
    await waitFor(() =>
      expect(requests.some((r) => r.url.searchParams.get('channel') === first.id)).toBe(true),
    );
    await user.click(screen.getByRole('combobox', { name: 'Channel' }));
    await user.click(await screen.findByRole('option', { name: new RegExp(`^${second.name}`) }));
    await user.click(screen.getByRole('combobox', { name: 'Member' }));
    const list = await screen.findByRole('listbox', { name: 'Member options' });
    const secondNames = (db.providerLists.members ?? [])
      .filter((m) => m.channel === second.id)
      .map((m) => `${m.name}${m.id}`);
    await waitFor(() =>
      expect(within(list).getAllByRole('option')[0]).toHaveTextContent(secondNames[0] ?? ''),
    );
    releaseFirst();
    await status(`${secondNames.length} option`);
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(secondNames.slice(0, 20));
  });

  it('requests only http(s) URLs', async () => {
    const { user } = renderFields([
      makeField('channel', 'AsyncSelect', { data: channelsConfig({ url: 'javascript:alert(1)' }) }),
    ]);
    await user.click(screen.getByRole('combobox', { name: 'Channel' }));
    expect(await status('Only http(s) option URLs are requested')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  describe('in live mode with a key', () => {
    afterEach(() => initConnection(DEFAULT_RUNTIME_CONFIG));

    it('never sends the console’s API key to the options provider', async () => {
      initConnection(DEFAULT_RUNTIME_CONFIG);
      connectionStore.set({
        ...connectionStore.get(),
        mode: 'live',
        baseUrl: 'https://api.example.test',
        apiKey: 'sk_test_secret',
      });
      const { user } = renderFields([
        makeField('channel', 'AsyncSelect', { data: channelsConfig() }),
      ]);
      await user.click(screen.getByRole('combobox', { name: 'Channel' }));
      await status('100 options loaded.');
      expect(requests).toHaveLength(1);
      expect(requests[0]?.authorization).toBeNull();
    });
  });
});
