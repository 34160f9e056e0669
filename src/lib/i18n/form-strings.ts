/**
 * Every word the settings form says to the person filling it in, as the screens ask for them: the
 * field renderer (src/features/dynamic-form) as the console and the embed show it, the save flow,
 * the end-user pages' own states (the embed, src/embed; the fill page, /fill/workflows/:id). The
 * words themselves are in the catalogues (./catalogues/, English the source); this module turns a
 * catalogue, a language and a host's overrides into the functions the components call. The
 * console's operator screens are not here. Messages the service or an option provider wrote, and
 * the JSON scanner's detail of where a text stops being JSON, stay as they came.
 */
import type { en } from './catalogues/en';
import { canonicalTag, directionOf, loadCatalogue, matchLocale } from './locales';
import {
  translator,
  type Catalogue,
  type MessageKey,
  type MessageOverrides,
  type Translate,
} from './messages';

type English = typeof en;
type Group = 'fields' | 'select' | 'save' | 'page' | 'embed' | 'fill';

/** The messages of a group that are plain texts (no placeholder, no plural): strings as they are. */
type Texts<G extends Group> = {
  readonly [
    K in keyof English as K extends `${G}.${infer Name}`
      ? English[K] extends `${string}{${string}}${string}` | object
        ? never
        : Name
      : never
  ]: string;
};

/** The rest of the group: functions of what the message needs. */
interface Written {
  fields: {
    advanced: (count: number, hasErrors: boolean) => string;
    required: (label: string) => string;
    invalidJson: (line: number, column: number, detail: string) => string;
    cannotFormat: (problem: string) => string;
    /** After the field's label: "<label>: unsupported field type …". */
    unsupported: (type: string) => string;
  };
  select: {
    clear: (label: string) => string;
    open: (label: string) => string;
    close: (label: string) => string;
    list: (label: string) => string;
    chooseFirst: (label: string) => string;
    matching: (shown: number, loaded: number, query: string) => string;
    loaded: (count: number) => string;
    stoppedAtMax: (max: number) => string;
    couldNotLoad: (message: string) => string;
  };
  save: {
    formLabel: (workflowName: string) => string;
    /** The console, where an operator may save for any user. */
    savedFor: (userKey: string) => string;
    summaryTitle: (count: number) => string;
    failed: (why: string) => string;
  };
  /** The end-user pages' states around the form: loading, not found, failures. */
  page: {
    loadFailed: (why: string) => string;
    answered: (status: number) => string;
    requestId: (id: string) => string;
  };
  embed: object;
  fill: {
    /** Answers typed before a reload, offered back; the time when known. */
    unsaved: (time: Date | undefined) => string;
  };
}

export type FormStrings = {
  /** The BCP 47 tag: the page's `lang`, and how numbers and dates are written. */
  lang: string;
  dir: 'ltr' | 'rtl';
} & { [G in Group]: Texts<G> & Written[G] };

const GROUPS: readonly Group[] = ['fields', 'select', 'save', 'page', 'embed', 'fill'];

/**
 * Every plain text of the catalogue, by group and name (`save.save` -> texts.save.save). Read from
 * the catalogue itself, whose keys and placeholders are English's (../catalogues.test.ts), so a
 * language loads without English.
 */
function textsOf(catalogue: Catalogue, t: Translate): { [G in Group]: Texts<G> } {
  const texts = Object.fromEntries(GROUPS.map((group) => [group, {}])) as Record<
    Group,
    Record<string, string>
  >;
  for (const key of Object.keys(catalogue) as MessageKey[]) {
    const message = catalogue[key];
    const [group, name] = key.split('.') as [Group, string];
    if (typeof message === 'string' && !message.includes('{')) texts[group][name] = t(key);
  }
  return texts as unknown as { [G in Group]: Texts<G> };
}

/** The form's words in `lang` from a catalogue, with a host's overrides before it. */
export function createFormStrings(
  catalogue: Catalogue,
  lang: string,
  overrides: MessageOverrides = {},
): FormStrings {
  const t = translator(lang, catalogue, overrides);
  const texts = textsOf(catalogue, t);
  return {
    lang,
    dir: directionOf(lang),
    fields: {
      ...texts.fields,
      advanced: (count, hasErrors) => {
        const section = t('fields.advanced', { count });
        return hasErrors ? t('fields.hasErrors', { section }) : section;
      },
      required: (label) => t('fields.required', { label }),
      invalidJson: (line, column, detail) => t('fields.invalidJson', { line, column, detail }),
      cannotFormat: (problem) => t('fields.cannotFormat', { problem }),
      unsupported: (type) => t('fields.unsupported', { type }),
    },
    select: {
      ...texts.select,
      clear: (label) => t('select.clear', { label }),
      open: (label) => t('select.open', { label }),
      close: (label) => t('select.close', { label }),
      list: (label) => t('select.list', { label }),
      chooseFirst: (label) => t('select.chooseFirst', { label }),
      matching: (shown, loaded, query) => t('select.matching', { shown, loaded, query }),
      loaded: (count) => t('select.loaded', { count }),
      stoppedAtMax: (max) => t('select.stoppedAtMax', { max }),
      couldNotLoad: (message) => t('select.couldNotLoad', { message }),
    },
    save: {
      ...texts.save,
      formLabel: (name) => t('save.formLabel', { name }),
      savedFor: (user) => t('save.savedFor', { user }),
      summaryTitle: (count) => t('save.summaryTitle', { count }),
      failed: (why) => t('save.failed', { why }),
    },
    page: {
      ...texts.page,
      loadFailed: (why) => t('page.loadFailed', { why }),
      // A status code and an id are written as they are, not as numbers of the language.
      answered: (status) => t('page.answered', { status: String(status) }),
      requestId: (id) => t('page.requestId', { id }),
    },
    embed: texts.embed,
    fill: {
      ...texts.fill,
      unsaved: (time) => (time ? t('fill.unsavedFrom', { time }) : t('fill.unsavedUndated')),
    },
  };
}

const languageOf = (tag: string) => tag.split('-')[0]?.toLowerCase();

/**
 * The form's words for a BCP 47 tag: its shipped language (`de-CH` -> German, numbers as in
 * Switzerland), else English. The page's `lang` is the tag asked for when the words are in its
 * language (shipped, or the host's own `messages`), else English's.
 */
export async function loadFormStrings(
  tag: string | undefined,
  overrides: MessageOverrides = {},
): Promise<FormStrings> {
  const canonical = canonicalTag(tag);
  const shipped = matchLocale(canonical) ?? 'en';
  const catalogue = await loadCatalogue(shipped);
  const own = Object.keys(overrides).length > 0;
  const lang =
    canonical && (own || languageOf(canonical) === languageOf(shipped)) ? canonical : shipped;
  return createFormStrings(catalogue, lang, overrides);
}
