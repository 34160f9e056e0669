/**
 * What the headless hook gives a host that draws the form with its own components. Self-contained
 * (these are the package's published declarations): plain values and functions, nothing of the
 * console's renderer.
 */
import type { EmbedError } from '../../sdk/protocol';

/** A field's value as the form edits it: text (TextField, TextArea, JSON) or an option's value. */
export type FieldValue = string | number | boolean | null;

export interface HeadlessOption {
  value: string | number | boolean;
  label: string;
}

/** An AsyncSelect field's options, loaded from the provider page by page, filtered by `query`. */
export interface HeadlessOptions {
  /** The loaded options that match `query` (all of them when it is empty). */
  items: HeadlessOption[];
  query: string;
  setQuery: (query: string) => void;
  /**
   * `idle`: nothing loaded yet (call loadMore); `waiting`: another field must be filled in first;
   * `loading`; `ready`; `failed` (loadMore tries again).
   */
  status: 'idle' | 'waiting' | 'loading' | 'ready' | 'failed';
  /** What to tell the user about the list, in their language ("12 options loaded.", "Choose “Channel” first."…). */
  message: string;
  /** Whether the provider has more pages. */
  hasMore: boolean;
  /** Loads the first page, or the next one. */
  loadMore: () => void;
  /** The label of the current value, once a loaded page has it. */
  selectedLabel: string | undefined;
}

export interface HeadlessField {
  id: string;
  name: string;
  label: string;
  description: string | null;
  /** The service's field type: TextField, TextArea, JSON, AsyncSelect, or one the form does not edit. */
  type: string;
  required: boolean;
  advanced: boolean;
  /** Whether the form edits this type; others keep their saved value and send it back unchanged. */
  supported: boolean;
  value: FieldValue;
  /**
   * The message to show by the field, in the user's language: its problem (required, JSON that does
   * not parse) once the user left it or tried to save, or what the service said about it.
   */
  error: string | undefined;
  setValue: (value: FieldValue) => void;
  /** The user left the field: its problem shows from now on. */
  blur: () => void;
  /** AsyncSelect fields only. */
  options: HeadlessOptions | undefined;
}

export interface SummaryItem {
  /** The field it is about, or null when the service named none of the form's fields. */
  fieldId: string | null;
  label: string;
  message: string;
}

export interface HeadlessSettingsForm {
  /** `not_found`: no such workflow; `failed`: loading failed (see `error`, call `retry`). */
  status: 'loading' | 'ready' | 'not_found' | 'failed';
  name: string;
  description: string | null;
  fields: HeadlessField[];
  /** Field definitions the form could not use, in words. */
  problems: string[];
  /** Whether an answer differs from the saved one. */
  dirty: boolean;
  saving: boolean;
  /** The last save landed, and nothing changed since. */
  saved: boolean;
  /** Why loading or the last save failed, as onError reports it; every answer is kept. */
  error: EmbedError | undefined;
  /** The problems to fix, once the user tried to save: each field's, and the service's. */
  summary: SummaryItem[];
  /** The form's words and numbers are in this language (a BCP 47 tag); `dir` is its direction. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /**
   * Saves the answers (with an idempotency key, reused while the same answers are sent again);
   * true when saved. Refused while a field has a problem: the summary lists them.
   */
  save: () => Promise<boolean>;
  /** Back to the saved answers. */
  reset: () => void;
  /** Loads the form again after a failure. */
  retry: () => void;
}
