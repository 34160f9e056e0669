import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DiffLines } from '@/components/diff-text';
import { diffLines } from '@/lib/diff/text-diff';
import type { PairViewProps } from './types';

/** Code, as a line diff when the draft changes it. */
export function CodePair({ pair }: PairViewProps<'code'>) {
  if (!pair.changed) {
    const code = pair.published;
    return code ? (
      <DiffLines lines={diffLines(code, code)} label="Code" />
    ) : (
      <Typography variant="body2" color="text.secondary">
        No code
      </Typography>
    );
  }
  return (
    <Stack spacing={0.5}>
      {pair.published === null ? (
        <Typography variant="caption">
          The published version has no code; the draft adds it.
        </Typography>
      ) : null}
      {pair.draft === null ? (
        <Typography variant="caption">The draft removes the code.</Typography>
      ) : null}
      <DiffLines
        lines={diffLines(pair.published, pair.draft)}
        label="Code: changes from published to draft"
      />
    </Stack>
  );
}
