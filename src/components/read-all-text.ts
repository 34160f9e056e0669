/** The words of a whole-list read's state (read-all-status.tsx shows them). Pure. */
import type { AllPages } from '@/hooks/use-all-pages';
import { formatCount } from '@/utils/format-count';

export interface Noun {
  one: string;
  many: string;
}

const counted = (count: number, noun: Noun) =>
  `${formatCount(count)} ${count === 1 ? noun.one : noun.many}`;

/** The sentence for a read's state; `matches` null when nothing is filtered (a count only). */
export function readAllText(
  read: Pick<AllPages<unknown>, 'status' | 'end'> & { read: number },
  matches: number | null,
  noun: Noun,
): string {
  const verb = matches === 1 ? 'matches' : 'match';
  if (read.status === 'done') {
    const whole =
      matches === null
        ? `${counted(read.read, noun)} in all.`
        : `${formatCount(matches)} of ${counted(read.read, noun)} ${verb}.`;
    if (read.end === 'stuck')
      return `${whole} The service’s pages stopped leading anywhere new, so that may not be all.`;
    if (read.end === 'enough')
      return `${formatCount(matches ?? 0)} ${verb} among the first ${counted(read.read, noun)}; later pages lie outside the filter, so reading stopped.`;
    if (read.end === 'limit')
      return `${whole} Reading stopped there: the console reads at most that many.`;
    return whole;
  }
  const lead =
    matches === null
      ? `Counting: at least ${counted(read.read, noun)}`
      : `${formatCount(matches)} of at least ${counted(read.read, noun)} ${verb} so far`;
  if (read.status === 'waiting') return `${lead}. Waiting for the connection to read on…`;
  if (read.status === 'cancelled') return `${lead}. Stopped before the last page.`;
  if (read.status === 'failed') return `${lead}.`;
  return `${lead}…`;
}
