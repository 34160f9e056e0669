import { describe, expect, it } from 'vitest';
import { apiErrorFromResponse, normalizeErrorBody } from './errors';

describe('normalizeErrorBody', () => {
  it('reads every common error shape', () => {
    expect(normalizeErrorBody({ error: 'Workflow not found' }, 404).message).toBe(
      'Workflow not found',
    );
    expect(normalizeErrorBody({ error: { message: 'Nope', code: 'no' } }, 400)).toEqual({
      message: 'Nope',
      code: 'no',
      fieldErrors: {},
    });
    expect(normalizeErrorBody({ message: 'Slow down' }, 429).message).toBe('Slow down');
    expect(normalizeErrorBody({ errors: ['first', 'second'] }, 422).message).toBe('first');
    expect(
      normalizeErrorBody({ errors: { name: ['is required'], 'form[x]': 'bad' } }, 422),
    ).toEqual({
      message: 'name: is required; form[x]: bad',
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
    expect(error.requestId).toBeUndefined();
  });
});
