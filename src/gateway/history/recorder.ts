/**
 * Records the versions in every workflow answer the gateway forwards, once the answer has gone to the
 * browser (never before: the operator is not kept waiting). Hashes come first: a read whose bytes this
 * instance recorded within the last minute is done with there (no parsing); otherwise each version's
 * content hash, and the store is asked only when it is not the one this instance last saw for that
 * workflow and kind within a minute (then only `last_seen_at` moves). Reads (`GET /workflows/{id}`) are recorded as `read` and mark the
 * workflow as opened through the console (the scan's scope); the console's writes (publish, discard,
 * update) as `console`, with the operator.
 */
import { createHash } from 'node:crypto';
import { gunzip, brotliDecompress, inflate } from 'node:zlib';
import { promisify } from 'node:util';
import type { VersionRows, VersionSource } from '../store/versions';
import type { WatchedRows } from '../store/watched';
import { versionsOf, type SeenVersion } from './content';

/** The operations whose answer is a whole workflow, and how a version found in it was made. */
const WORKFLOW_ANSWERS: Readonly<Record<string, VersionSource>> = {
  getWorkflow: 'read',
  publishWorkflow: 'console',
  discardWorkflowDraft: 'console',
  updateWorkflow: 'console',
};

const DECODERS: Readonly<Record<string, (input: Buffer) => Promise<Buffer>>> = {
  gzip: promisify(gunzip),
  br: promisify(brotliDecompress),
  deflate: promisify(inflate),
};

/** How long an instance trusts the hash it last saw for a workflow and kind (no store call). */
const SEEN_FOR_MS = 60_000;
const SEEN_ENTRIES = 10_000;
/** Answers waiting to be recorded at most; past it one is dropped (and said), not kept in memory. */
const MAX_PENDING = 1000;

export interface ForwardedAnswer {
  operationId: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  user: string;
  /** The user key the console read it with (the scan reads it with the same). */
  userKey: string;
}

export interface Recorder {
  /** Whether an answer of this operation may hold versions (the proxy asks before keeping it). */
  wants: (operationId: string, status: number) => boolean;
  /** Records what the answer holds; call after it was sent. Never throws. */
  answered: (answer: ForwardedAnswer) => Promise<void>;
  /** Records the versions of a workflow object the gateway read itself (the scan); how many were new. */
  seen: (workflow: unknown) => Promise<number>;
}

export interface RecorderDeps {
  versions: VersionRows;
  watched: WatchedRows;
  warn: (message: string) => void;
  now?: () => number;
}

async function decoded(answer: ForwardedAnswer): Promise<unknown> {
  const encoding = answer.headers['content-encoding']?.trim().toLowerCase();
  const decode = encoding && encoding !== 'identity' ? DECODERS[encoding] : undefined;
  if (encoding && encoding !== 'identity' && !decode) return undefined;
  const bytes = decode ? await decode(answer.body) : answer.body;
  return JSON.parse(bytes.toString('utf8')) as unknown;
}

export function createRecorder(deps: RecorderDeps): Recorder {
  const now = deps.now ?? Date.now;
  const lastSeen = new Map<string, { hash: string; at: number }>();
  /** Reads recorded lately, by the SHA-256 of their bytes: the same bytes hold the same versions. */
  const readBodies = new Map<string, number>();
  // One answer after the other, in the order they were sent: a later read is never recorded first.
  let queue: Promise<void> = Promise.resolve();
  let pending = 0;

  async function store(
    version: SeenVersion,
    source: VersionSource,
    actor: string | null,
  ): Promise<boolean> {
    const key = `${version.workflowId}\n${version.kind}`;
    const at = now();
    const known = lastSeen.get(key);
    if (known && known.hash === version.hash && at - known.at < SEEN_FOR_MS) return false;
    const recorded = await deps.versions.record({ ...version, source, actor, at });
    if (lastSeen.size >= SEEN_ENTRIES) lastSeen.clear();
    lastSeen.set(key, { hash: version.hash, at });
    return recorded !== null;
  }

  return {
    wants: (operationId, status) => status === 200 && operationId in WORKFLOW_ANSWERS,
    answered(answer) {
      if (pending >= MAX_PENDING) {
        deps.warn('The history is behind: a workflow answer was not recorded');
        return Promise.resolve();
      }
      pending += 1;
      queue = queue
        .then(() => record(answer))
        .finally(() => {
          pending -= 1;
        });
      return queue;
    },
    async seen(workflow) {
      let recorded = 0;
      for (const version of versionsOf(workflow))
        if (await store(version, 'scan', null)) recorded += 1;
      return recorded;
    },
  };

  async function record(answer: ForwardedAnswer): Promise<void> {
    const source = WORKFLOW_ANSWERS[answer.operationId];
    if (!source || answer.status !== 200) return;
    try {
      const bodyHash =
        source === 'read' ? createHash('sha256').update(answer.body).digest('hex') : undefined;
      const at = now();
      if (bodyHash !== undefined) {
        const seenAt = readBodies.get(bodyHash);
        if (seenAt !== undefined && at - seenAt < SEEN_FOR_MS) return;
      }
      const workflow = await decoded(answer);
      const versions = versionsOf(workflow);
      const [first] = versions;
      if (!first) return;
      for (const version of versions) await store(version, source, answer.user);
      if (answer.operationId === 'getWorkflow') {
        const template =
          typeof workflow === 'object' &&
          workflow !== null &&
          (workflow as { is_template?: unknown }).is_template === true;
        await deps.watched.opened(first.workflowId, answer.userKey, template, now());
      }
      if (bodyHash !== undefined) {
        if (readBodies.size >= SEEN_ENTRIES) readBodies.clear();
        readBodies.set(bodyHash, at);
      }
    } catch (error) {
      deps.warn(
        `A workflow answer could not be recorded in the history (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
}
