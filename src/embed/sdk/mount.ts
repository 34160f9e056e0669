/**
 * Mounting the settings form in a host page: an iframe of the gateway's
 * `/embed/workflows/:id/settings`, the token handed over by postMessage once the frame says hello
 * (never in a URL), a new token before the last one expires and whenever the frame says it did,
 * the frame's height applied to the iframe (so it never scrolls inside), and the frame's events
 * passed to the callbacks. Only messages from that iframe's window and the gateway's origin are
 * read; messages go only to the gateway's origin. The loader (/embed.js), the ES module and the
 * React package's <SettingsForm> all mount through here.
 */
import {
  envelope,
  readFrameMessage,
  type EmbedError,
  type EmbedMessages,
  type FrameTheme,
  type HostMessage,
} from './protocol.js';
import { readThemeTokens, type EmbedTheme } from './theme-tokens.js';
import { renewalDelayMs } from './token-expiry.js';

export interface SettingsFormOptions {
  /** The workflow whose settings form to show. */
  workflowId: string;
  /**
   * Returns a token for the signed-in user, from your backend (docs/embed.md). Called when the
   * form starts and again whenever the gateway says the token expired.
   */
  getToken: () => Promise<string>;
  /** The form's look; a token that is not what it should be is ignored, with a console warning. */
  theme?: EmbedTheme;
  /**
   * A BCP 47 tag (`de`, `pt-BR`); default the host page's `<html lang>`, then the browser's.
   * Languages the form does not ship fall back to English.
   */
  locale?: string;
  /** Replacements for the form's words, by message key (docs/embed.md lists them). */
  messages?: EmbedMessages;
  /** The iframe's accessible name (default "Settings form"). */
  title?: string;
  /** The form is on screen. */
  onReady?: () => void;
  /** The user changed an answer: the answers a save would send now, and whether they differ from the saved ones. */
  onChange?: (answers: Record<string, unknown>, dirty: boolean) => void;
  /** The user saved: the answers the service now keeps, by field id. */
  onSaved?: (answers: Record<string, unknown>) => void;
  onError?: (error: EmbedError) => void;
  /** The iframe took a new height (CSS pixels) to fit the form. */
  onHeightChange?: (height: number) => void;
}

export interface MountedSettingsForm {
  /** Removes the iframe and stops listening. */
  unmount: () => void;
  /** Applies another theme without reloading (what the user typed stays). */
  setTheme: (theme: EmbedTheme) => void;
  /** Another language or other words, without reloading (what the user typed stays). */
  setLocale: (locale: string | undefined, messages?: EmbedMessages) => void;
}

/** How long the frame has to say hello: after the iframe loaded, and in all. */
export const HELLO_AFTER_LOAD_MS = 3000;
export const HELLO_TIMEOUT_MS = 20_000;

/** The gateway origin of an http(s) URL or origin; throws a TypeError for anything else. */
export function gatewayOrigin(value: string | undefined): string {
  const url = value ? new URL(value, location.href) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new TypeError(
      'WorkflowConsole: `origin` must be the gateway, such as https://console.example.com',
    );
  return url.origin;
}

const warn = (problem: string) => console.warn(`WorkflowConsole: ${problem}`);

/** The language to ask for: the host's, else its page's `lang`, else the browser's. */
const localeOf = (locale: string | undefined) =>
  locale || document.documentElement.lang || navigator.language;

/** Messages as postMessage can send them (plain data), or none, with a warning. */
function plainMessages(messages: EmbedMessages | undefined): EmbedMessages {
  if (messages === undefined) return {};
  try {
    return JSON.parse(JSON.stringify(messages)) as EmbedMessages;
  } catch {
    warn('`messages` is not plain data (texts and objects of texts); it is ignored.');
    return {};
  }
}

/**
 * The theme the frame gets: the valid tokens, `auto` as the host page's colour scheme now, and
 * `inherit` as the font of the element the form is mounted in.
 */
function frameTheme(
  theme: EmbedTheme,
  element: HTMLElement,
  dark: MediaQueryList | undefined,
): FrameTheme {
  const { mode, fontFamily, ...rest } = theme;
  const frame: FrameTheme = rest;
  if (mode) frame.mode = mode === 'auto' ? (dark?.matches ? 'dark' : 'light') : mode;
  // A page's computed font list is checked as a host's would be: it may hold what the frame refuses.
  const font =
    fontFamily === 'inherit'
      ? readThemeTokens({ fontFamily: getComputedStyle(element).fontFamily }, warn).fontFamily
      : fontFamily;
  if (font) frame.fontFamily = font;
  return frame;
}

export function mountSettingsFormAt(
  element: HTMLElement,
  options: SettingsFormOptions,
  origin: string | undefined,
): MountedSettingsForm {
  if (!(element instanceof HTMLElement))
    throw new TypeError('WorkflowConsole: mount needs an element');
  if (typeof options.workflowId !== 'string' || options.workflowId === '')
    throw new TypeError('WorkflowConsole: `workflowId` is required');
  if (typeof options.getToken !== 'function')
    throw new TypeError(
      'WorkflowConsole: `getToken` is required (a function returning a Promise of a token)',
    );
  const gateway = gatewayOrigin(origin);
  // Not in every environment a host tests in (jsdom has none): then `auto` is light.
  const dark =
    typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined;
  let theme = readThemeTokens(options.theme, warn);
  let locale = localeOf(options.locale);
  let messages = plainMessages(options.messages);
  let started = false;
  let gone = false;
  let renewal: ReturnType<typeof setTimeout> | undefined;
  const timers: ReturnType<typeof setTimeout>[] = [];

  const iframe = document.createElement('iframe');
  iframe.src = `${gateway}/embed/workflows/${encodeURIComponent(options.workflowId)}/settings#host=${encodeURIComponent(location.origin)}`;
  iframe.title = options.title ?? 'Settings form';
  iframe.referrerPolicy = 'no-referrer';
  iframe.setAttribute('scrolling', 'no');
  iframe.style.cssText =
    'display:block;width:100%;min-width:0;height:160px;border:0;overflow:hidden';

  /** Calls a host callback; one that throws does not stop the form. */
  const call = <A extends unknown[]>(callback: ((...args: A) => void) | undefined, ...args: A) => {
    try {
      callback?.(...args);
    } catch (error) {
      console.error('WorkflowConsole: a callback failed', error);
    }
  };
  const fail = (error: EmbedError) => call(options.onError, error);
  const post = (message: HostMessage) => {
    if (!gone) iframe.contentWindow?.postMessage(envelope(message), gateway);
  };

  const withToken = (send: (token: string) => void) => {
    Promise.resolve()
      .then(() => options.getToken())
      .then((token) => {
        if (typeof token !== 'string' || token === '') throw new Error('getToken gave no token');
        if (gone) return;
        send(token);
        // Renew before it expires, so no request waits for a renewal.
        clearTimeout(renewal);
        const delay = renewalDelayMs(token);
        if (delay !== undefined)
          renewal = setTimeout(
            () => withToken((next) => post({ type: 'token', token: next })),
            delay,
          );
      })
      .catch((error: unknown) => {
        if (gone) return;
        const message = `getToken failed: ${error instanceof Error ? error.message : String(error)}`;
        post({ type: 'token-failed', message });
        fail({ code: 'token_unavailable', message });
      });
  };

  /** In place of a frame that never started: a short message, not the browser's broken-frame icon. */
  const note = document.createElement('p');
  note.setAttribute('role', 'alert');
  note.textContent = 'The settings form could not be shown here. Try again later.';
  note.style.cssText =
    'margin:0;padding:12px 16px;border:1px solid rgba(128,128,128,.5);border-radius:6px;font:14px/1.5 system-ui,sans-serif';

  const unavailable = () => {
    if (started || gone) return;
    iframe.replaceWith(note);
    fail({
      code: 'frame_unavailable',
      message: `The settings form did not start in its frame: is ${location.origin} in the gateway's WFC_EMBED_ORIGINS, and is ${gateway} reachable?`,
    });
  };

  const sendTheme = () => {
    if (started) post({ type: 'theme', theme: frameTheme(theme, element, dark) });
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || event.origin !== gateway) return;
    const message = readFrameMessage(event.data);
    if (!message) return;
    switch (message.type) {
      case 'hello':
        started = true;
        withToken((token) =>
          post({
            type: 'init',
            token,
            theme: frameTheme(theme, element, dark),
            locale,
            messages,
          }),
        );
        break;
      case 'token-needed':
        withToken((token) => post({ type: 'token', token }));
        break;
      case 'ready':
        call(options.onReady);
        break;
      case 'height':
        iframe.style.height = `${Math.ceil(message.height)}px`;
        call(options.onHeightChange, Math.ceil(message.height));
        break;
      case 'change':
        call(options.onChange, message.answers, message.dirty);
        break;
      case 'saved':
        call(options.onSaved, message.answers);
        break;
      case 'error':
        fail(message.error);
        break;
    }
  };
  /** `mode: 'auto'` follows the host page's colour scheme as it changes. */
  const onSchemeChange = () => {
    if (theme.mode === 'auto') sendTheme();
  };

  window.addEventListener('message', onMessage);
  dark?.addEventListener('change', onSchemeChange);
  iframe.addEventListener('load', () => timers.push(setTimeout(unavailable, HELLO_AFTER_LOAD_MS)));
  timers.push(setTimeout(unavailable, HELLO_TIMEOUT_MS));
  element.append(iframe);

  return {
    unmount() {
      gone = true;
      window.removeEventListener('message', onMessage);
      dark?.removeEventListener('change', onSchemeChange);
      timers.forEach(clearTimeout);
      clearTimeout(renewal);
      iframe.remove();
      note.remove();
    },
    setTheme(next) {
      theme = readThemeTokens(next, warn);
      sendTheme();
    },
    setLocale(nextLocale, nextMessages) {
      locale = localeOf(nextLocale);
      messages = plainMessages(nextMessages);
      if (started) post({ type: 'locale', locale, messages });
    },
  };
}
