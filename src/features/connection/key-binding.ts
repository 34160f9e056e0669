/**
 * A saved key belongs to the origin (scheme, host and port) it was entered for. When the base URL on
 * the Connection page moves to another origin, the key is taken out of the form, and Test connection
 * and Save send nothing until a key is entered for the new origin: a key typed for one service must
 * never reach another because someone edited a URL.
 */
import type { Connection } from '@/config/connection';

export interface KeyBinding {
  /** The key saved in this browser ('' when none). */
  savedKey: string;
  /** The origin the saved key goes to; null when the saved base URL is not a URL. */
  savedOrigin: string | null;
}

/** The origin requests for `baseUrl` go to, resolved as the client resolves it; null if it is no URL. */
export function apiOrigin(baseUrl: string, pageOrigin: string): string | null {
  try {
    return new URL(baseUrl.trim() || '/', pageOrigin).origin;
  } catch {
    return null;
  }
}

export function keyBindingOf(saved: Connection, pageOrigin: string): KeyBinding {
  return { savedKey: saved.apiKey, savedOrigin: apiOrigin(saved.baseUrl, pageOrigin) };
}

export interface KeyFieldState {
  apiKey: string;
  /** The saved key was taken out of the field because the origin changed. */
  withdrawn: boolean;
}

/**
 * The key field after the base URL changed. The saved key leaves the field when the origin changes,
 * and comes back if the origin returns before anything else was typed; a key the user typed stays.
 */
export function keyAfterBaseUrlChange(
  binding: KeyBinding,
  baseUrl: string,
  field: KeyFieldState,
  pageOrigin: string,
): KeyFieldState {
  if (binding.savedKey === '') return field;
  const sameOrigin = apiOrigin(baseUrl, pageOrigin) === binding.savedOrigin;
  if (!sameOrigin && field.apiKey === binding.savedKey) return { apiKey: '', withdrawn: true };
  if (sameOrigin && field.withdrawn && field.apiKey === '')
    return { apiKey: binding.savedKey, withdrawn: false };
  return field;
}

/**
 * Why a key must be entered before anything is sent, or undefined: live mode, a key was saved for
 * another origin, and the key field is empty.
 */
export function keyNeededFor(
  binding: KeyBinding,
  values: { mode: string; baseUrl: string; apiKey: string },
  pageOrigin: string,
): string | undefined {
  if (values.mode !== 'live' || binding.savedKey === '' || values.apiKey.trim() !== '')
    return undefined;
  const origin = apiOrigin(values.baseUrl, pageOrigin);
  if (origin === binding.savedOrigin) return undefined;
  return `Enter the key for ${origin ?? 'this base URL'}. The saved key was entered for ${binding.savedOrigin ?? 'another base URL'}, and a key is only ever sent to the origin it was entered for.`;
}
