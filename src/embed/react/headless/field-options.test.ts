import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEmbedWorkflow } from '@test/support/fields';
import type { EmbedApi } from '../../api/embed-api';
import { createHeadlessForm } from './form-store';
import { createHostTokens } from './host-tokens';
import type { HeadlessSettingsForm } from './types';

const CHANNELS = 'https://provider.test/channels';
const page = (ids: string[], next: string | null) => ({
  items: ids.map((id) => ({ id, name: `Channel ${id}` })),
  next,
});

const workflowWith = (formData: Record<string, unknown>) =>
  makeEmbedWorkflow({
    name: 'Post to a channel',
    form: [
      {
        id: 'channel',
        name: 'channel',
        label: 'Channel',
        type: 'AsyncSelect',
        data: {
          url: CHANNELS,
          object_key: 'items',
          value_key: 'id',
          label_key: 'name',
          pagination: { cursor_path: 'next', cursor_param: 'cursor', max_items: 4 },
        },
      },
      {
        id: 'member',
        name: 'member',
        label: 'Member',
        type: 'AsyncSelect',
        data: {
          url: 'https://provider.test/members?channel={{form[channel]}}',
          object_key: 'items',
          value_key: 'id',
        },
      },
    ],
    form_data: formData,
  });

/** The provider's pages by cursor; every URL asked for. */
function provider(pages: Record<string, object>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      asked.push(request.url);
      const cursor = new URL(request.url).searchParams.get('cursor') ?? 'first';
      const body = pages[cursor];
      return Promise.resolve(
        body
          ? Response.json(body)
          : Response.json({ error: { message: 'Gone.' } }, { status: 500 }),
      );
    }),
  );
  return asked;
}

/** A form whose saved answers are `formData` (no saved channel by default). */
function start(formData: Record<string, unknown> = {}) {
  const workflow = workflowWith(formData);
  const api: EmbedApi = {
    getWorkflow: () => Promise.resolve(workflow),
    saveSettings: () => Promise.resolve(workflow),
  };
  const form = createHeadlessForm({
    workflowId: 'wf',
    api,
    tokens: createHostTokens(() => Promise.resolve('t')),
    locale: 'en',
    messages: undefined,
  });
  form.start();
  const when = (check: (state: HeadlessSettingsForm) => boolean) =>
    vi.waitFor(() => {
      const state = form.snapshot();
      if (!check(state)) throw new Error('not yet');
      return state;
    });
  const options = (state: HeadlessSettingsForm, id: string) => {
    const found = state.fields.find((field) => field.id === id)?.options;
    if (!found) throw new Error(`no options for ${id}`);
    return found;
  };
  return { when, options };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a headless form's AsyncSelect options", () => {
  it('load page by page, as the cursor says, up to max_items', async () => {
    const asked = provider({ first: page(['c1', 'c2'], 'p2'), p2: page(['c3', 'c4'], 'p3') });
    const { when, options } = start();
    const ready = await when((s) => s.status === 'ready');
    expect(options(ready, 'channel')).toMatchObject({
      status: 'idle',
      hasMore: true,
      items: [],
      message: '',
    });
    options(ready, 'channel').loadMore();
    const first = await when((s) => options(s, 'channel').status === 'ready');
    expect(options(first, 'channel')).toMatchObject({
      items: [
        { value: 'c1', label: 'Channel c1' },
        { value: 'c2', label: 'Channel c2' },
      ],
      selectedLabel: undefined,
      message: '2 options loaded.',
      hasMore: true,
    });
    options(first, 'channel').loadMore();
    const second = await when((s) => options(s, 'channel').items.length === 4);
    expect(options(second, 'channel')).toMatchObject({
      hasMore: false,
      message: '4 options loaded. Stopped at max_items (4); the provider has more.',
    });
    expect(asked).toEqual([CHANNELS, `${CHANNELS}?cursor=p2`]);
  });

  it('filter the loaded options by what the user typed', async () => {
    provider({ first: page(['c1', 'c2', 'c12'], null) });
    const { when, options } = start();
    options(await when((s) => s.status === 'ready'), 'channel').loadMore();
    const loaded = await when((s) => options(s, 'channel').status === 'ready');
    options(loaded, 'channel').setQuery('1');
    const filtered = await when((s) => options(s, 'channel').query === '1');
    expect(options(filtered, 'channel').items.map((item) => item.value)).toEqual(['c1', 'c12']);
    expect(options(filtered, 'channel').message).toBe('2 of 3 loaded options match “1”.');
  });

  it('wait for the field they depend on, and start again when it changes', async () => {
    const asked = provider({ first: page(['m1'], null) });
    const { when, options } = start();
    const ready = await when((s) => s.status === 'ready');
    ready.fields.find((field) => field.id === 'channel')?.setValue(null);
    const waiting = await when((s) => options(s, 'member').status === 'waiting');
    expect(options(waiting, 'member').message).toBe('Choose “Channel” first.');
    waiting.fields.find((field) => field.id === 'channel')?.setValue('c9');
    options(await when((s) => options(s, 'member').status === 'idle'), 'member').loadMore();
    await when((s) => options(s, 'member').status === 'ready');
    expect(asked.filter((url) => url.includes('/members'))).toEqual([
      'https://provider.test/members?channel=c9',
    ]);
  });

  it('say a page could not be loaded, and try again', async () => {
    const pages: Record<string, object> = {};
    provider(pages);
    const { when, options } = start();
    options(await when((s) => s.status === 'ready'), 'channel').loadMore();
    const failed = await when((s) => options(s, 'channel').status === 'failed');
    expect(options(failed, 'channel').message).toBe(
      'Could not load options: The options endpoint answered Gone.',
    );
    pages.first = page(['c1'], null);
    options(failed, 'channel').loadMore();
    const loaded = await when((s) => options(s, 'channel').status === 'ready');
    expect(options(loaded, 'channel').message).toBe('1 option loaded. That is the whole list.');
  });

  it("find a saved value's label page by page, as the console does, and say when none has it", async () => {
    const asked = provider({ first: page(['c1', 'c2'], 'p2'), p2: page(['c3'], null) });
    const found = start({ channel: 'c3' });
    const loaded = await found.when((s) => found.options(s, 'channel').selectedLabel !== undefined);
    expect(found.options(loaded, 'channel').selectedLabel).toBe('Channel c3');
    expect(asked).toEqual([CHANNELS, `${CHANNELS}?cursor=p2`]);

    const missing = start({ channel: 'gone' });
    const ended = await missing.when((s) => !missing.options(s, 'channel').hasMore);
    expect(missing.options(ended, 'channel').message).toBe(
      '3 options loaded. That is the whole list. Saved value not found in options.',
    );
  });
});
