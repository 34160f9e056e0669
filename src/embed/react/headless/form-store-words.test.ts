import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEmbedWorkflow } from '@test/support/fields';
import type * as formStrings from '@/lib/i18n/form-strings';
import { loadFormStrings } from '@/lib/i18n/form-strings';
import type { EmbedApi } from '../../api/embed-api';
import { createHeadlessForm } from './form-store';
import { createHostTokens } from './host-tokens';
import type { HeadlessSettingsForm } from './types';

// The hook loads its words (the message code and the language's catalogue) as chunks, which can fail.
vi.mock('@/lib/i18n/form-strings', async (importOriginal) => {
  const actual = await importOriginal<typeof formStrings>();
  return { ...actual, loadFormStrings: vi.fn(actual.loadFormStrings) };
});

const offline = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));

function start(locale: string) {
  const workflow = makeEmbedWorkflow({
    name: 'Notify the owner',
    form: [{ id: 'name', name: 'name', label: 'Sender name', type: 'TextField', required: true }],
  });
  const api: EmbedApi = {
    getWorkflow: () => Promise.resolve(workflow),
    saveSettings: () => Promise.resolve(workflow),
  };
  const form = createHeadlessForm({
    workflowId: 'wf1',
    api,
    tokens: createHostTokens(() => Promise.resolve('token')),
    locale,
    messages: undefined,
  });
  form.start();
  const when = (check: (state: HeadlessSettingsForm) => boolean) =>
    vi.waitFor(() => {
      const state = form.snapshot();
      if (!check(state)) throw new Error(`not yet: ${state.status}`);
      return state;
    });
  return { form, when };
}

afterEach(() => {
  vi.mocked(loadFormStrings).mockClear();
  vi.restoreAllMocks();
});

describe("a headless form's words", () => {
  it('are English, said in the console, when the language asked for cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(loadFormStrings).mockImplementationOnce(offline);
    const { when } = start('de');
    const ready = await when((s) => s.status === 'ready');
    expect(ready).toMatchObject({ lang: 'en', dir: 'ltr' });
    ready.fields[0]?.setValue('');
    await (await when(() => true)).save();
    expect((await when((s) => s.summary.length === 1)).summary[0]?.message).toBe(
      'Sender name is required.',
    );
    expect(warn).toHaveBeenCalledWith(
      'WorkflowConsole: the words for "de" could not be loaded; English is shown; it is ignored.',
    );
  });

  it('that cannot load at all fail the form, and retry loads them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(loadFormStrings).mockImplementationOnce(offline).mockImplementationOnce(offline);
    const { when } = start('en');
    const failed = await when((s) => s.status === 'failed');
    expect(failed.error).toEqual({
      code: 'load_failed',
      message: 'Failed to fetch dynamically imported module',
    });
    expect(failed.fields).toEqual([]);
    failed.retry();
    const ready = await when((s) => s.status === 'ready');
    expect(ready.fields.map((field) => field.label)).toEqual(['Sender name']);
    expect(ready.error).toBeUndefined();
  });
});
