/**
 * The commit-msg hook's check (.husky/commit-msg): a commit's subject, its first line, is at most 72
 * characters and says what changed; the why goes in the body, after a blank line.
 *
 *   tsx test/tools/commit-subject.ts <file holding the message>
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_SUBJECT = 72;

/** Subjects git writes itself (`git merge`, `git revert`), whose length follows a branch or a subject. */
const WRITTEN_BY_GIT = /^(Merge |Revert ")/;

/** The subject: the first line that is neither blank nor one of git's `#` comments. */
export function subjectOf(message: string): string {
  const lines = message.split(/\r?\n/);
  return lines.find((line) => line.trim() !== '' && !line.startsWith('#'))?.trimEnd() ?? '';
}

/** Why the message's subject is refused, or null when it is fine. */
export function subjectProblem(message: string): string | null {
  const subject = subjectOf(message);
  const length = Array.from(subject).length; // characters (code points), not UTF-16 units
  if (length <= MAX_SUBJECT || WRITTEN_BY_GIT.test(subject)) return null;
  return [
    `The commit subject is ${length} characters; at most ${MAX_SUBJECT} are allowed:`,
    `  ${subject}`,
    'Say what changed in the subject, and put the why in the body, after a blank line:',
    'short subjects stay whole in `git log --oneline`, on GitHub and in shortlogs.',
    'To edit the message you wrote: git commit -e -F "$(git rev-parse --git-dir)/COMMIT_EDITMSG"',
  ].join('\n');
}

const invokedDirectly =
  process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: tsx test/tools/commit-subject.ts <commit message file>');
    process.exit(2);
  }
  const problem = subjectProblem(readFileSync(file, 'utf8'));
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
