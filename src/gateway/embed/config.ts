/**
 * The embed's settings: WFC_EMBED_SECRET (the HS256 key host backends sign end users' tokens with)
 * and WFC_EMBED_ORIGINS (the host pages that may frame the form). Both or neither: without them the
 * embed is off (its page and API answer 404). Optional: WFC_EMBED_ISSUER, the `iss` every token must
 * carry (for a secret shared by more than one host backend, or to tell its tokens from others). Every problem names its variable, and the secret's
 * value is never in a message.
 */
import { ConfigError, present, type Env } from '../env';

export interface EmbedConfig {
  /** WFC_EMBED_SECRET's bytes (UTF-8): the HS256 key. */
  secret: Uint8Array;
  /** Origins that may frame the form: the embed page's `frame-ancestors`. */
  origins: readonly string[];
  /** Seconds of clock difference forgiven between the host's clock and the gateway's. */
  clockSkewSeconds: number;
  /** WFC_EMBED_ISSUER: when set, a token's `iss` must be exactly this. */
  issuer?: string;
}

export const EMBED_CLOCK_SKEW_SECONDS = 30;
export const MIN_EMBED_SECRET_LENGTH = 32;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const WILDCARD = /^https:\/\/\*\.([a-z0-9-]+\.)+[a-z0-9-]+(:\d{1,5})?$/;

/** One origin of WFC_EMBED_ORIGINS, normalised as a browser writes it; https unless loopback. */
export function embedOrigin(raw: string): string {
  const fail = (why: string) => new ConfigError('WFC_EMBED_ORIGINS', `"${raw}" ${why}`);
  const lower = raw.toLowerCase();
  if (lower.includes('*')) {
    if (!WILDCARD.test(lower))
      throw fail('is not an origin; a wildcard may only start the host: https://*.example.com');
    return lower;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw fail('is not an origin such as https://app.example.com');
  }
  if (url.origin === 'null' || url.href !== `${url.origin}/`)
    throw fail(
      'is not an origin: give scheme, host and port only, such as https://app.example.com',
    );
  if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname))
    throw fail('must use https (http only for localhost and 127.0.0.1)');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw fail('must be https');
  return url.origin;
}

export function readEmbedConfig(
  env: Env,
  others: { apiKey: string; sessionSecret: string },
): EmbedConfig | undefined {
  const secret = present(env, 'WFC_EMBED_SECRET');
  const rawOrigins = present(env, 'WFC_EMBED_ORIGINS');
  const issuer = present(env, 'WFC_EMBED_ISSUER');
  if (!secret && !rawOrigins) {
    if (issuer)
      throw new ConfigError(
        'WFC_EMBED_ISSUER',
        'needs WFC_EMBED_SECRET and WFC_EMBED_ORIGINS: it is checked in embed tokens',
      );
    return undefined;
  }
  if (!secret)
    throw new ConfigError(
      'WFC_EMBED_SECRET',
      'is required with WFC_EMBED_ORIGINS: the key host backends sign embed tokens with; try: openssl rand -base64 48',
    );
  if (secret.length < MIN_EMBED_SECRET_LENGTH)
    throw new ConfigError(
      'WFC_EMBED_SECRET',
      `must be at least ${MIN_EMBED_SECRET_LENGTH} characters (got ${secret.length}); try: openssl rand -base64 48`,
    );
  if (secret === others.apiKey || secret === others.sessionSecret)
    throw new ConfigError(
      'WFC_EMBED_SECRET',
      'must differ from WFC_API_KEY and WFC_SESSION_SECRET: host backends hold it',
    );
  if (!rawOrigins)
    throw new ConfigError(
      'WFC_EMBED_ORIGINS',
      'is required with WFC_EMBED_SECRET: the origins of the host pages that may frame the form, such as https://app.example.com',
    );
  const origins = [
    ...new Set(
      rawOrigins
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(embedOrigin),
    ),
  ];
  return {
    secret: new TextEncoder().encode(secret),
    origins,
    clockSkewSeconds: EMBED_CLOCK_SKEW_SECONDS,
    ...(issuer ? { issuer } : {}),
  };
}
