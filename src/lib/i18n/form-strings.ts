/**
 * Every word the settings form says to the person filling it in, per language, in this one module:
 * the field renderer (src/features/dynamic-form) as the console and the embed show it, the save
 * flow, and the embed page's own states (src/embed). The console's operator screens are not here.
 *
 * To add a language: add its entry to STRINGS (the type makes a missing string a compile error) and
 * its tag to the Locale type; `stringsFor('de-CH')` then finds `de`. Messages the service or an
 * option provider wrote, and the JSON scanner's detail of where a text stops being JSON, stay as
 * they came.
 */
export type Locale = 'en';

export interface FormStrings {
  /** The BCP 47 tag: `<html lang>` of the embed page, and how numbers are written. */
  lang: string;
  fields: {
    advanced: (count: number, hasErrors: boolean) => string;
    required: (label: string) => string;
    invalidJson: (line: number, column: number, detail: string) => string;
    formatJson: string;
    cannotFormat: (problem: string) => string;
    /** After the field's label: "<label>: unsupported field type …". */
    unsupported: (type: string) => string;
    noSavedValue: string;
  };
  select: {
    typeToSearch: string;
    loadsWhenFilledIn: string;
    choose: string;
    clear: (label: string) => string;
    open: (label: string) => string;
    close: (label: string) => string;
    list: (label: string) => string;
    chooseFirst: (label: string) => string;
    labelLookupFailed: string;
    notInOptions: string;
    lookingUpLabel: string;
    loading: string;
    /** `complete`: every option (up to max_items) was searched, not only those loaded so far. */
    matching: (shown: number, loaded: number, query: string, complete: boolean) => string;
    loaded: (count: number) => string;
    loadingMore: string;
    stoppedAtMax: (max: number) => string;
    stuck: string;
    wholeList: string;
    scrollForMore: string;
    couldNotLoad: (message: string) => string;
    retry: string;
  };
  save: {
    formLabel: (workflowName: string) => string;
    /** The console, where an operator may save for any user. */
    savedFor: (userKey: string) => string;
    save: string;
    saving: string;
    undo: string;
    summaryTitle: (count: number) => string;
    /** Who a 422 without field errors is attributed to in the summary. */
    theService: string;
    /** The console's error panel: "<what> failed: <why>". */
    what: string;
    failed: (why: string) => string;
    keptHint: string;
    retry: string;
  };
  embed: {
    loading: string;
    saved: string;
    notFoundTitle: string;
    notFoundText: string;
    nothingToFillTitle: string;
    nothingToFillText: string;
    loadFailed: (why: string) => string;
    notAllowedTitle: string;
    notAllowedText: string;
    renewing: string;
    renewFailedTitle: string;
    renewFailedText: string;
    tryAgain: string;
    notEmbedded: string;
    /** Titles of a failure, by what went wrong. */
    timedOut: string;
    unreachable: string;
    unexpected: string;
    answered: (status: number) => string;
    requestId: (id: string) => string;
  };
}

const count = (n: number) => n.toLocaleString('en-US');

const en: FormStrings = {
  lang: 'en',
  fields: {
    advanced: (n, hasErrors) =>
      `Advanced (${n} field${n === 1 ? '' : 's'})${hasErrors ? ' · has errors' : ''}`,
    required: (label) => `${label} is required.`,
    invalidJson: (line, column, detail) =>
      `Not valid JSON at line ${line}, column ${column}: ${detail}`,
    formatJson: 'Format JSON',
    cannotFormat: (problem) => `Cannot format: ${problem}`,
    unsupported: (type) =>
      `unsupported field type “${type}”. Its saved value is kept and sent back unchanged when you save.`,
    noSavedValue: '(no saved value)',
  },
  select: {
    typeToSearch: 'Type to search',
    loadsWhenFilledIn: 'Options load when filled in',
    choose: 'Choose…',
    clear: (label) => `Clear ${label}`,
    open: (label) => `Open ${label} options`,
    close: (label) => `Close ${label} options`,
    list: (label) => `${label} options`,
    chooseFirst: (label) => `Choose “${label}” first.`,
    labelLookupFailed: 'Could not load the options to find its label (open the list to retry).',
    notInOptions: 'Saved value not found in options.',
    lookingUpLabel: 'Looking up its label…',
    loading: 'Loading options…',
    matching: (shown, loaded, query, complete) =>
      complete
        ? `${count(shown)} of ${count(loaded)} options match “${query}”.`
        : `${count(shown)} of at least ${count(loaded)} options match “${query}” so far.`,
    loaded: (n) => `${count(n)} option${n === 1 ? '' : 's'} loaded.`,
    loadingMore: 'Loading more…',
    stoppedAtMax: (max) => `Stopped at max_items (${count(max)}); the provider has more.`,
    stuck: "Stopped: the provider's cursor does not advance.",
    wholeList: 'That is the whole list.',
    scrollForMore: 'Scroll for more.',
    couldNotLoad: (message) => `Could not load options: ${message}`,
    retry: 'Retry',
  },
  save: {
    formLabel: (name) => `Settings of ${name}`,
    savedFor: (userKey) => `Saved for user “${userKey}”.`,
    save: 'Save settings',
    saving: 'Saving…',
    undo: 'Undo changes',
    summaryTitle: (n) => (n === 1 ? 'One answer needs attention' : `${n} answers need attention`),
    theService: 'The service',
    what: 'Saving the settings',
    failed: (why) => `Saving the settings failed: ${why}`,
    keptHint: 'Nothing was lost: your answers are still in the form. Save again to retry.',
    retry: 'Retry',
  },
  embed: {
    loading: 'Loading the form…',
    saved: 'Your settings were saved.',
    notFoundTitle: 'This form was not found',
    notFoundText: 'It may have been removed. Reload the page, or ask the product’s support.',
    nothingToFillTitle: 'Nothing to fill in',
    nothingToFillText: 'This form has no settings.',
    loadFailed: (why) => `Loading the form failed: ${why}`,
    notAllowedTitle: 'You may not open this form',
    notAllowedText: 'Your session does not give access to it. Reload the page to sign in again.',
    renewing: 'Renewing your session…',
    renewFailedTitle: 'Your session could not be renewed',
    renewFailedText: 'Your answers are still in the form. Try again, or reload the page.',
    tryAgain: 'Try again',
    notEmbedded: 'This settings form is shown inside another product. Open it from there.',
    timedOut: 'No answer in time',
    unreachable: 'The server could not be reached',
    unexpected: 'Unexpected response',
    answered: (status) => `The server answered ${status}`,
    requestId: (id) => `Request id: ${id}`,
  },
};

export const STRINGS: Readonly<Record<Locale, FormStrings>> = { en };

export const DEFAULT_STRINGS: FormStrings = en;

const isLocale = (tag: string): tag is Locale => Object.hasOwn(STRINGS, tag);

/** The strings of a BCP 47 tag (`de-CH` falls back to `de`), else English. */
export function stringsFor(tag: string | undefined): FormStrings {
  const wanted = (tag ?? '').trim().toLowerCase();
  if (isLocale(wanted)) return STRINGS[wanted];
  const base = wanted.split('-')[0] ?? '';
  return isLocale(base) ? STRINGS[base] : en;
}
