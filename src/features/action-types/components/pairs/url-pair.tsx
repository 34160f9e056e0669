import Stack from '@mui/material/Stack';
import { DiffWords } from '@/components/diff-text';
import { PlaceholderText } from '@/components/placeholder-text';
import { diffWords } from '@/lib/diff/text-diff';
import { redactedText, tokenize } from '@/lib/templates/placeholders';
import { Side } from './side';
import type { PairViewProps } from './types';

/** The URL: placeholders shown as such, and a word diff when the draft changes it. */
export function UrlPair({ pair, publishedNames, draftNames }: PairViewProps<'url'>) {
  if (!pair.changed) return <PlaceholderText text={pair.published} formNames={publishedNames} />;
  const before = redactedText(tokenize(pair.published));
  const after = redactedText(tokenize(pair.draft));
  return (
    <Stack spacing={1}>
      <DiffWords segments={diffWords(before, after)} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Side label="Published">
          <PlaceholderText text={pair.published} formNames={publishedNames} />
        </Side>
        <Side label="Draft">
          <PlaceholderText text={pair.draft} formNames={draftNames} />
        </Side>
      </Stack>
    </Stack>
  );
}
