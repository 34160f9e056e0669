/**
 * AsyncSelect option pages get the client's read timeout: a provider that sends its headers and then
 * stalls ends in a network ApiError (retried like any other), never in a list loading forever.
 * (jsdom: the module reads the connection, which needs a window.)
 */
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { requestTimeouts } from '@/api/client';
import { ApiError } from '@/api/errors';
import { isRetryable } from '@/lib/query-client';
import { server, withDemoServer } from '@test/support/demo-server';
import { makeFieldData } from '@test/support/fields';
import { fetchOptionsPage } from './options-page';

// Option pages come from the demo API's provider lists, through msw.
withDemoServer();

const URL_STALLS = 'https://provider.example/options';
const data = makeFieldData({ url: URL_STALLS, label_key: 'name', value_key: 'id' });

afterEach(() => {
  requestTimeouts.readMs = 30_000;
});

describe('fetchOptionsPage', () => {
  it('gives up on a page whose body never finishes', async () => {
    requestTimeouts.readMs = 150;
    server.use(
      http.get(URL_STALLS, () => {
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"collection": ['));
          },
        });
        return new HttpResponse(stream, { headers: { 'content-type': 'application/json' } });
      }),
    );
    const error = await fetchOptionsPage(URL_STALLS, data, null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'network',
      timedOut: true,
      message: 'The options endpoint provider.example did not answer within 0.2 s.',
    });
    expect(isRetryable(error)).toBe(true);
  });

  it('is still cancelled by the caller as a cancellation', async () => {
    server.use(http.get(URL_STALLS, () => new Promise<never>(() => undefined)));
    const controller = new AbortController();
    const pending = fetchOptionsPage(URL_STALLS, data, null, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
