import { describe, expect, it } from 'vitest';
import { metaCsp } from '../../build/static-csp';
import { consoleDirectives, serializeCsp } from './csp';
import { atLeastAsStrict, parseCsp } from './csp-compare';

const gateway = (connectSrc: string[] = []) => consoleDirectives({ connectSrc }, 'abc123');

describe('atLeastAsStrict', () => {
  it("finds the gateway's console policy at least as strict as the default build's <meta>", () => {
    const meta = parseCsp(metaCsp({}));
    expect(atLeastAsStrict(gateway(), meta)).toBe(true);
    expect(
      atLeastAsStrict(gateway(['https://options.example.com', 'https://*.crm.example']), meta),
    ).toBe(true);
    // Not the other way round: the <meta> allows inline styles, workers and any http(s) connection.
    expect(atLeastAsStrict(meta, gateway())).toBe(false);
  });

  it('says no where a build narrowed what the gateway allows', () => {
    const narrowConnect = parseCsp(metaCsp({ WFC_CONNECT_SRC: 'https://api.example.com' }));
    expect(atLeastAsStrict(gateway(['https://options.example.com']), narrowConnect)).toBe(false);
    expect(atLeastAsStrict(gateway(), narrowConnect)).toBe(true);
    const narrowImages = parseCsp(metaCsp({ WFC_IMG_SRC: 'https://icons.example.com' }));
    expect(atLeastAsStrict(gateway(), narrowImages)).toBe(false);
  });

  it('takes a nonce or a hash as narrower than unsafe-inline, and none as narrower than anything', () => {
    const loose = { 'style-src': ["'self'", "'unsafe-inline'"], 'worker-src': ["'self'"] };
    expect(atLeastAsStrict({ 'style-src': ["'nonce-x'"], 'worker-src': ["'none'"] }, loose)).toBe(
      true,
    );
    expect(
      atLeastAsStrict({ 'style-src': ["'sha256-abc='"], 'worker-src': ["'self'"] }, loose),
    ).toBe(true);
    expect(atLeastAsStrict({ 'style-src': ["'nonce-x'"] }, { 'style-src': ["'self'"] })).toBe(
      false,
    );
    expect(
      atLeastAsStrict({ 'style-src': ["'unsafe-eval'"], 'worker-src': ["'self'"] }, loose),
    ).toBe(false);
  });

  it('reads a directive left out as default-src for fetches, and as unrestricted otherwise', () => {
    const strict = { 'default-src': ["'self'"] };
    expect(atLeastAsStrict(strict, { 'img-src': ["'self'", 'https:'] })).toBe(true);
    expect(atLeastAsStrict(strict, { 'base-uri': ["'none'"] })).toBe(false);
    expect(atLeastAsStrict({ 'img-src': ["'self'"] }, { 'default-src': ["'self'"] })).toBe(false);
    expect(atLeastAsStrict(strict, {})).toBe(true);
  });

  it('reads a policy written by serializeCsp back into the same directives', () => {
    const directives = gateway(['https://options.example.com']);
    expect(parseCsp(serializeCsp(directives))).toEqual(directives);
    expect(parseCsp(" Script-Src  'self' ;; img-src https: ; script-src *")).toEqual({
      'script-src': ["'self'"],
      'img-src': ['https:'],
    });
  });
});
