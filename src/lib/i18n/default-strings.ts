/**
 * The form's words in English, at once: for the console and the embed page, which have English in
 * their first load and show it while another language loads (or when it cannot). A module of its
 * own, so code that loads every language as a chunk (the React package's headless hook) bundles no
 * English.
 */
import { en } from './catalogues/en';
import { createFormStrings, type FormStrings } from './form-strings';

export const DEFAULT_STRINGS: FormStrings = createFormStrings(en, 'en');
