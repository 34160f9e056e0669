import { describe, expect, it } from 'vitest';
import { ConfigError } from '../env';
import { embedOrigin, readEmbedConfig } from './config';

const others = { apiKey: 'sk_test_key', sessionSecret: 's'.repeat(40) };
const SECRET = 'e'.repeat(40);

describe('the embed settings', () => {
  it('are off without both variables', () => {
    expect(readEmbedConfig({}, others)).toBeUndefined();
  });

  it('read the secret and the host origins, normalised', () => {
    const config = readEmbedConfig(
      {
        WFC_EMBED_SECRET: SECRET,
        WFC_EMBED_ORIGINS: 'https://App.example.com, http://localhost:3000 https://app.example.com',
      },
      others,
    );
    expect(config?.origins).toEqual(['https://app.example.com', 'http://localhost:3000']);
    expect(config?.secret).toEqual(new TextEncoder().encode(SECRET));
    expect(config?.issuer).toBeUndefined();
  });

  it('read WFC_EMBED_ISSUER, which needs the embed on', () => {
    const env = { WFC_EMBED_SECRET: SECRET, WFC_EMBED_ORIGINS: 'https://a.example' };
    expect(
      readEmbedConfig({ ...env, WFC_EMBED_ISSUER: 'https://host.example' }, others)?.issuer,
    ).toBe('https://host.example');
    expect(() => readEmbedConfig({ WFC_EMBED_ISSUER: 'https://host.example' }, others)).toThrow(
      'WFC_EMBED_ISSUER: needs WFC_EMBED_SECRET and WFC_EMBED_ORIGINS',
    );
  });

  it('name the variable that is wrong, never the secret', () => {
    const problems: [Record<string, string>, string][] = [
      [{ WFC_EMBED_ORIGINS: 'https://a.example' }, 'WFC_EMBED_SECRET'],
      [{ WFC_EMBED_SECRET: SECRET }, 'WFC_EMBED_ORIGINS'],
      [{ WFC_EMBED_SECRET: 'short', WFC_EMBED_ORIGINS: 'https://a.example' }, 'WFC_EMBED_SECRET'],
      [
        { WFC_EMBED_SECRET: others.sessionSecret, WFC_EMBED_ORIGINS: 'https://a.example' },
        'WFC_EMBED_SECRET',
      ],
    ];
    for (const [env, variable] of problems) {
      let error: unknown;
      try {
        readEmbedConfig(env, others);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect(String(error)).toContain(variable);
      expect(String(error)).not.toContain(SECRET);
    }
  });
});

describe('a host origin', () => {
  it('is https, or http on loopback, with no path', () => {
    expect(embedOrigin('https://app.example.com')).toBe('https://app.example.com');
    expect(embedOrigin('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(embedOrigin('https://*.example.com')).toBe('https://*.example.com');
    for (const bad of [
      'http://app.example.com',
      'https://app.example.com/path',
      'app.example.com',
      '*',
      'https://*',
      "'self'",
      'javascript:alert(1)',
    ])
      expect(() => embedOrigin(bad), bad).toThrow(ConfigError);
  });
});
