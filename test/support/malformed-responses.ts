/**
 * The malformed-responses property, shared by the `*.property.test.tsx` files in test/routes (split
 * by screen so the screens spread over the workers). Malformed and hostile responses, property-based: every screen is rendered against the
 * real demo API's answers, broken on the way out by fast-check-chosen mutations (missing and null
 * fields, wrong types, unknown extra fields, empty and 10,000-element arrays, 100 KB strings, deep
 * nesting, unknown enum values, layout edges to missing nodes, positions that are not numbers).
 * Each screen must settle on something a person can read (a heading in the main area, and a table,
 * an empty state or an error message), and no error may escape the route error boundaries: a crash
 * caught by one (a screen that trusted a shape) fails the property as well.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { EmotionCache } from '@emotion/cache';
import fc from 'fast-check';
import { getResponse, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoHandlers } from '@/demo-api/handlers';
import { createStyleCache } from '@/lib/style-cache';
import { allowContractViolations, db, server } from './demo-server';
import { renderRoute } from './render';
import { workflowByKey } from './seed-lookup';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Container = Json[] | { [key: string]: Json };

const KINDS = [
  'delete',
  'null',
  'wrongType',
  'extraField',
  'emptyArray',
  'hugeArray',
  'longString',
  'deepNesting',
  'unknownEnum',
  'badPosition',
  'danglingEdge',
  'wrongRoot',
  'builtinName',
  'builtinKey',
] as const;
type Kind = (typeof KINDS)[number];

interface Mutation {
  kind: Kind;
  /** Which candidate node (modulo their number); 0 is the longest array for array mutations. */
  at: number;
  /** Picks among replacement values. */
  variant: number;
}

interface Slot {
  parent: Container;
  key: string | number;
  value: Json;
}

const LONG_STRING = 'x'.repeat(100 * 1024);
/** Names of built-in properties: as a value (a field type, a status) or as a key (an answer, a position). */
const BUILTIN_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];
const UNKNOWN_ENUM = 'definitely_not_a_known_value';
const WRONG_TYPES: Json[] = [42, -1.5, 'text', true, false, [], {}, [1, 'two', null], { a: 1 }];
const BAD_POSITIONS: Json[] = ['NaN', null, 'abc', {}, [], true, '1e309', { x: 1 }];

function isContainer(value: Json): value is Container {
  return typeof value === 'object' && value !== null;
}

/** Every field and element below the root, down to 64 levels (deep nesting stays unvisited). */
function slots(root: Json): Slot[] {
  const found: Slot[] = [];
  const stack: [Json, number][] = [[root, 0]];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const [value, depth] = entry;
    if (!isContainer(value) || depth >= 64) continue;
    const entries: [string | number, Json][] = Array.isArray(value)
      ? value.map((item, index) => [index, item])
      : Object.entries(value);
    for (const [key, item] of entries) {
      found.push({ parent: value, key, value: item });
      stack.push([item, depth + 1]);
    }
  }
  return found;
}

function deeplyNested(depth: number, arrays: boolean): Json {
  let value: Json = 'bottom';
  for (let level = 0; level < depth; level += 1) value = arrays ? [value] : { nested: value };
  return value;
}

function setSlot(slot: Slot, value: Json | undefined): void {
  if (Array.isArray(slot.parent)) {
    if (value === undefined) slot.parent.splice(Number(slot.key), 1);
    else slot.parent[Number(slot.key)] = value;
  } else if (value === undefined) {
    Reflect.deleteProperty(slot.parent, slot.key);
  } else {
    slot.parent[slot.key] = value;
  }
}

const pick = <T>(items: readonly T[], index: number): T | undefined =>
  items.length === 0 ? undefined : items[index % items.length];

/** Applies one mutation to a (copied) body and returns the new body. */
function mutate(body: Json, mutation: Mutation): Json {
  const { kind, at, variant } = mutation;
  // Copies: a shared constant changed by a later mutation could end up inside itself.
  if (kind === 'wrongRoot') return structuredClone(pick(WRONG_TYPES, variant) ?? null);
  const all = slots(body);
  const candidates = (keep: (slot: Slot) => boolean) => all.filter(keep);
  let slot: Slot | undefined;
  switch (kind) {
    case 'delete':
    case 'null':
    case 'wrongType':
    case 'deepNesting':
      slot = pick(all, at);
      break;
    case 'extraField': {
      const objects = [body, ...all.map((s) => s.value)].filter(
        (value): value is { [key: string]: Json } => isContainer(value) && !Array.isArray(value),
      );
      const target = pick(objects, at);
      if (target) {
        target[`unknown_${String(variant)}`] = { extra: [1, 2, 3], note: 'not in the interface' };
      }
      return body;
    }
    case 'emptyArray':
    case 'hugeArray': {
      const arrays = candidates((s) => Array.isArray(s.value)).sort(
        (a, b) => (b.value as Json[]).length - (a.value as Json[]).length,
      );
      slot = pick(arrays, at);
      break;
    }
    case 'builtinKey': {
      const objects = [body, ...all.map((s) => s.value)].filter(
        (value): value is { [key: string]: Json } => isContainer(value) && !Array.isArray(value),
      );
      const target = pick(objects, at);
      // defineProperty: an assignment to `__proto__` would set the prototype, not add a key.
      if (target)
        Object.defineProperty(target, pick(BUILTIN_NAMES, variant) ?? '__proto__', {
          value: structuredClone(pick(WRONG_TYPES, at) ?? null),
          enumerable: true,
          configurable: true,
          writable: true,
        });
      return body;
    }
    case 'longString':
    case 'unknownEnum':
    case 'builtinName':
      slot = pick(
        candidates((s) => typeof s.value === 'string'),
        at,
      );
      break;
    case 'badPosition':
      slot = pick(
        candidates(
          (s) =>
            ['x', 'y', 'position', 'positions'].includes(String(s.key)) ||
            (typeof s.value === 'number' && typeof s.key === 'string'),
        ),
        at,
      );
      break;
    case 'danglingEdge':
      slot = pick(
        candidates((s) => ['source', 'target', 'from', 'to', 'next'].includes(String(s.key))),
        at,
      );
      break;
  }
  if (!slot) return body;
  switch (kind) {
    case 'delete':
      setSlot(slot, undefined);
      break;
    case 'null':
      setSlot(slot, null);
      break;
    case 'wrongType': {
      const type = Array.isArray(slot.value) ? 'array' : typeof slot.value;
      const other = WRONG_TYPES.filter(
        (value) => (Array.isArray(value) ? 'array' : typeof value) !== type,
      );
      setSlot(slot, structuredClone(pick(other, variant) ?? null));
      break;
    }
    case 'deepNesting':
      setSlot(slot, deeplyNested(2000, variant % 2 === 0));
      break;
    case 'emptyArray':
      setSlot(slot, []);
      break;
    case 'hugeArray': {
      const items = slot.value as Json[];
      const first = items[0] ?? 'item';
      // Copies of the first element get unique ids.
      const copy = (index: number): Json => {
        let item: Json;
        try {
          item = structuredClone(first);
        } catch {
          item = null; // too deeply nested to copy
        }
        if (isContainer(item) && !Array.isArray(item) && typeof item.id === 'string')
          item.id = `${item.id}-${String(index)}`;
        return item;
      };
      // 10,000 elements: junk (null, numbers, strings, arrays) with a real-looking copy every 100th.
      const junk: Json[] = [null, 7, 'text', [], true];
      setSlot(
        slot,
        Array.from({ length: 10_000 }, (_, index) =>
          index % 100 === 0 ? copy(index) : (junk[(index + variant) % junk.length] ?? null),
        ),
      );
      break;
    }
    case 'longString':
      setSlot(slot, LONG_STRING);
      break;
    case 'unknownEnum':
      setSlot(slot, UNKNOWN_ENUM);
      break;
    case 'builtinName':
      setSlot(slot, pick(BUILTIN_NAMES, variant) ?? '__proto__');
      break;
    case 'badPosition':
      setSlot(slot, pick(BAD_POSITIONS, variant) ?? null);
      break;
    case 'danglingEdge':
      setSlot(slot, `missing-node-${String(variant)}`);
      break;
  }
  return body;
}

const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom(...KINDS),
  at: fc.nat({ max: 5000 }),
  variant: fc.nat({ max: 20 }),
});

/** The real demo API, to derive each broken answer from the answer it would have given. */
const realHandlers = createDemoHandlers({ db, requireKey: false });

/** Serves every `/api/v1` answer with `mutations` applied to its JSON body. */
function serveBroken(mutations: Mutation[]): void {
  allowContractViolations();
  server.use(
    http.all(/\/api\/v1\//, async ({ request }) => {
      const real = await getResponse(realHandlers, request);
      if (!real) return HttpResponse.json({ error: 'not found' }, { status: 404 });
      if (!real.ok || request.method !== 'GET') return real;
      let body = (await real.json()) as Json;
      for (const mutation of mutations) body = mutate(body, mutation);
      return HttpResponse.json(body, { headers: { 'X-Request-Id': 'req_property' } });
    }),
  );
}

/** Errors React Router's boundaries caught (logged through console.error). */
let caught: string[] = [];
let uncaught: string[] = [];
const onWindowError = (event: ErrorEvent) => {
  uncaught.push(event.message);
};
beforeEach(() => {
  caught = [];
  uncaught = [];
  window.addEventListener('error', onWindowError);
  const original = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const error = args.find((arg): arg is Error => arg instanceof Error);
    const text = args.map(String).join(' ');
    if (/caught the following error|error occurred in/i.test(text) || error) {
      caught.push(
        error
          ? `${error.name}: ${error.message}\n${(error.stack ?? '').split('\n').slice(1, 12).join('\n')}`
          : text.slice(0, 300),
      );
      return;
    }
    original(...args);
  });
});
afterEach(() => {
  window.removeEventListener('error', onWindowError);
});

/** What a screen shows while it loads: skeleton rows, progress bars, "Loading…" placeholders. */
const BUSY_SELECTOR =
  '[data-testid="skeleton-row"], [role="progressbar"], progress, [aria-label^="Loading"]';
/** A heading or an error message. */
const SETTLED_SELECTOR = 'h1, h2, h3, h4, h5, h6, [role="heading"], [role="alert"]';

/** Renders `url`, waits until it settles, and checks the main area reads as something. */
async function rendersReadably(
  url: string,
  mutations: Mutation[],
  styles: EmotionCache,
): Promise<void> {
  caught = [];
  serveBroken(mutations);
  const view = renderRoute(url, { styles });
  try {
    const main = await screen.findByRole('main', {}, { timeout: 10_000 });
    // Settling is polled with plain selectors (role queries walk every element and its styles, and
    // a screen given 10,000 elements is a large page); the same conditions are then asserted by role.
    await waitFor(
      () => {
        expect(main.querySelector(BUSY_SELECTOR), 'skeletons and progress bars').toBeNull();
        expect(
          main.querySelector(SETTLED_SELECTOR),
          'a heading or an error message',
        ).not.toBeNull();
      },
      { timeout: 20_000 },
    );
    await waitFor(() => {
      expect(within(main).queryAllByTestId('skeleton-row'), 'skeleton rows').toHaveLength(0);
      expect(within(main).queryAllByRole('progressbar'), 'progress bars').toHaveLength(0);
      expect(within(main).queryAllByLabelText(/^Loading/), 'loading placeholders').toHaveLength(0);
      // A heading, or an error message (a screen whose record is unreadable shows only that).
      expect(
        within(main).queryAllByRole('heading').length + within(main).queryAllByRole('alert').length,
        'a heading or an error message',
      ).toBeGreaterThan(0);
    });
    const readable =
      within(main).queryAllByRole('table').length +
      within(main).queryAllByRole('status').length +
      within(main).queryAllByRole('alert').length +
      within(main).queryAllByRole('form').length +
      within(main).queryAllByRole('tabpanel').length +
      within(main).queryAllByRole('region').length +
      within(main).queryAllByRole('list').length;
    expect(main.textContent.trim().length).toBeGreaterThan(0);
    expect(
      readable,
      `nothing readable on ${url}:\n${main.textContent.slice(0, 500)}`,
    ).toBeGreaterThan(0);
    expect(uncaught, `uncaught errors on ${url}`).toEqual([]);
    expect(caught, `crashes caught by an error boundary on ${url}`).toEqual([]);
  } finally {
    view.unmount();
    server.resetHandlers();
  }
}

/**
 * Bounded: the two examples, then at most NUM_RUNS cases per screen started within PROPERTY_SECONDS
 * of this worker's CPU time, so `npm test` stays fast on a slow machine (it checks the first cases of
 * the fixed seed; a faster machine checks more). CPU time, not the clock: a worker that shares the
 * machine with other work checks as many cases as one that has it alone (Vitest's workers are
 * processes, so the figure is this worker's own). `PROPERTY_SECONDS=600 PROPERTY_RUNS=100
 * FC_SEED=<n>` explores longer.
 */
const NUM_RUNS = Number(process.env.PROPERTY_RUNS ?? 15);
const TIME_LIMIT_MS = Number(process.env.PROPERTY_SECONDS ?? 4) * 1000;

/** CPU milliseconds this process has used (user and system, every thread of it). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Always checked first, whatever the time: 10,000 elements (mostly junk) in the longest array. */
const EXAMPLES: Mutation[][] = [
  [{ kind: 'hugeArray', at: 0, variant: 0 }],
  [{ kind: 'hugeArray', at: 0, variant: 1 }],
];

const SEED = Number(process.env.FC_SEED ?? 20261121);

/**
 * One property per screen: the examples, then fast-check's cases for the fixed seed (FC_SEED=<n>
 * explores others), in order, until the CPU-time limit. A case is never cut short: each render
 * finishes and is checked. A failure names the case, so it can be replayed as an example.
 */
async function checkScreen(url: () => string) {
  // One style cache for every render of the screen, as for the screens of one page load: a fresh one
  // per render compiled and parsed the same styles again each time (a sixth of this test's time).
  // Each render still has every style it uses in the document; they go after the test (setup-pages.ts).
  const styles = createStyleCache();
  if (!process.env.NO_EXAMPLES)
    for (const example of EXAMPLES) await rendersReadably(url(), example, styles);
  const cases = fc.sample(fc.array(mutationArb, { minLength: 1, maxLength: 3 }), {
    seed: SEED,
    numRuns: NUM_RUNS,
  });
  const deadline = cpuMs() + TIME_LIMIT_MS;
  for (const [index, mutations] of cases.entries()) {
    if (cpuMs() > deadline) break;
    try {
      await rendersReadably(url(), mutations, styles);
    } catch (error) {
      throw new Error(
        `Case ${String(index)} of seed ${String(SEED)} failed: ${JSON.stringify(mutations)}`,
        { cause: error },
      );
    }
  }
}

export const workflowId = () => workflowByKey('post-new-tickets-to-support').id;
export const actionTypeId = () => {
  const first = db.actionTypes.all()[0];
  if (!first) throw new Error('the seed has no action type');
  return first.id;
};

/** A screen: its name in the test title, and its URL (read once the seed is loaded). */
export type Screen = [name: string, url: () => string];

/** One test per screen: it renders something readable whatever the service answers. */
export function describeMalformedResponses(screens: Screen[]): void {
  describe('malformed and hostile responses', () => {
    for (const [name, url] of screens) {
      it(
        `${name} renders something readable whatever the service answers`,
        () => checkScreen(url),
        TIME_LIMIT_MS + 180_000,
      );
    }
  });
}
