/**
 * A headless settings form, without React: it reads the form and the user's answers from the embed
 * API, keeps the values as the user changes them, checks them with the console's rules (required,
 * JSON that parses), pages AsyncSelect options (./field-options.ts), and saves with an idempotency
 * key reused while the same answers are sent again; a 422 lands on its fields. `snapshot()` is what
 * the hook renders, made again after each change; `subscribe` says when.
 */
import { isApiError } from '@/api/errors';
import type { EmbedWorkflow } from '@/api/decode/embed-workflow';
import {
  buildFormModel,
  checkValue,
  labelOf,
  mapFieldErrors,
  toFormData,
  type FormModel,
  type FormValue,
  type FormValues,
} from '@/features/dynamic-form/model/field-values';
import { lookupIn } from '@/features/dynamic-form/model/option-request';
import { createSaveAttempts } from '@/features/dynamic-form/model/save-attempt';
import { DEFAULT_STRINGS, loadFormStrings, type FormStrings } from '@/lib/i18n/form-strings';
import type { MessageOverrides } from '@/lib/i18n/messages';
import type { EmbedApi } from '../../api/embed-api';
import { embedErrorOf } from '../../api/embed-errors';
import type { EmbedError } from '../../sdk/protocol';
import { createOptionLists } from './field-options';
import type { HostTokens } from './host-tokens';
import type { HeadlessSettingsForm, SummaryItem } from './types';

export interface HeadlessFormStore {
  snapshot: () => HeadlessSettingsForm;
  subscribe: (listener: () => void) => () => void;
  /** Loads the language and the form (again after `retry`). */
  start: () => void;
  stop: () => void;
}

interface State {
  status: HeadlessSettingsForm['status'];
  workflow: EmbedWorkflow | null;
  model: FormModel;
  values: FormValues;
  touched: ReadonlySet<string>;
  /** The user tried to save: every field's problem shows. */
  tried: boolean;
  /** What the service said, per field key, until the field changes. */
  serverErrors: Readonly<Record<string, string>>;
  unmatched: SummaryItem[];
  saving: boolean;
  saved: boolean;
  error: EmbedError | undefined;
  strings: FormStrings;
}

const EMPTY_MODEL = buildFormModel([], {});

/** The host's language and words; what cannot be used is said in the console, and English shown. */
async function loadStrings(
  locale: string,
  messages: MessageOverrides | undefined,
): Promise<FormStrings> {
  const warn = (problem: string) => console.warn(`WorkflowConsole: ${problem}; it is ignored.`);
  try {
    let overrides: MessageOverrides = {};
    if (messages !== undefined) {
      const read = (await import('@/lib/i18n/overrides')).readOverrides(messages);
      read.problems.forEach((problem) => warn(`messages: ${problem}`));
      overrides = read.overrides;
    }
    return await loadFormStrings(locale, overrides);
  } catch {
    warn(`the words for "${locale}" could not be loaded; English is shown`);
    return DEFAULT_STRINGS;
  }
}

export interface HeadlessFormOptions {
  workflowId: string;
  api: EmbedApi;
  tokens: HostTokens;
  /** A BCP 47 tag (the hook defaults it to the page's `lang`, then the browser's). */
  locale: string;
  messages: MessageOverrides | undefined;
  onSaved?: (answers: Record<string, unknown>) => void;
  onError?: (error: EmbedError) => void;
}

export function createHeadlessForm(options: HeadlessFormOptions): HeadlessFormStore {
  const { workflowId, api, tokens } = options;
  const listeners = new Set<() => void>();
  const attempts = createSaveAttempts();
  let state: State = {
    status: 'loading',
    workflow: null,
    model: EMPTY_MODEL,
    values: {},
    touched: new Set(),
    tried: false,
    serverErrors: {},
    unmatched: [],
    saving: false,
    saved: false,
    error: undefined,
    strings: DEFAULT_STRINGS,
  };
  let live = false;
  let made: HeadlessSettingsForm | undefined;

  const changed = () => {
    made = undefined;
    listeners.forEach((listener) => listener());
  };
  const set = (next: Partial<State>) => {
    if (!live) return;
    state = { ...state, ...next };
    changed();
  };
  /**
   * A saved option's label, as the console finds it: pages load one after another until one has the
   * value, the list ends, or a page fails.
   */
  const lookUpLabels = () => {
    if (!live) return;
    const lookup = lookupIn(state.model.slots, state.values);
    for (const slot of state.model.slots) {
      const value = state.values[slot.key] ?? null;
      if (slot.field.type !== 'AsyncSelect' || value === null || value === '') continue;
      const view = lists.view(slot, value, lookup, state.strings);
      if (
        view.selectedLabel === undefined &&
        view.hasMore &&
        (view.status === 'idle' || view.status === 'ready')
      )
        view.loadMore();
    }
  };
  const lists = createOptionLists(() => {
    changed();
    queueMicrotask(lookUpLabels);
  });
  const fail = (error: unknown, during: 'load' | 'save') => {
    const reported = embedErrorOf(error, during);
    options.onError?.(reported);
    return reported;
  };

  const show = (workflow: EmbedWorkflow) => {
    const model = buildFormModel(workflow.form, workflow.form_data, workflow.form_problems);
    return {
      workflow,
      model,
      values: model.values,
      serverErrors: {},
      unmatched: [],
      touched: new Set<string>(),
      tried: false,
    };
  };

  async function load() {
    set({ status: 'loading', error: undefined });
    try {
      await tokens.fresh();
      set({ status: 'ready', ...show(await api.getWorkflow(workflowId)) });
      lookUpLabels();
    } catch (error) {
      const notFound = isApiError(error) && error.status === 404;
      set({ status: notFound ? 'not_found' : 'failed', error: fail(error, 'load') });
    }
  }

  const problemOf = (key: string): string | undefined => {
    const slot = state.model.slots.find((candidate) => candidate.key === key);
    if (!slot) return undefined;
    return (
      state.serverErrors[key] ?? checkValue(slot, state.values[key] ?? null, state.strings.fields)
    );
  };

  async function save(): Promise<boolean> {
    if (state.saving || !state.workflow) return false;
    const invalid = state.model.slots.some((slot) =>
      checkValue(slot, state.values[slot.key] ?? null, state.strings.fields),
    );
    if (invalid) {
      set({ tried: true, unmatched: [] });
      return false;
    }
    const formData = toFormData(state.model.slots, state.values);
    set({ saving: true, saved: false, error: undefined, unmatched: [], tried: true });
    try {
      await tokens.fresh();
      const saved = await api.saveSettings(workflowId, formData, attempts.keyFor(formData));
      attempts.succeeded();
      set({ ...show(saved), saving: false, saved: true });
      options.onSaved?.({ ...saved.form_data });
      return true;
    } catch (error) {
      if (isApiError(error) && error.isUnprocessable) {
        const mapped = mapFieldErrors(state.model.slots, error.fieldErrors);
        const unmatched = mapped.unmatched.map((item) => ({
          fieldId: null,
          label: item.name,
          message: item.message,
        }));
        if (Object.keys(mapped.byKey).length === 0 && unmatched.length === 0)
          unmatched.push({
            fieldId: null,
            label: state.strings.save.theService,
            message: error.message,
          });
        set({ saving: false, serverErrors: mapped.byKey, unmatched });
      } else set({ saving: false, error: fail(error, 'save') });
      return false;
    }
  }

  function setValue(key: string, value: FormValue) {
    const { [key]: _answered, ...serverErrors } = state.serverErrors;
    set({ values: { ...state.values, [key]: value }, serverErrors, saved: false });
  }

  function make(): HeadlessSettingsForm {
    const { model, values, strings } = state;
    const lookup = lookupIn(model.slots, values);
    const fields = model.slots.map((slot) => {
      const shown = state.tried || state.touched.has(slot.key) || slot.key in state.serverErrors;
      const value = values[slot.key] ?? null;
      return {
        id: slot.field.id,
        name: slot.field.name,
        label: labelOf(slot),
        description: slot.field.description,
        type: slot.field.type,
        required: slot.field.required,
        advanced: slot.field.advanced,
        supported: slot.supported,
        value,
        error: shown ? problemOf(slot.key) : undefined,
        setValue: (next: FormValue) => setValue(slot.key, next),
        blur: () => {
          if (!state.touched.has(slot.key)) set({ touched: new Set([...state.touched, slot.key]) });
        },
        options:
          slot.field.type === 'AsyncSelect' ? lists.view(slot, value, lookup, strings) : undefined,
      };
    });
    const summary = state.tried
      ? [
          ...fields.flatMap((field) =>
            field.error ? [{ fieldId: field.id, label: field.label, message: field.error }] : [],
          ),
          ...state.unmatched,
        ]
      : [];
    return {
      status: state.status,
      name: state.workflow?.name ?? '',
      description: state.workflow?.description ?? null,
      fields,
      problems: model.problems,
      dirty:
        JSON.stringify(toFormData(model.slots, values)) !==
        JSON.stringify(toFormData(model.slots, model.values)),
      saving: state.saving,
      saved: state.saved,
      error: state.error,
      summary,
      lang: strings.lang,
      dir: strings.dir,
      save,
      reset: () =>
        set({
          values: model.values,
          serverErrors: {},
          unmatched: [],
          touched: new Set(),
          tried: false,
        }),
      retry: () => void load(),
    };
  }

  return {
    snapshot: () => (made ??= make()),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      live = true;
      void loadStrings(options.locale, options.messages).then((strings) => set({ strings }));
      void load();
    },
    stop() {
      live = false;
    },
  };
}
