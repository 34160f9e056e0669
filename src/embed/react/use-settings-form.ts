/**
 * `useSettingsForm`: the settings form without its look, for hosts that draw it with their own
 * components. It talks to the gateway's embed API from the host page (CORS: the page's origin must
 * be in WFC_EMBED_ORIGINS, and its Content-Security-Policy must allow connecting to the gateway and
 * to the option providers); the token comes from `getToken`, as for <SettingsForm>.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { MessageOverrides } from '../../lib/i18n/messages';
import { createEmbedApi } from '../api/embed-api';
import type { EmbedError } from '../sdk/protocol';
import { createHeadlessForm } from './headless/form-store';
import { createHostTokens } from './headless/host-tokens';
import type { HeadlessSettingsForm } from './headless/types';

export interface UseSettingsFormOptions {
  workflowId: string;
  /** Returns a token for the signed-in user, from your backend (docs/embed.md); asked again before it expires. */
  getToken: () => Promise<string>;
  /** The gateway, such as `https://console.example.com`. */
  baseUrl: string;
  /** A BCP 47 tag for messages, numbers and dates; default the page's `<html lang>`, then the browser's. */
  locale?: string;
  /** Replacements for the form's words, by message key. */
  messages?: MessageOverrides;
  /** The answers were saved: the answers the service now keeps, by field id. */
  onSaved?: (answers: Record<string, unknown>) => void;
  onError?: (error: EmbedError) => void;
}

/** The origin of `baseUrl`; a TypeError for anything but http(s). */
function originOf(baseUrl: string): string {
  const url = new URL(baseUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new TypeError(
      'useSettingsForm: `baseUrl` must be the gateway, such as https://console.example.com',
    );
  return url.origin;
}

export function useSettingsForm(options: UseSettingsFormOptions): HeadlessSettingsForm {
  // The callbacks may change on every render; the form reads the latest ones.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { workflowId, baseUrl, locale, messages } = options;
  const messagesKey = JSON.stringify(messages ?? null);
  const key = `${workflowId}\n${baseUrl}\n${locale ?? ''}\n${messagesKey}`;
  const [store, setStore] = useState(() => ({ key, form: make() }));
  function make() {
    const tokens = createHostTokens(() => latest.current.getToken());
    return createHeadlessForm({
      workflowId,
      api: createEmbedApi(tokens, undefined, originOf(baseUrl)),
      tokens,
      locale: locale || document.documentElement.lang || navigator.language,
      messages,
      onSaved: (answers) => latest.current.onSaved?.(answers),
      onError: (error) => latest.current.onError?.(error),
    });
  }
  // Another workflow, gateway or language: another form.
  if (store.key !== key) setStore({ key, form: make() });
  const { form } = store;
  useEffect(() => {
    form.start();
    return form.stop;
  }, [form]);
  return useSyncExternalStore(form.subscribe, form.snapshot, form.snapshot);
}
