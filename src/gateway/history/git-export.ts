/**
 * Optional git export (WFC_HISTORY_GIT_DIR): each new version is written as JSON
 * (`<workflow id>/published.json` or `draft.json`) and committed to a local repository with a message
 * saying what changed and who, with the `git` command. The instance holding the background lease
 * exports, from the store, every version after the last one it exported (the job's cursor), so
 * versions recorded on any instance reach the one repository.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { VersionWithContent } from '../store/versions';

const run = promisify(execFile);

const COMMITTER = {
  GIT_COMMITTER_NAME: 'Workflow Console gateway',
  GIT_COMMITTER_EMAIL: 'gateway@workflow-console.invalid',
};

/** A folder name for a workflow id: its own characters where safe, never `.` or `..`. */
export function folderOf(workflowId: string): string {
  const safe = workflowId.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 200);
  return safe === '' || /^\.+$/.test(safe) ? `_${safe}` : safe;
}

export function commitMessage(version: VersionWithContent): string {
  const who =
    version.source === 'console'
      ? `made through the console by ${version.actor ?? 'someone'}`
      : version.source === 'read'
        ? `seen when ${version.actor ?? 'someone'} opened it`
        : 'found by the background scan';
  const name = version.workflow_name ?? version.workflow_id;
  return `${name}: ${version.kind} version ${version.number}: ${version.summary}\n\n${who[0]?.toUpperCase()}${who.slice(1)}.\nWorkflow ${version.workflow_id}, first seen ${version.first_seen_at}, hash ${version.hash}.\n`;
}

export interface GitExport {
  commit: (version: VersionWithContent) => Promise<void>;
}

export async function openGitExport(dir: string): Promise<GitExport> {
  await mkdir(dir, { recursive: true });
  const git = (args: string[], env: Record<string, string> = {}) =>
    run('git', args, { cwd: dir, env: { ...process.env, ...COMMITTER, ...env } });
  if (!existsSync(join(dir, '.git'))) await git(['init', '--quiet']);
  return {
    async commit(version) {
      const folder = folderOf(version.workflow_id);
      const file = `${folder}/${version.kind}.json`;
      await mkdir(join(dir, folder), { recursive: true });
      const { content, ...about } = version;
      await writeFile(join(dir, file), `${JSON.stringify({ ...about, content }, null, 2)}\n`);
      await git(['add', '--', file]);
      await git(['commit', '--quiet', '--allow-empty', '-m', commitMessage(version)], {
        GIT_AUTHOR_NAME: version.actor ?? COMMITTER.GIT_COMMITTER_NAME,
        GIT_AUTHOR_EMAIL: COMMITTER.GIT_COMMITTER_EMAIL,
        GIT_AUTHOR_DATE: version.first_seen_at,
      });
    },
  };
}
