import { describe, expect, it } from 'vitest';
import { devProxyRefusal } from './dev-proxy-guard';

const OWN = 'http://localhost:5173';

describe('devProxyRefusal (the /live-api proxy of npm run dev / preview)', () => {
  it("refuses issue 17's cross-site text/plain POST", () => {
    expect(
      devProxyRefusal(
        'POST',
        { origin: 'https://evil.example', 'content-type': 'text/plain', 'content-length': '2' },
        OWN,
      ),
    ).toMatch(/https:\/\/evil\.example/);
  });

  it('refuses a cross-site read too (the key would be added to it)', () => {
    expect(devProxyRefusal('GET', { origin: 'https://evil.example' }, OWN)).toBeDefined();
    expect(devProxyRefusal('GET', { 'sec-fetch-site': 'cross-site' }, OWN)).toBeDefined();
  });

  it('refuses a same-origin write that is not JSON, and a write that names no origin', () => {
    expect(
      devProxyRefusal(
        'POST',
        { origin: OWN, 'content-type': 'text/plain', 'content-length': '5' },
        OWN,
      ),
    ).toBe('Refused: send the body as JSON.');
    expect(
      devProxyRefusal('POST', { 'content-type': 'application/json', 'content-length': '2' }, OWN),
    ).toBeDefined();
  });

  it("lets the console's own requests through, and plain reads", () => {
    expect(
      devProxyRefusal(
        'POST',
        {
          origin: OWN,
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/json',
          'content-length': '2',
        },
        OWN,
      ),
    ).toBeUndefined();
    expect(devProxyRefusal('POST', { origin: OWN, 'content-length': '0' }, OWN)).toBeUndefined();
    expect(
      devProxyRefusal('GET', { origin: OWN, 'sec-fetch-site': 'same-origin' }, OWN),
    ).toBeUndefined();
    expect(devProxyRefusal('GET', {}, OWN)).toBeUndefined();
    expect(devProxyRefusal('GET', { 'sec-fetch-site': 'none' }, OWN)).toBeUndefined();
  });
});
