/**
 * Waits for a quiet machine before a measured visit. Closing a browser context ends its renderer
 * process a moment later, and on two cores that teardown lands on whatever visit comes next: in a
 * run that always visited the reference first, the references paid for the console's teardowns
 * (27 Nov: the live reference 15 % slower when it came first than when it came second). Before each
 * first visit (load.ts), and before each timed click and frame count of the canvas (canvas.ts), the
 * bench waits until the machine has used less than a quarter of its cores over a short window, for
 * at most two seconds, so both sides start from the same state.
 */
import { readFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';

/** Jiffies since boot: all of them, and the idle ones (idle + iowait), from /proc/stat's cpu line. */
export interface CpuTimes {
  total: number;
  idle: number;
}

/** Reads the summary `cpu` line of /proc/stat; undefined when the text has none. */
export function parseProcStat(text: string): CpuTimes | undefined {
  const line = text.split('\n').find((row) => row.startsWith('cpu '));
  if (!line) return undefined;
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  if (fields.length < 5 || fields.some((value) => !Number.isFinite(value))) return undefined;
  // user nice system idle iowait irq softirq steal [guest guest_nice: already inside user and nice]
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] =
    fields;
  return {
    total: user + nice + system + idle + iowait + irq + softirq + steal,
    idle: idle + iowait,
  };
}

/** The busy share of the machine (0 to 1) between two readings; 1 when no time passed. */
export function busyShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  if (total <= 0) return 1;
  return 1 - (after.idle - before.idle) / total;
}

async function readTimes(): Promise<CpuTimes | undefined> {
  try {
    return parseProcStat(await readFile('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}

/** Busy share under which the machine counts as quiet, over one window of this length. */
const QUIET_BELOW = 0.25;
const WINDOW_MS = 100;
/** The longest wait: a machine that never quiets down is measured anyway. */
const MAX_WAIT_MS = 2_000;

/**
 * Resolves once a window saw the machine under a quarter busy, or after two seconds. Where
 * /proc/stat does not exist, it waits one window.
 */
export async function settle(): Promise<void> {
  const start = performance.now();
  let before = await readTimes();
  for (;;) {
    await delay(WINDOW_MS);
    const after = await readTimes();
    if (!before || !after) return;
    if (busyShare(before, after) < QUIET_BELOW || performance.now() - start >= MAX_WAIT_MS) return;
    before = after;
  }
}
