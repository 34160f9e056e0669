import { describe, expect, it, vi } from 'vitest';
import { createEmbedApi } from './embed-api';

const BASE = 'https://console.test';
const WORKFLOW = {
  name: 'Notify #sales',
  description: null,
  form: [{ id: 'f1', name: 'message', label: 'Message', type: 'TextField', required: true }],
  form_data: { f1: 'Hi' },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const expired = () =>
  json(401, { error: { code: 'token_expired', message: 'The embed token has expired.' } });

/** Tokens in turn: the first is current, each renewal gives the next (as the frame or the hook would). */
function tokensInTurn(first: string, ...renewals: string[]) {
  let current = first;
  const renew = vi.fn(() => {
    const next = renewals.shift();
    if (next === undefined) return Promise.reject(new Error('no more tokens'));
    current = next;
    return Promise.resolve(next);
  });
  return { current: () => current, renew };
}

/** A fake gateway: answers in turn, and every request it saw (with its body read). */
function gateway(...answers: (() => Response)[]) {
  const seen: { url: string; method: string; headers: Headers; body: string }[] = [];
  const fetchPage = vi.fn(async (request: Request) => {
    seen.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: await request.text(),
    });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  return { seen, fetchPage };
}

describe('the embed API, from the frame or the host page', () => {
  it('sends the token, never cookies, to the gateway origin and decodes the workflow', async () => {
    const tokens = tokensInTurn('token-1');
    const fake = gateway(() => json(200, WORKFLOW));
    const api = createEmbedApi(tokens, fake.fetchPage, BASE);
    const workflow = await api.getWorkflow('wf 1');
    expect(workflow.form_data).toEqual({ f1: 'Hi' });
    expect(fake.seen[0]?.url).toBe('https://console.test/embed-api/workflows/wf%201');
    expect(fake.seen[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(fake.fetchPage.mock.calls[0]?.[0].credentials).toBe('omit');
  });

  it('on an expired token renews it once and sends the same save again, key and all', async () => {
    const tokens = tokensInTurn('old', 'fresh');
    const fake = gateway(expired, () => json(200, { ...WORKFLOW, form_data: { f1: 'New' } }));
    const api = createEmbedApi(tokens, fake.fetchPage, BASE);
    const saved = await api.saveSettings('wf1', { f1: 'New' }, 'key-1');
    expect(tokens.renew).toHaveBeenCalledTimes(1);
    expect(saved.form_data).toEqual({ f1: 'New' });
    expect(fake.seen.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer old',
      'Bearer fresh',
    ]);
    expect(fake.seen[1]?.body).toBe(fake.seen[0]?.body);
    expect(JSON.parse(fake.seen[1]?.body ?? '')).toEqual({ form_data: { f1: 'New' } });
    expect(fake.seen.map((request) => request.headers.get('idempotency-key'))).toEqual([
      'key-1',
      'key-1',
    ]);
  });

  it('renews once only: a second expiry, or another refusal, is the error', async () => {
    const tokens = tokensInTurn('old', 'fresh');
    const api = createEmbedApi(tokens, gateway(expired, expired).fetchPage, BASE);
    await expect(api.getWorkflow('wf1')).rejects.toMatchObject({ status: 401 });

    const forbidden = gateway(() =>
      json(403, { error: { code: 'workflow_not_allowed', message: 'Not this one.' } }),
    );
    const other = tokensInTurn('t', 'unused');
    await expect(
      createEmbedApi(other, forbidden.fetchPage, BASE).getWorkflow('wf1'),
    ).rejects.toMatchObject({ status: 403 });
    expect(other.renew).not.toHaveBeenCalled();
  });

  it('says so when an answer is not a workflow', async () => {
    const api = createEmbedApi(
      tokensInTurn('t'),
      gateway(() => json(200, ['a', 'list'])).fetchPage,
      BASE,
    );
    await expect(api.getWorkflow('wf1')).rejects.toMatchObject({
      kind: 'malformed',
      message:
        'The service answered GET /embed-api/workflows/wf1 with something the console cannot read: expected a workflow object.',
    });
  });
});
