import type { PublishSummary } from './publish-summary';

const plural = (count: number, word: string) => `${String(count)} ${word}${count === 1 ? '' : 's'}`;

/** What the page says once a draft is published. */
export function publishedNotice(summary: PublishSummary): string {
  const changes = summary.counts
    .filter(({ kind }) => kind !== 'node-moved' && kind !== 'size')
    .reduce((total, { count }) => total + count, 0);
  const what =
    changes > 0
      ? `Published ${plural(changes, 'change')} (${summary.counts.map(({ label, count }) => `${label.toLowerCase()}: ${String(count)}`).join(', ')}).`
      : 'Published: nothing in the draft changed what the workflow does.';
  return `${what} The workflow has no draft now${summary.switchesOn ? ' and it is on' : ''}.`;
}
