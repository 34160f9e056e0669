import { beforeEach, describe, expect, it } from 'vitest';
import { extensionState, forgetExtensions } from '@/config/extensions';
import { ApiError } from './errors';
import { isNotOffered, trackExtension } from './extensions';

const httpError = (status: number, serviceMessage?: string, body?: unknown) =>
  new ApiError({
    kind: 'http',
    status,
    endpoint: 'POST /api/v1/workflows/w1/publish',
    message: serviceMessage ?? `${status}`,
    ...(serviceMessage ? { serviceMessage } : {}),
    body,
  });

describe('telling a missing route from a missing record', () => {
  it('reads 405 and 501 as not offered', () => {
    expect(isNotOffered(httpError(405), 'workflow')).toBe(true);
    expect(isNotOffered(httpError(501, 'Not Implemented'), 'workflow')).toBe(true);
  });

  it('reads a 404 that names the record as the record’s own', () => {
    expect(isNotOffered(httpError(404, 'No workflow found with id "w1".'), 'workflow')).toBe(false);
    expect(isNotOffered(httpError(404, 'Workflow not found'), 'workflow')).toBe(false);
    expect(isNotOffered(httpError(404, "Couldn't find Execution with 'id'=e1"), 'execution')).toBe(
      false,
    );
  });

  it('reads any other 404 as a missing route', () => {
    expect(isNotOffered(httpError(404), 'workflow')).toBe(true);
    expect(isNotOffered(httpError(404, '404 Not Found'), 'workflow')).toBe(true);
    expect(
      isNotOffered(
        httpError(404, 'No route matches [POST] "/api/v1/workflows/w1/publish"'),
        'workflow',
      ),
    ).toBe(true);
    expect(
      isNotOffered(
        httpError(404, 'POST /api/v1/workflows/w1/publish is not an operation of the interface'),
        'workflow',
      ),
    ).toBe(true);
    expect(isNotOffered(httpError(404, 'No workflow found'), null)).toBe(true);
  });

  it('never reads other failures as not offered', () => {
    expect(isNotOffered(httpError(422, 'name is required'), 'workflow')).toBe(false);
    expect(isNotOffered(httpError(500), 'workflow')).toBe(false);
    expect(
      isNotOffered(
        new ApiError({ kind: 'network', status: 0, endpoint: 'x', message: 'offline' }),
        'workflow',
      ),
    ).toBe(false);
  });
});

describe('trackExtension', () => {
  beforeEach(forgetExtensions);

  it('notes an answer as offered and a missing route as not offered', async () => {
    await trackExtension('publish', Promise.resolve(1));
    expect(extensionState('publish')).toBe('offered');
    await expect(trackExtension('execute', Promise.reject(httpError(501)))).rejects.toThrow();
    expect(extensionState('execute')).toBe('not-offered');
  });

  it('leaves the state alone for a network failure or a 5xx', async () => {
    await expect(trackExtension('update', Promise.reject(httpError(503)))).rejects.toThrow();
    expect(extensionState('update')).toBe('unknown');
  });
});
