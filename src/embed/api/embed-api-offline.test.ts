import { describe, expect, it, vi } from 'vitest';
import { createEmbedApi } from './embed-api';

// The module that reads error answers cannot be loaded (the host page went offline meanwhile).
vi.mock('@/api/error-body', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('the embed API when its error reader cannot load', () => {
  it('still fails with the status of the answer', async () => {
    const refusing = () =>
      Promise.resolve(Response.json({ error: { message: 'No.' } }, { status: 403 }));
    const tokens = { current: () => 't', renew: () => Promise.resolve('t') };
    const api = createEmbedApi(tokens, refusing, 'https://console.test');
    await expect(api.getWorkflow('wf1')).rejects.toMatchObject({
      kind: 'http',
      status: 403,
      message: 'GET /embed-api/workflows/wf1 answered 403.',
    });
  });
});
