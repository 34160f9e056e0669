import { describe, expect, it } from 'vitest';
import { builtSeed } from '../store/built-seed';
import { DEMO_STORAGE_KEY } from '../store/storage-key';
import { mirroredStorage } from './mirrored-storage';
import { requestMessage, responseFrom, type FromWorker, type RequestMessage } from './protocol';
import { serveDemoApi } from './serve';

const ORIGIN = 'http://console.test';
let lastId = 0;

/** A request as the page sends it: through the protocol and a structured clone, as postMessage does. */
async function message(path: string, init?: RequestInit): Promise<RequestMessage> {
  lastId += 1;
  return structuredClone(await requestMessage(lastId, new Request(`${ORIGIN}${path}`, init)));
}

function startServer(saved: string | null = null) {
  const posted: FromWorker[] = [];
  const server = serveDemoApi(builtSeed(), saved, (out) => posted.push(structuredClone(out)));
  const ask = async (path: string, init?: RequestInit) => {
    const answer = await server.answer(await message(path, init));
    if (answer.type !== 'response') throw new Error(`${path} was not answered`);
    return responseFrom(structuredClone(answer));
  };
  const saveMessages = () => posted.flatMap((out) => (out.type === 'save' ? [out] : []));
  const saves = () => saveMessages().map((out) => out.saved);
  return { server, ask, saves, saveMessages };
}

const putFaults = (latency: number) => ({
  method: 'PUT',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ latency_ms: latency, failure_rate: 0 }),
});

describe('the demo API in its worker', () => {
  it('answers the page’s requests as the demo API does, through the messages', async () => {
    const { ask } = startServer();
    const response = await ask('/demo-api/api/v1/workflows?limit=2&user_key=main');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/json/);
    const body = (await response.json()) as { collection: { object: string }[] };
    expect(body.collection.map((row) => row.object)).toEqual(['workflow', 'workflow']);
  });

  it('leaves what no handler answers to the page (the network)', async () => {
    const { server } = startServer();
    const request = await message('/somewhere/else.json');
    expect(await server.answer(request)).toEqual({ type: 'unhandled', id: request.id });
  });

  it('sends what it saves to the page, and starts again from what the page saved', async () => {
    const first = startServer();
    expect((await first.ask('/demo-api/__demo/faults', putFaults(250))).status).toBe(200);
    const saved = first.saves().at(-1) ?? null;
    expect(JSON.parse(saved ?? '{}')).toMatchObject({ faults: { latency_ms: 250 } });

    const next = startServer(saved);
    const state = (await (await next.ask('/demo-api/__demo/state')).json()) as {
      faults: { latency_ms: number };
    };
    expect(state.faults.latency_ms).toBe(250);
  });

  it('follows what another tab saved, and a reset there', async () => {
    const here = startServer();
    const there = startServer();
    await there.ask('/demo-api/__demo/faults', putFaults(700));
    here.server.follow(there.saves().at(-1) ?? null, 1);
    const faults = async () =>
      (
        (await (await here.ask('/demo-api/__demo/state')).json()) as {
          faults: { latency_ms: number };
        }
      ).faults.latency_ms;
    expect(await faults()).toBe(700);
    here.server.follow(null, 2);
    expect(await faults()).toBe(0);
    // Following writes nothing back; a save made after it says which of the page's states it follows,
    // so the page can drop a save that crossed a newer state of another tab.
    expect(here.saves()).toEqual([]);
    await here.ask('/demo-api/__demo/faults', putFaults(50));
    expect(here.saveMessages().map((out) => out.follows)).toEqual([2]);
    expect(there.saveMessages().map((out) => out.follows)).toEqual([0]);
  });
});

describe('the messages between the page and the worker', () => {
  it('carry a write’s body and headers, and an answer without a body', async () => {
    const sent = await message('/demo-api/__demo/reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'k1' },
      body: '{}',
    });
    expect(new TextDecoder().decode(sent.body ?? new ArrayBuffer(0))).toBe('{}');
    expect(sent.headers).toContainEqual(['idempotency-key', 'k1']);
    const empty = responseFrom({
      type: 'response',
      id: 1,
      status: 204,
      statusText: '',
      headers: [],
      body: null,
    });
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
  });

  it('mirror only the demo’s own key of local storage', () => {
    const saved: (string | null)[] = [];
    const storage = mirroredStorage('{"seed":"x"}', (text) => saved.push(text));
    expect(storage.getItem(DEMO_STORAGE_KEY)).toBe('{"seed":"x"}');
    storage.setItem('other', 'ignored');
    expect(storage.getItem('other')).toBeNull();
    storage.setItem(DEMO_STORAGE_KEY, '{"seed":"y"}');
    storage.replace('{"seed":"z"}');
    expect(storage.getItem(DEMO_STORAGE_KEY)).toBe('{"seed":"z"}');
    storage.removeItem(DEMO_STORAGE_KEY);
    expect(saved).toEqual(['{"seed":"y"}', null]);
  });
});
