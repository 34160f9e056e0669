import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEmbedWorkflow } from '@test/support/fields';
import type { EmbedWorkflow } from '@/api/decode/embed-workflow';
import { ApiError } from '@/api/errors';
import type { EmbedApi } from '../../api/embed-api';
import { createHeadlessForm, type HeadlessFormOptions } from './form-store';
import { createHostTokens } from './host-tokens';
import type { HeadlessSettingsForm } from './types';

const workflow = (formData: Record<string, unknown> = { name: 'Ada' }): EmbedWorkflow =>
  makeEmbedWorkflow({
    name: 'Notify the owner',
    description: 'When a booking is cancelled.',
    form: [
      { id: 'name', name: 'name', label: 'Sender name', type: 'TextField', required: true },
      { id: 'extra', name: 'extra', label: 'Extra', type: 'JSON' },
      { id: 'flag', name: 'flag', label: 'Flag', type: 'Checkbox' },
    ],
    form_data: { flag: true, ...formData },
  });

function start({
  api: calls,
  ...overrides
}: Partial<Omit<HeadlessFormOptions, 'api'>> & { api?: Partial<EmbedApi> } = {}) {
  const api: EmbedApi = {
    getWorkflow: vi.fn(() => Promise.resolve(workflow())),
    saveSettings: vi.fn((_id: string, formData: Record<string, unknown>) =>
      Promise.resolve(workflow(formData)),
    ),
    ...calls,
  };
  const getToken = vi.fn(() => Promise.resolve('token'));
  const form = createHeadlessForm({
    workflowId: 'wf1',
    api,
    tokens: createHostTokens(getToken),
    locale: 'en',
    messages: undefined,
    ...overrides,
  });
  form.start();
  /** The snapshot once `check` holds for it. */
  const when = (check: (state: HeadlessSettingsForm) => boolean) =>
    vi.waitFor(() => {
      const state = form.snapshot();
      if (!check(state)) throw new Error(`not yet: ${state.status}`);
      return state;
    });
  return { form, api, getToken, when };
}

const field = (state: HeadlessSettingsForm, id: string) => {
  const found = state.fields.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no field ${id}`);
  return found;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a headless form', () => {
  it("loads the form and the user's answers, with a token first", async () => {
    const { api, getToken, when } = start();
    const state = await when((s) => s.status === 'ready');
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(api.getWorkflow).toHaveBeenCalledWith('wf1');
    expect(state).toMatchObject({
      name: 'Notify the owner',
      dirty: false,
      summary: [],
      lang: 'en',
    });
    expect(state.fields.map((f) => [f.id, f.label, f.value, f.supported])).toEqual([
      ['name', 'Sender name', 'Ada', true],
      ['extra', 'Extra', '', true],
      ['flag', 'Flag', null, false],
    ]);
  });

  it('shows a problem once the field was left, and refuses to save while there is one', async () => {
    const { api, when } = start();
    await when((s) => s.status === 'ready');
    field(await when(() => true), 'name').setValue('');
    field(await when(() => true), 'extra').setValue('{ not json');
    expect(field(await when(() => true), 'name').error).toBeUndefined();
    field(await when(() => true), 'name').blur();
    expect(field(await when(() => true), 'name').error).toBe('Sender name is required.');
    expect(await (await when(() => true)).save()).toBe(false);
    expect(api.saveSettings).not.toHaveBeenCalled();
    const state = await when((s) => s.summary.length === 2);
    expect(state.summary).toEqual([
      { fieldId: 'name', label: 'Sender name', message: 'Sender name is required.' },
      {
        fieldId: 'extra',
        label: 'Extra',
        message: expect.stringMatching(/^Not valid JSON at line 1, column 3: /) as string,
      },
    ]);
  });

  it('saves the answers, unknown types unchanged, and is clean again', async () => {
    const onSaved = vi.fn();
    const { api, when } = start({ onSaved });
    await when((s) => s.status === 'ready');
    field(await when(() => true), 'name').setValue('Grace');
    expect((await when(() => true)).dirty).toBe(true);
    expect(await (await when(() => true)).save()).toBe(true);
    expect(api.saveSettings).toHaveBeenCalledWith(
      'wf1',
      { name: 'Grace', flag: true },
      expect.any(String),
    );
    const state = await when((s) => s.saved);
    expect(state.dirty).toBe(false);
    expect(field(state, 'name').value).toBe('Grace');
    expect(onSaved).toHaveBeenCalledWith({ name: 'Grace', flag: true });
  });

  it('edits a field type the saved form has and the loaded one did not', async () => {
    const plain = makeEmbedWorkflow({
      form: [{ id: 'name', name: 'name', label: 'Sender name', type: 'TextField' }],
      form_data: { name: 'Ada' },
    });
    const { when } = start({ api: { getWorkflow: vi.fn(() => Promise.resolve(plain)) } });
    const loaded = await when((s) => s.status === 'ready');
    expect(loaded.fields.map((each) => each.id)).toEqual(['name']);
    expect(await loaded.save()).toBe(true);
    // The service answered with the form as it is now: with a JSON field.
    const saved = await when((s) => s.saved);
    expect(field(saved, 'extra').supported).toBe(true);
  });

  it('keeps the idempotency key while the same answers are sent again, and every answer on failure', async () => {
    const onError = vi.fn();
    const failing = vi
      .fn<EmbedApi['saveSettings']>()
      .mockRejectedValueOnce(
        new ApiError({
          kind: 'network',
          status: 0,
          endpoint: 'PUT /embed-api',
          message: 'Offline.',
        }),
      )
      .mockImplementation((_id, formData) => Promise.resolve(workflow(formData)));
    const { when } = start({ onError, api: { saveSettings: failing } });
    await when((s) => s.status === 'ready');
    field(await when(() => true), 'name').setValue('Grace');
    expect(await (await when(() => true)).save()).toBe(false);
    const failed = await when((s) => s.error !== undefined);
    expect(failed.error).toEqual({ code: 'save_failed', message: 'Offline.' });
    expect(onError).toHaveBeenCalledWith({ code: 'save_failed', message: 'Offline.' });
    expect(field(failed, 'name').value).toBe('Grace');
    expect(await failed.save()).toBe(true);
    const [first, second] = failing.mock.calls.map((call) => call[2]);
    expect(second).toBe(first);
  });

  it("puts a 422's field errors on the fields until they change", async () => {
    const refusing = vi.fn<EmbedApi['saveSettings']>().mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 422,
        endpoint: 'PUT /embed-api',
        message: 'Invalid.',
        fieldErrors: { name: ['Too short.'], elsewhere: ['Not here.'] },
      }),
    );
    const { when } = start({ api: { saveSettings: refusing } });
    await when((s) => s.status === 'ready');
    await (await when(() => true)).save();
    const refused = await when((s) => s.summary.length === 2);
    // Saving again as it is sends the answers again: the service may think otherwise this time.
    expect(await refused.save()).toBe(false);
    expect(refusing).toHaveBeenCalledTimes(2);
    expect(field(refused, 'name').error).toBe('Too short.');
    expect(refused.summary).toEqual([
      { fieldId: 'name', label: 'Sender name', message: 'Too short.' },
      { fieldId: null, label: 'elsewhere', message: 'Not here.' },
    ]);
    field(refused, 'name').setValue('Longer name');
    expect(field(await when(() => true), 'name').error).toBeUndefined();
  });

  it('says a workflow is not found, and tells onError', async () => {
    const onError = vi.fn();
    const missing = new ApiError({
      kind: 'http',
      status: 404,
      endpoint: 'GET /embed-api',
      message: 'No.',
    });
    const { when } = start({ onError, api: { getWorkflow: () => Promise.reject(missing) } });
    const state = await when((s) => s.status === 'not_found');
    expect(state.error).toMatchObject({ code: 'not_found', status: 404 });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("speaks the host's language, with the host's own words", async () => {
    const { when } = start({
      locale: 'de',
      messages: { 'fields.required': 'Bitte {label} angeben.' },
    });
    await when((s) => s.status === 'ready' && s.lang === 'de');
    field(await when(() => true), 'name').setValue('');
    field(await when(() => true), 'name').blur();
    expect(field(await when(() => true), 'name').error).toBe('Bitte Sender name angeben.');
    const arabic = start({ locale: 'ar' });
    expect(await arabic.when((s) => s.dir === 'rtl')).toMatchObject({ lang: 'ar' });
  });
});
