/**
 * Workflow history and alerts, put together: the recorder the proxy feeds, the store's rows the
 * console's endpoints read, and the background work (scan, alert deliveries, git export) that one
 * instance at a time runs, holding a lease in the store (`background_jobs`) that it renews every tick
 * and another instance takes over once it has run out (its holder died).
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import { deliverDue } from '../alerts/deliver';
import type { AuditTrail } from '../audit';
import type { GatewayConfig } from '../config';
import type { Upstream } from '../proxy/upstream';
import { alertRows, type AlertRows } from '../store/alerts';
import { jobRows, type JobRows } from '../store/jobs';
import { runRows, type RunRows } from '../store/runs';
import type { Database } from '../store/schema';
import { versionRows, type HistorySize, type VersionRows } from '../store/versions';
import { watchedRows, type ScanScope, type WatchedRows } from '../store/watched';
import { openGitExport, type GitExport } from './git-export';
import { DEFAULT_PACE, pacedReader, RateLimited, type Pace } from './paced-reader';
import { createRecorder, type Recorder } from './recorder';
import { FIRST_REACH_MS } from './runs-read';
import { emptyProgress, runScan, type ScanProgress } from './scan';

export const SCAN_JOB = 'history-scan';
export const GIT_JOB = 'history-git-export';
const DAY_MS = 86_400_000;
/** How long stopping waits for a scan under way to end its batch. */
const STOP_WAIT_MS = 2000;

export interface HistoryOptions {
  /** How often each instance tries the lease and does what is due (default 5 s). */
  tickMs?: number;
  /** How long a lease lasts unless renewed (default 60 s). */
  leaseMs?: number;
  retryDelaysMs?: readonly number[];
  pace?: Pace;
}

export interface ScanResult extends ScanProgress {
  requests: number;
  duration_ms: number;
}

export interface HistoryStatus {
  interval_seconds: number;
  retention_days: number | null;
  git_export: boolean;
  scope: ScanScope;
  scan: {
    running: boolean;
    this_instance: boolean;
    started_at: string | null;
    finished_at: string | null;
    waiting_until: string | null;
    last: ScanResult | null;
  };
  size: HistorySize;
}

export interface HistoryService {
  instance: string;
  recorder: Recorder;
  versions: VersionRows;
  watched: WatchedRows;
  alerts: AlertRows;
  /** The daily run figures the scan keeps (the overview reads them). */
  runs: RunRows;
  status: () => Promise<HistoryStatus>;
  /** One tick: take or renew the lease, and run what is due (tests call it). */
  tick: () => Promise<void>;
  /** Resolves when the scan this instance runs (if any) has stopped. */
  scanDone: () => Promise<void>;
  start: () => void;
  stop: () => Promise<void>;
}

export interface HistoryDeps {
  db: Kysely<Database>;
  config: GatewayConfig;
  upstream: Upstream;
  audit: AuditTrail;
  warn: (message: string) => void;
  options?: HistoryOptions;
}

const iso = (ms: number | null) => (ms === null || ms === 0 ? null : new Date(ms).toISOString());

/** The scan job's `result`: the last finished run, and the progress of the one under way. */
interface ScanRecord {
  last: ScanResult | null;
  progress: ScanProgress | null;
}

function parseRecord(text: string | null): ScanRecord {
  if (!text) return { last: null, progress: null };
  try {
    const value = JSON.parse(text) as Partial<ScanRecord>;
    return { last: value.last ?? null, progress: value.progress ?? null };
  } catch {
    return { last: null, progress: null };
  }
}

export function createHistory(deps: HistoryDeps): HistoryService {
  const { config, warn } = deps;
  const options = deps.options ?? {};
  const tickMs = options.tickMs ?? 5000;
  const leaseMs = options.leaseMs ?? 60_000;
  const instance = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const versions = versionRows(deps.db);
  const watched = watchedRows(deps.db);
  const alerts = alertRows(deps.db);
  const runs = runRows(deps.db);
  const jobs: JobRows = jobRows(deps.db);
  const recorder = createRecorder({ versions, watched, warn });
  let git: Promise<GitExport> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let scanning: Promise<void> | undefined;
  let ticking: Promise<void> | undefined;
  let stopped = false;

  const lease = (name: string) => {
    const now = Date.now();
    return jobs.lease(name, instance, now, now + leaseMs);
  };

  async function scan(): Promise<void> {
    const job = await jobs.read(SCAN_JOB);
    const now = Date.now();
    if (!job || job.notBefore > now) return;
    const due =
      job.cursor !== null ||
      job.startedAt === null ||
      now - job.startedAt >= config.history.watchIntervalMs;
    if (!due) return;
    const fresh = job.cursor === null;
    const startedAt = fresh ? now : (job.startedAt ?? now);
    if (fresh) await jobs.update(SCAN_JOB, instance, { startedAt, cursor: 'start' });
    const record = parseRecord(job.result);
    const progress = fresh ? emptyProgress() : { ...emptyProgress(), ...record.progress };
    const reader = pacedReader(deps.upstream, 'scan', options.pace ?? DEFAULT_PACE);
    try {
      const finished = await runScan(
        {
          reader,
          recorder,
          watched,
          versions,
          alerts,
          runs,
          audit: deps.audit,
          defaultUserKey: config.defaultUserKey,
          consoleUrl: config.publicUrl.origin,
          // Runs older than the history keeps would be pruned at the scan's end: not read at all.
          firstReachMs:
            config.history.retentionDays === null
              ? FIRST_REACH_MS
              : Math.min(FIRST_REACH_MS, config.history.retentionDays * DAY_MS),
          checkpoint: async (cursor, done) => {
            if (stopped || !(await lease(SCAN_JOB))) return false;
            const saved: ScanRecord = { last: record.last, progress: done };
            await jobs.update(SCAN_JOB, instance, { cursor, result: JSON.stringify(saved) });
            return true;
          },
        },
        job.cursor === 'start' || fresh ? null : job.cursor,
        progress,
      );
      if (!finished) return;
      const end = Date.now();
      const result: ScanResult = {
        ...finished,
        requests: reader.count,
        duration_ms: end - startedAt,
      };
      await jobs.update(SCAN_JOB, instance, {
        cursor: null,
        finishedAt: end,
        result: JSON.stringify({ last: result, progress: null } satisfies ScanRecord),
      });
      if (config.history.retentionDays !== null) {
        await versions.prune(end - config.history.retentionDays * DAY_MS);
        await runs.prune(end - config.history.retentionDays * DAY_MS);
      }
    } catch (error) {
      if (error instanceof RateLimited)
        await jobs.update(SCAN_JOB, instance, { notBefore: error.until });
      else throw error;
    }
  }

  async function exportToGit(dir: string): Promise<void> {
    if (!(await lease(GIT_JOB))) return;
    git ??= openGitExport(dir);
    const repository = await git;
    const job = await jobs.read(GIT_JOB);
    const after = Number(job?.cursor ?? 0);
    for (const version of await versions.after(after, 50)) {
      await repository.commit(version);
      await jobs.update(GIT_JOB, instance, { cursor: String(version.id) });
    }
  }

  async function work(): Promise<void> {
    if (stopped) return;
    try {
      if (!(await lease(SCAN_JOB))) return;
      scanning ??= scan()
        .catch((error: unknown) => {
          // Stopping closes the upstream and the store under a scan: that is no news.
          if (!stopped)
            warn(`The history scan stopped (${String(error)}); it resumes at the next tick`);
        })
        .finally(() => {
          scanning = undefined;
        });
      await deliverDue({ alerts, audit: deps.audit, retryDelaysMs: options.retryDelaysMs });
      if (config.history.gitDir) await exportToGit(config.history.gitDir);
    } catch (error) {
      warn(`History background work failed (${String(error)}); tried again in ${tickMs} ms`);
    }
  }

  /** One tick after the one under way, if any. */
  async function tick(): Promise<void> {
    while (ticking) await ticking;
    ticking = work().finally(() => {
      ticking = undefined;
    });
    await ticking;
  }

  return {
    instance,
    recorder,
    versions,
    watched,
    alerts,
    runs,
    tick,
    scanDone: async () => {
      await scanning;
    },
    async status() {
      const now = Date.now();
      const [job, scope, size] = await Promise.all([
        jobs.read(SCAN_JOB),
        watched.scope(now),
        versions.size(),
      ]);
      return {
        interval_seconds: Math.round(config.history.watchIntervalMs / 1000),
        retention_days: config.history.retentionDays,
        git_export: config.history.gitDir !== undefined,
        scope,
        scan: {
          running: job?.cursor !== null && job?.cursor !== undefined,
          this_instance: job !== undefined && job.holder === instance && job.leaseUntil > now,
          started_at: iso(job?.startedAt ?? null),
          finished_at: iso(job?.finishedAt ?? null),
          waiting_until: job && job.notBefore > now ? iso(job.notBefore) : null,
          last: parseRecord(job ? job.result : null).last,
        },
        size,
      };
    },
    start() {
      // The first tick a tick after start; a tick still under way is not queued behind.
      timer = setInterval(() => {
        if (!ticking) void tick();
      }, tickMs);
      timer.unref();
    },
    /**
     * Stops ticking, lets a scan under way end its batch (for at most STOP_WAIT_MS: a stop must end
     * within its grace period even when the service never answers), then gives the leases up; a scan
     * still going stops when the upstream closes, and another instance resumes from its cursor.
     */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      if (scanning) {
        let wait: NodeJS.Timeout | undefined;
        await Promise.race([
          scanning,
          new Promise<void>((resolve) => {
            wait = setTimeout(resolve, STOP_WAIT_MS);
          }),
        ]);
        clearTimeout(wait);
      }
      await jobs.release(SCAN_JOB, instance).catch(() => undefined);
      await jobs.release(GIT_JOB, instance).catch(() => undefined);
    },
  };
}
