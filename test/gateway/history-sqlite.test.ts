/**
 * Workflow history and alerts on the embedded SQLite store, one gateway (history-suite.ts), and
 * the git export of its versions.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historySuite, historyOf } from './history-suite';
import { signedIn, startStack, type Instance, type Stack } from './support';

const gitDir = mkdtempSync(join(tmpdir(), 'wfc-history-git-'));
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    env: { WFC_WATCH_INTERVAL: '1s', WFC_HISTORY_GIT_DIR: gitDir },
    history: { tickMs: 3_600_000, retryDelaysMs: [100, 100] },
  });
});
afterAll(async () => {
  await stack.close();
  rmSync(gitDir, { recursive: true, force: true });
});

historySuite(() => stack);

describe('the git export (WFC_HISTORY_GIT_DIR)', () => {
  it('commits each version as JSON in its workflow’s folder, saying what changed and who', async () => {
    // The suite above restored a version as the draft, as the operator.
    const log = () =>
      execFileSync('git', ['log', '--format=%an|%s', '--name-only'], {
        cwd: gitDir,
        encoding: 'utf8',
      });
    await expect
      .poll(
        async () => {
          await historyOf(stack.instances[0] as Instance).tick();
          return log();
        },
        { timeout: 10_000 },
      )
      .toMatch(/^operator\|.+: draft version 1: .+\n\n[^/\n]+\/draft\.json$/m);
    const [, folder = ''] = /^operator\|.+\n\n([^/\n]+)\/draft\.json$/m.exec(log()) ?? [];
    const file = JSON.parse(readFileSync(join(gitDir, folder, 'draft.json'), 'utf8')) as {
      workflow_id: string;
      source: string;
      content: { template_draft: unknown };
    };
    expect(file).toMatchObject({ workflow_id: folder, source: 'console' });
    expect(file.content.template_draft).toBeTypeOf('object');
  });
});

describe('without the history (WFC_HISTORY=false)', () => {
  it('has no daily run figures: the overview reads the lists instead', async () => {
    const off = await startStack({ env: { WFC_HISTORY: 'false' } });
    try {
      const viewer = await signedIn(off, 'viewer');
      const answer = await viewer.request(
        'GET',
        '/auth/overview/daily?from=2026-11-01T00:00:00Z&to=2026-11-08T00:00:00Z',
      );
      expect(answer.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
