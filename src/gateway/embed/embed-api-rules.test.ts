import { describe, expect, it } from 'vitest';
import { embedView, matchEmbedRequest, saveBody, scopedIdempotencyKey } from './embed-api-rules';

describe('what an embed token allows', () => {
  it('reading one workflow and saving its settings, nothing else', () => {
    expect(matchEmbedRequest('GET', '/embed-api/workflows/wf1')).toEqual({
      kind: 'read',
      id: 'wf1',
    });
    expect(matchEmbedRequest('PUT', '/embed-api/workflows/wf1/settings')).toEqual({
      kind: 'save',
      id: 'wf1',
    });
    for (const [method, path] of [
      ['GET', '/embed-api/workflows'],
      ['PUT', '/embed-api/workflows/wf1'],
      ['POST', '/embed-api/workflows/wf1/discard_draft'],
      ['GET', '/embed-api/workflows/wf1/settings'],
      ['GET', '/embed-api/users'],
      ['GET', '/embed-api/workflows/..%2Fusers'],
      ['GET', '/embed-api/workflows/%2e%2e'],
      ['GET', '/api/v1/workflows/wf1'],
      ['GET', '/embed-apiworkflows/wf1'],
    ])
      expect(matchEmbedRequest(method ?? '', path ?? ''), `${method} ${path}`).toBeUndefined();
  });
});

describe('what the browser gets', () => {
  it('is the name, description, form and answers only', () => {
    expect(
      embedView({
        id: 'wf1',
        name: 'N',
        description: null,
        form: [],
        form_data: { a: 1 },
        groups: ['admins'],
        is_template: false,
        managed_by: 'ops',
        template: { steps: [] },
      }),
    ).toEqual({ name: 'N', description: null, form: [], form_data: { a: 1 } });
    expect(embedView([])).toBeNull();
    expect(embedView('text')).toBeNull();
  });
});

describe('what is saved', () => {
  it("is the token's user's answers, whatever user the browser names", () => {
    expect(
      JSON.parse(saveBody({ user_key: 'B', form_data: { a: 1 }, groups: ['x'] }, 'A') ?? ''),
    ).toEqual({ user_key: 'A', form_data: { a: 1 } });
    expect(saveBody({ form_data: [] }, 'A')).toBeNull();
    expect(saveBody({}, 'A')).toBeNull();
  });

  it("scopes the idempotency key to the user: one user's key never names another's save", () => {
    expect(scopedIdempotencyKey('A', 'k')).toBe(scopedIdempotencyKey('A', 'k'));
    expect(scopedIdempotencyKey('A', 'k')).not.toBe(scopedIdempotencyKey('B', 'k'));
    expect(scopedIdempotencyKey('A\0k', '')).not.toBe(scopedIdempotencyKey('A', '\0k'));
  });
});
