/**
 * The runtime configuration: `config.json` served beside index.html, so one build serves every
 * environment. It holds no secrets: the mode, the base URL and the default user key. Without the file
 * (or with an unreadable one) the console starts in demo mode. In gateway mode the gateway writes it:
 * the API is on the console's own origin, operators sign in, and the browser holds no key.
 */
import { isPlainObject, trimmedText } from '@/utils/guards';

export type Mode = 'demo' | 'live' | 'gateway';

export interface RuntimeConfig {
  mode: Mode;
  /** Base URL of the live service, without `/api/v1`. */
  baseUrl: string;
  defaultUserKey: string;
  /** A same-origin path the dev/preview server proxies to a live service (no CORS needed), if any. */
  proxyPath?: string;
  /** The host behind that proxy, for display. */
  proxyTarget?: string;
  /** Total time a read request may take before it counts as a network failure (writes: a third more). */
  requestTimeoutMs?: number;
  /** Where the defaults came from, shown on the Connection page. */
  source: 'config.json' | 'built-in defaults';
  /** Why config.json was ignored, when it was present but unusable. */
  problem?: string;
  /** Gateway mode: config.json's `sign_in`, read by the sign-in page. */
  signIn?: unknown;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  mode: 'demo',
  baseUrl: '',
  defaultUserKey: 'main',
  source: 'built-in defaults',
};

/** `request_timeout_ms`: whole milliseconds from 1 s to 10 min; anything else keeps the default. */
function timeoutOf(value: unknown): { requestTimeoutMs?: number } {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1000 && value <= 600_000
    ? { requestTimeoutMs: value }
    : {};
}

/** Validates the parsed file; unknown or wrong fields fall back to the defaults. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isPlainObject(value)) {
    return { ...DEFAULT_RUNTIME_CONFIG, problem: 'config.json is not a JSON object' };
  }
  const record = value;
  const gateway = record.mode === 'gateway';
  const baseUrl = gateway ? '' : (trimmedText(record.base_url) ?? '');
  // The gateway answers the API on the console's own origin: it needs no base URL.
  const mode = gateway ? 'gateway' : record.mode === 'live' && baseUrl !== '' ? 'live' : 'demo';
  return {
    mode,
    baseUrl,
    defaultUserKey: trimmedText(record.default_user_key) ?? 'main',
    ...(trimmedText(record.proxy_path)?.startsWith('/')
      ? { proxyPath: trimmedText(record.proxy_path) }
      : {}),
    ...(trimmedText(record.proxy_target) ? { proxyTarget: trimmedText(record.proxy_target) } : {}),
    ...timeoutOf(record.request_timeout_ms),
    source: 'config.json',
    signIn: record.sign_in,
    ...(record.mode === 'live' && baseUrl === ''
      ? { problem: 'config.json asks for live mode without a base_url; starting in demo mode' }
      : {}),
  };
}

/** The configuration from config.json's body as readConfigBody read it (null: no usable file). */
export function runtimeConfigFrom(body: unknown): RuntimeConfig {
  // `{}` is the file a build ships without a configuration of its own: no configuration.
  const empty =
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    Object.keys(body).length === 0;
  return body === null || body === undefined || empty
    ? DEFAULT_RUNTIME_CONFIG
    : parseRuntimeConfig(body);
}

/** config.json's parsed body, or null (missing, unreadable, not JSON). Never fails. */
export async function readConfigBody(
  url = `${import.meta.env.BASE_URL}config.json`,
): Promise<unknown> {
  try {
    const response = await fetch(url, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    // A dev server answers unknown paths with index.html; that is "no file", not a broken one.
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return null;
    return await response.json();
  } catch {
    return null;
  }
}
