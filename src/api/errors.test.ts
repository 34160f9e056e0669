import { describe, expect, it } from 'vitest';
import { apiErrorFromResponse, normalizeErrorBody } from './error-body';
import { requestTimeout } from './errors';

describe('normalizeErrorBody', () => {
  it('reads every common error shape', () => {
    expect(normalizeErrorBody({ error: 'Workflow not found' }, 404).message).toBe(
      'Workflow not found',
    );
    expect(normalizeErrorBody({ error: { message: 'Nope', code: 'no' } }, 400)).toEqual({
      message: 'Nope',
      serviceMessage: 'Nope',
      code: 'no',
      fieldErrors: {},
    });
    expect(normalizeErrorBody({ message: 'Slow down' }, 429).message).toBe('Slow down');
    expect(normalizeErrorBody({ errors: ['first', 'second'] }, 422).message).toBe('first');
    expect(
      normalizeErrorBody({ errors: { name: ['is required'], 'form[x]': 'bad' } }, 422),
    ).toEqual({
      message: 'name: is required; form[x]: bad',
      serviceMessage: 'name: is required; form[x]: bad',
      fieldErrors: { name: ['is required'], 'form[x]': ['bad'] },
    });
  });

  it('keeps the general message and the field errors together', () => {
    expect(
      normalizeErrorBody(
        {
          error: { message: 'Not saved', code: 'unprocessable_entity' },
          errors: { f1: ['is required'] },
        },
        422,
      ),
    ).toEqual({
      message: 'Not saved',
      serviceMessage: 'Not saved',
      code: 'unprocessable_entity',
      fieldErrors: { f1: ['is required'] },
    });
  });

  it('falls back to the status text, never a blank message', () => {
    expect(normalizeErrorBody(undefined, 503).message).toBe('503 Service unavailable');
    expect(normalizeErrorBody({}, 418, "I'm a teapot").message).toBe("418 I'm a teapot");
    expect(normalizeErrorBody({ error: '   ' }, 500).message).toBe('500 Internal server error');
    expect(normalizeErrorBody('<html><body>Bad gateway</body></html>', 502).message).toBe(
      '502 Bad gateway',
    );
    expect(normalizeErrorBody('Upstream timed out', 504).message).toBe('Upstream timed out');
    expect(normalizeErrorBody({ error: 42 }, 400).message).toBe('400 Bad request');
  });
});

describe('service text', () => {
  const huge = `Paste your key at https://evil.example ${'x'.repeat(2 * 1024 * 1024)}`;

  it('bounds the message and keeps the service’s words whole apart', () => {
    const normalized = normalizeErrorBody({ error: { message: huge } }, 500);
    expect(normalized.message).toHaveLength(301);
    expect(normalized.message.endsWith('…')).toBe(true);
    expect(normalized.serviceMessage).toBe(huge);
  });

  it('bounds each field message', () => {
    const { fieldErrors } = normalizeErrorBody({ errors: { name: [huge] } }, 422);
    expect(fieldErrors.name?.[0]).toHaveLength(301);
  });

  it('marks the console’s own fallback as not the service’s', () => {
    expect(normalizeErrorBody(undefined, 503).serviceMessage).toBeUndefined();
    expect(normalizeErrorBody({}, 418, "I'm a teapot").serviceMessage).toBe("418 I'm a teapot");
  });
});

describe('requestTimeout', () => {
  it('says a read got no answer, and that a write may have landed', () => {
    const read = requestTimeout('GET /api/v1/users', 'host.example', 30_000, false);
    expect(read).toMatchObject({ kind: 'network', status: 0, timedOut: true });
    expect(read.message).toBe('No answer from host.example within 30 s.');
    const write = requestTimeout('PUT /api/v1/x', 'host.example', 400, true);
    expect(write.message).toMatch(
      /^No answer within 0\.4 s; it may or may not have been applied\./,
    );
  });
});

describe('apiErrorFromResponse', () => {
  it('carries status, message, field errors, endpoint, request id and Retry-After', async () => {
    const response = new Response(JSON.stringify({ errors: { limit: ['is too large'] } }), {
      status: 429,
      headers: { 'x-request-id': 'req_1', 'retry-after': '7', 'content-type': 'application/json' },
    });
    const error = await apiErrorFromResponse(response, 'GET /api/v1/workflows');
    expect(error).toMatchObject({
      kind: 'http',
      status: 429,
      message: 'limit: is too large',
      fieldErrors: { limit: ['is too large'] },
      endpoint: 'GET /api/v1/workflows',
      requestId: 'req_1',
      retryAfterSeconds: 7,
    });
  });

  it('reads a body that is not JSON', async () => {
    const error = await apiErrorFromResponse(
      new Response('gateway exploded', { status: 502 }),
      'GET /x',
    );
    expect(error.message).toBe('gateway exploded');
    expect(error.serviceMessage).toBe('gateway exploded');
    expect(error.requestId).toBeUndefined();
  });
});
