/**
 * A headless settings form, without React: it reads the form and the user's answers from the embed
 * API, keeps the values as the user changes them, checks them with the console's rules (required,
 * JSON that parses), pages AsyncSelect options (./field-options.ts), and saves with an idempotency
 * key reused while the same answers are sent again; a 422 lands on its fields. `snapshot()` is what
 * the hook renders, made again after each change; `subscribe` says when.
 *
 * What only some forms need is loaded when one does: the words of the language asked for (one
 * catalogue, English included), in parallel with the form; the option lists' code and the JSON
 * field type (its scanner) once the form turns out to have such a field. The form is `ready` when
 * what it needs is there.
 */
import { isApiError } from '@/api/errors';
import type { EmbedWorkflow } from '@/api/decode/embed-workflow';
import {
  buildFormModelWith,
  checkValue,
  labelOf,
  mapFieldErrors,
  PLAIN_FIELD_TYPES,
  toFormData,
  type FieldSlot,
  type FieldTypes,
  type FormModel,
  type FormValue,
  type FormValues,
} from '@/features/dynamic-form/model/form-model';
import { createSaveAttempts } from '@/features/dynamic-form/model/save-attempt';
import type { FormStrings } from '@/lib/i18n/form-strings';
import type { MessageOverrides } from '@/lib/i18n/messages';
import type { EmbedApi } from '../../api/embed-api';
import { embedErrorOf } from '../../api/embed-errors';
import type { EmbedError } from '../../sdk/protocol';
import type { FormNow, OptionLists } from './field-options';
import type { HostTokens } from './host-tokens';
import type { HeadlessField, HeadlessSettingsForm, SummaryItem } from './types';

export interface HeadlessFormStore {
  snapshot: () => HeadlessSettingsForm;
  subscribe: (listener: () => void) => () => void;
  /** Loads the language and the form (again after `retry`). */
  start: () => void;
  stop: () => void;
}

/** A loaded form: the workflow's fields read into slots, and the words they are checked in. */
interface Loaded {
  workflow: EmbedWorkflow;
  model: FormModel;
  strings: FormStrings;
  /** The field types it edits (a saved answer's form is read with the same). */
  types: FieldTypes;
}

interface State {
  status: HeadlessSettingsForm['status'];
  form: Loaded | undefined;
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
}

/**
 * The host's language and words: the code that writes messages, then the one catalogue asked for, each
 * a chunk of its own (English too: a host whose users read German loads no English). What cannot be
 * used is said in the console, and English shown; when English cannot be loaded either, loading the
 * form fails (and `retry` tries again).
 */
async function loadStrings(
  locale: string,
  messages: MessageOverrides | undefined,
): Promise<FormStrings> {
  const warn = (problem: string) => console.warn(`WorkflowConsole: ${problem}; it is ignored.`);
  const { loadFormStrings } = await import('@/lib/i18n/form-strings');
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
    return loadFormStrings('en');
  }
}

/** Whether an answer differs from the saved one (as it would be sent). */
const isChanged = (model: FormModel, values: FormValues) =>
  JSON.stringify(toFormData(model.slots, values)) !==
  JSON.stringify(toFormData(model.slots, model.values));

const hasField = (workflow: EmbedWorkflow, type: string) =>
  workflow.form.some((field) => field.type === type);

/** The field types the form edits: the plain ones, and JSON when it has a JSON field. */
async function fieldTypesFor(workflow: EmbedWorkflow): Promise<FieldTypes> {
  if (!hasField(workflow, 'JSON')) return PLAIN_FIELD_TYPES;
  const { JSON_FIELD_TYPE } = await import('@/features/dynamic-form/model/json-field-type');
  return new Map([...PLAIN_FIELD_TYPES, ['JSON', JSON_FIELD_TYPE]]);
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
    form: undefined,
    values: {},
    touched: new Set(),
    tried: false,
    serverErrors: {},
    unmatched: [],
    saving: false,
    saved: false,
    error: undefined,
  };
  let live = false;
  let made: HeadlessSettingsForm | undefined;
  /** The words, loading or loaded (asked for again after a failure). */
  let words: Promise<FormStrings> | undefined;
  /** The words once loaded: their language and direction show before the form, on a failure too. */
  let language: FormStrings | undefined;
  /** The AsyncSelect fields' lists, once a form has one. */
  let lists: OptionLists | undefined;

  const changed = () => {
    made = undefined;
    listeners.forEach((listener) => listener());
  };
  const set = (next: Partial<State>) => {
    if (!live) return;
    state = { ...state, ...next };
    changed();
  };
  const now = (): FormNow | undefined =>
    live && state.form
      ? { slots: state.form.model.slots, values: state.values, strings: state.form.strings }
      : undefined;
  const fail = (error: unknown, during: 'load' | 'save') => {
    const reported = embedErrorOf(error, during);
    options.onError?.(reported);
    return reported;
  };

  const wordsFor = () => {
    words ??= loadStrings(options.locale, options.messages).then(
      (strings) => {
        language = strings;
        if (live) changed();
        return strings;
      },
      (error: unknown) => {
        words = undefined;
        throw error;
      },
    );
    return words;
  };

  const show = (workflow: EmbedWorkflow, strings: FormStrings, types: FieldTypes) => {
    const model = buildFormModelWith(
      types,
      workflow.form,
      workflow.form_data,
      workflow.form_problems,
    );
    return {
      form: { workflow, model, strings, types },
      values: model.values,
      serverErrors: {},
      unmatched: [],
      touched: new Set<string>(),
      tried: false,
    };
  };

  async function optionListsFor(workflow: EmbedWorkflow) {
    if (lists || !hasField(workflow, 'AsyncSelect')) return;
    const { createOptionLists } = await import('./field-options');
    lists ??= createOptionLists(changed, now);
  }

  async function load() {
    set({ status: 'loading', error: undefined });
    try {
      const [strings, workflow] = await Promise.all([
        wordsFor(),
        tokens.fresh().then(() => api.getWorkflow(workflowId)),
      ]);
      const [types] = await Promise.all([fieldTypesFor(workflow), optionListsFor(workflow)]);
      set({ status: 'ready', ...show(workflow, strings, types) });
      lists?.lookUpLabels();
    } catch (error) {
      const notFound = isApiError(error) && error.status === 404;
      set({ status: notFound ? 'not_found' : 'failed', error: fail(error, 'load') });
    }
  }

  const problemOf = (slot: FieldSlot, strings: FormStrings): string | undefined =>
    state.serverErrors[slot.key] ??
    checkValue(slot, state.values[slot.key] ?? null, strings.fields);

  async function save(): Promise<boolean> {
    const { form } = state;
    if (state.saving || !form) return false;
    // What the service said does not hold a save back: sending again is how the user retries.
    const invalid = form.model.slots.some(
      (slot) => checkValue(slot, state.values[slot.key] ?? null, form.strings.fields) !== undefined,
    );
    if (invalid) {
      set({ tried: true, unmatched: [] });
      return false;
    }
    const formData = toFormData(form.model.slots, state.values);
    set({ saving: true, saved: false, error: undefined, unmatched: [], tried: true });
    try {
      await tokens.fresh();
      const saved = await api.saveSettings(workflowId, formData, attempts.keyFor(formData));
      attempts.succeeded();
      // The saved answer's form may hold a field type the loaded one did not (a JSON field, an
      // AsyncSelect): its code is fetched as at load; should that fail, the save still stands.
      const [types] = await Promise.all([
        fieldTypesFor(saved).catch(() => form.types),
        optionListsFor(saved).catch(() => undefined),
      ]);
      set({ ...show(saved, form.strings, types), saving: false, saved: true });
      options.onSaved?.({ ...saved.form_data });
      return true;
    } catch (error) {
      if (isApiError(error) && error.isUnprocessable) {
        const mapped = mapFieldErrors(form.model.slots, error.fieldErrors);
        const unmatched = mapped.unmatched.map((item) => ({
          fieldId: null,
          label: item.name,
          message: item.message,
        }));
        if (Object.keys(mapped.byKey).length === 0 && unmatched.length === 0)
          unmatched.push({
            fieldId: null,
            label: form.strings.save.theService,
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

  function fieldsOf(form: Loaded): HeadlessField[] {
    const current = now();
    return form.model.slots.map((slot) => {
      const shown = state.tried || state.touched.has(slot.key) || slot.key in state.serverErrors;
      return {
        id: slot.field.id,
        name: slot.field.name,
        label: labelOf(slot),
        description: slot.field.description,
        type: slot.field.type,
        required: slot.field.required,
        advanced: slot.field.advanced,
        supported: slot.supported,
        value: state.values[slot.key] ?? null,
        error: shown ? problemOf(slot, form.strings) : undefined,
        setValue: (next: FormValue) => setValue(slot.key, next),
        blur: () => {
          if (!state.touched.has(slot.key)) set({ touched: new Set([...state.touched, slot.key]) });
        },
        options:
          slot.field.type === 'AsyncSelect' && current ? lists?.view(slot, current) : undefined,
      };
    });
  }

  function make(): HeadlessSettingsForm {
    const { form, values } = state;
    const fields = form ? fieldsOf(form) : [];
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
      name: form?.workflow.name ?? '',
      description: form?.workflow.description ?? null,
      fields,
      problems: form?.model.problems ?? [],
      dirty: form !== undefined && isChanged(form.model, values),
      saving: state.saving,
      saved: state.saved,
      error: state.error,
      summary,
      lang: language?.lang ?? 'en',
      dir: language?.dir ?? 'ltr',
      save,
      reset: () =>
        set({
          values: form?.model.values ?? {},
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
      // The words load beside the form; a failure is the form's (load() reports it).
      wordsFor().catch(() => undefined);
      void load();
    },
    stop() {
      live = false;
    },
  };
}
