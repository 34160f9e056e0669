import { describe, expect, it } from 'vitest';
import { envelope } from '../sdk/protocol';
import { acceptHostMessage, hostOriginOf, workflowIdOf } from './channel';

const HOST = 'https://app.example.com';

describe('the host origin', () => {
  it('is the origin the loader wrote into the hash, when the browser agrees', () => {
    const hash = `#host=${encodeURIComponent(HOST)}`;
    expect(hostOriginOf(hash, undefined)).toBe(HOST);
    expect(hostOriginOf(hash, [HOST])).toBe(HOST);
  });

  it('is refused when the browser says another origin framed the page', () => {
    expect(hostOriginOf(`#host=${encodeURIComponent(HOST)}`, ['https://evil.test'])).toBeNull();
  });

  it('is refused when it is missing or not an origin', () => {
    for (const hash of [
      '',
      '#host=',
      '#host=not%20a%20url',
      `#host=${encodeURIComponent(`${HOST}/path`)}`,
      '#host=javascript%3Aalert(1)',
      '#host=*',
    ])
      expect(hostOriginOf(hash, undefined), hash).toBeNull();
  });
});

describe('the workflow id', () => {
  it('is read from the page path, decoded', () => {
    expect(workflowIdOf('/embed/workflows/wf%201/settings')).toBe('wf 1');
    expect(workflowIdOf('/embed/workflows//settings')).toBeNull();
    expect(workflowIdOf('/embed/workflows/%E0%A4%A/settings')).toBeNull();
  });
});

describe('messages to the frame', () => {
  const parent = {};
  const message = envelope({ type: 'token' as const, token: 'new' });

  it('are read from the parent window at the host origin', () => {
    expect(
      acceptHostMessage({ source: parent, origin: HOST, data: message }, parent, HOST),
    ).toEqual({ type: 'token', token: 'new' });
  });

  it('are ignored from another origin or another window', () => {
    expect(
      acceptHostMessage(
        { source: parent, origin: 'https://evil.test', data: message },
        parent,
        HOST,
      ),
    ).toBeUndefined();
    expect(
      acceptHostMessage({ source: {}, origin: HOST, data: message }, parent, HOST),
    ).toBeUndefined();
  });
});
