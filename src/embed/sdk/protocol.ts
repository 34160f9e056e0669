/**
 * The messages between a host page (the loader, ./mount.ts) and the embedded form's frame
 * (src/embed/page), by postMessage. Every message is an object with `protocol` and `version`; a
 * side ignores what is not (another library's messages, a future version it does not speak) and
 * reads each type's fields before trusting them. Origins are checked by both sides before reading.
 *
 *   frame -> host: hello (my script runs: send init), ready (the form is on screen),
 *                  token-needed (the gateway said the token expired), height, change (what the
 *                  answers would be if saved now), saved, error
 *   host -> frame: init (token, theme, locale, messages), token (a fresh one: asked for, or before
 *                  the last one expires), token-failed, theme, locale (and messages)
 *
 * No dependencies: the loader is built from this and ./mount.ts alone.
 */
export const PROTOCOL = 'workflow-console-embed';
export const VERSION = 1;

/** The form's look as the frame receives it: a host's EmbedTheme (./theme-tokens.ts) resolved by the loader. */
export interface FrameTheme {
  mode?: 'light' | 'dark';
  /** A hex colour: `#0f766e` or `#0a7`; darkened or lightened until it reads at 4.5:1. */
  primaryColor?: string;
  /** A hex colour for errors and required marks; kept readable as the primary colour is. */
  errorColor?: string;
  /**
   * `system`, `sans-serif`, `serif`, `monospace` or `rounded` (stacks of system fonts), or a CSS
   * font-family list of fonts the user's system has (web fonts are not loaded in the frame).
   */
  fontFamily?: string;
  /** Corner radius in CSS pixels, 0 to 24. */
  radius?: number;
  density?: 'comfortable' | 'compact';
  /** The form's maximum width in CSS pixels (240 to 4000); without it, the frame's width. */
  maxWidth?: number;
}

/** What `onError` receives. */
export interface EmbedError {
  /**
   * `frame_unavailable` (the frame did not start: blocked by WFC_EMBED_ORIGINS, or unreachable),
   * `token_unavailable` (getToken failed or gave no token), `token_invalid`, `token_expired`,
   * `workflow_not_allowed`, `not_found`, `load_failed`, `save_failed`.
   */
  code: string;
  message: string;
  /** The HTTP status, when a request failed with one. */
  status?: number;
  requestId?: string;
}

export type FrameMessage =
  | { type: 'hello' }
  | { type: 'ready' }
  | { type: 'token-needed' }
  | { type: 'height'; height: number }
  | { type: 'change'; answers: Record<string, unknown>; dirty: boolean }
  | { type: 'saved'; answers: Record<string, unknown> }
  | { type: 'error'; error: EmbedError };

/** A host's replacements for the form's words, by message key (docs/embed.md). */
export type EmbedMessages = Record<string, unknown>;

export type HostMessage =
  | { type: 'init'; token: string; theme: FrameTheme; locale: string; messages: EmbedMessages }
  | { type: 'token'; token: string }
  | { type: 'token-failed'; message: string }
  | { type: 'theme'; theme: FrameTheme }
  | { type: 'locale'; locale: string; messages: EmbedMessages };

export type Envelope<M> = M & { protocol: typeof PROTOCOL; version: typeof VERSION };

export const envelope = <M extends FrameMessage | HostMessage>(message: M): Envelope<M> => ({
  ...message,
  protocol: PROTOCOL,
  version: VERSION,
});

type Fields = Record<string, unknown>;

// The SDK imports nothing outside src/embed/sdk (eslint.layers.js: its declarations build from this
// folder alone), so it keeps its own copies of these two guards of src/utils/guards.ts.
const isPlainObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The message's fields if it is one of ours, of this version; else undefined. */
function ours(data: unknown): Fields | undefined {
  return isPlainObject(data) && data.protocol === PROTOCOL && data.version === VERSION
    ? data
    : undefined;
}

const isNonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value !== '';

/** A message from the frame, read field by field (the loader only acts on these). */
export function readFrameMessage(data: unknown): FrameMessage | undefined {
  const m = ours(data);
  if (!m) return undefined;
  switch (m.type) {
    case 'hello':
    case 'ready':
    case 'token-needed':
      return { type: m.type };
    case 'height':
      return typeof m.height === 'number' && m.height >= 0 && m.height < 1e6
        ? { type: 'height', height: m.height }
        : undefined;
    case 'change':
      return isPlainObject(m.answers) && typeof m.dirty === 'boolean'
        ? { type: 'change', answers: m.answers, dirty: m.dirty }
        : undefined;
    case 'saved':
      return isPlainObject(m.answers) ? { type: 'saved', answers: m.answers } : undefined;
    case 'error': {
      const e = m.error;
      if (!isPlainObject(e) || !isNonEmptyString(e.code) || typeof e.message !== 'string')
        return undefined;
      return {
        type: 'error',
        error: {
          code: e.code,
          message: e.message,
          ...(typeof e.status === 'number' ? { status: e.status } : {}),
          ...(isNonEmptyString(e.requestId) ? { requestId: e.requestId } : {}),
        },
      };
    }
    default:
      return undefined;
  }
}

/** A message from the host, read field by field; the frame checks the theme and messages again. */
export function readHostMessage(data: unknown): HostMessage | undefined {
  const m = ours(data);
  if (!m) return undefined;
  const theme = isPlainObject(m.theme) ? (m.theme as FrameTheme) : {};
  const locale = typeof m.locale === 'string' ? m.locale : 'en';
  const messages = isPlainObject(m.messages) ? m.messages : {};
  switch (m.type) {
    case 'init':
      return isNonEmptyString(m.token)
        ? { type: 'init', token: m.token, theme, locale, messages }
        : undefined;
    case 'token':
      return isNonEmptyString(m.token) ? { type: 'token', token: m.token } : undefined;
    case 'token-failed':
      return { type: 'token-failed', message: typeof m.message === 'string' ? m.message : '' };
    case 'theme':
      return { type: 'theme', theme };
    case 'locale':
      return { type: 'locale', locale, messages };
    default:
      return undefined;
  }
}
