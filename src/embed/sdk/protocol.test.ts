import { describe, expect, it } from 'vitest';
import { envelope, PROTOCOL, readFrameMessage, readHostMessage, VERSION } from './protocol';

describe('messages from the frame', () => {
  it('are read field by field', () => {
    expect(readFrameMessage(envelope({ type: 'ready' }))).toEqual({ type: 'ready' });
    expect(readFrameMessage(envelope({ type: 'height', height: 420 }))).toEqual({
      type: 'height',
      height: 420,
    });
    expect(
      readFrameMessage({
        protocol: PROTOCOL,
        version: VERSION,
        type: 'error',
        error: { code: 'save_failed', message: 'No.', status: 500, extra: 'dropped' },
      }),
    ).toEqual({ type: 'error', error: { code: 'save_failed', message: 'No.', status: 500 } });
  });

  it('are ignored when not ours, of another version, or malformed', () => {
    for (const data of [
      'ready',
      null,
      { type: 'ready' },
      { protocol: PROTOCOL, version: 2, type: 'ready' },
      envelope({ type: 'height', height: -1 }),
      { protocol: PROTOCOL, version: VERSION, type: 'height', height: '400' },
      { protocol: PROTOCOL, version: VERSION, type: 'saved', answers: ['a'] },
      { protocol: PROTOCOL, version: VERSION, type: 'error', error: { message: 'no code' } },
      { protocol: PROTOCOL, version: VERSION, type: 'unknown' },
    ])
      expect(readFrameMessage(data), JSON.stringify(data)).toBeUndefined();
  });
});

describe('messages from the host', () => {
  it('need a token to start, and default the language', () => {
    expect(readHostMessage({ protocol: PROTOCOL, version: VERSION, type: 'init' })).toBeUndefined();
    expect(
      readHostMessage({
        protocol: PROTOCOL,
        version: VERSION,
        type: 'init',
        token: 't',
        theme: 'x',
      }),
    ).toEqual({ type: 'init', token: 't', theme: {}, locale: 'en', messages: {} });
    expect(
      readHostMessage({ protocol: PROTOCOL, version: VERSION, type: 'token', token: '' }),
    ).toBe(undefined);
  });

  it("carry the host's language and words", () => {
    expect(
      readHostMessage(envelope({ type: 'locale', locale: 'ar', messages: { 'save.save': 'x' } })),
    ).toEqual({ type: 'locale', locale: 'ar', messages: { 'save.save': 'x' } });
    expect(
      readHostMessage({ protocol: PROTOCOL, version: VERSION, type: 'locale', messages: ['x'] }),
    ).toEqual({ type: 'locale', locale: 'en', messages: {} });
  });
});

describe('a change in the frame', () => {
  it('carries the answers and whether they differ from the saved ones', () => {
    expect(
      readFrameMessage(envelope({ type: 'change', answers: { f: 'x' }, dirty: true })),
    ).toEqual({ type: 'change', answers: { f: 'x' }, dirty: true });
    expect(
      readFrameMessage({ protocol: PROTOCOL, version: VERSION, type: 'change', answers: {} }),
    ).toBeUndefined();
  });
});
