import LockOutlined from '@mui/icons-material/LockOutlined';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Badge } from '@/components/badge';
import { PlaceholderText, REDACTED } from '@/components/placeholder-text';
import {
  diffEntries,
  isSecretName,
  parseLines,
  type EntryChange,
} from '@/lib/templates/header-lines';
import { redactedText, tokenize } from '@/lib/templates/placeholders';
import { secretsChanged } from '../../pairs';
import { Side } from './side';
import type { PairViewProps } from './types';

const ENTRY_BADGE: Record<
  EntryChange['kind'],
  { tone: 'neutral' | 'success' | 'error' | 'warning'; text: string }
> = {
  unchanged: { tone: 'neutral', text: 'Unchanged' },
  changed: { tone: 'warning', text: '~ Changed' },
  added: { tone: 'success', text: '+ Added' },
  removed: { tone: 'error', text: '− Removed' },
};

/** Raw text with secrets masked, for the "raw text" disclosure. */
function maskedRaw(text: string | null): string {
  if (text === null) return '(not set)';
  return text
    .split(/\r?\n/)
    .map((line) => {
      const colon = line.indexOf(':');
      const name = colon === -1 ? '' : line.slice(0, colon).trim();
      if (name && isSecretName(name)) {
        const value = line.slice(colon + 1);
        const kept = tokenize(value).map((token) =>
          token.kind === 'text'
            ? token.raw.trim()
              ? REDACTED
              : token.raw
            : token.kind === 'secret'
              ? '{% redacted %}'
              : token.raw,
        );
        return `${line.slice(0, colon + 1)}${kept.join('')}`;
      }
      return redactedText(tokenize(line));
    })
    .join('\n');
}

/** Headers or params: entry by entry, secrets masked, a changed secret said but never shown. */
export function LinesPair({
  pair,
  publishedNames,
  draftNames,
}: PairViewProps<'headers' | 'params'>) {
  const headers = pair.field === 'headers';
  const before = parseLines(pair.published);
  const after = parseLines(pair.draft);
  const changes = diffEntries(before.entries, after.entries, headers);
  const secretChanged = secretsChanged(pair.published, pair.draft);
  if (changes.length === 0 && before.problems.length === 0 && after.problems.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        None
      </Typography>
    );
  }
  return (
    <Stack spacing={1}>
      {secretChanged ? (
        <Badge tone="warning" icon={<LockOutlined />}>
          A secret changed (its value is not shown)
        </Badge>
      ) : null}
      <Table size="small" aria-label={`${pair.label}: published and draft`}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Published</TableCell>
            <TableCell>Draft</TableCell>
            <TableCell>Change</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change, index) => {
            const secret = isSecretName(change.name);
            const badge = ENTRY_BADGE[change.kind];
            return (
              <TableRow key={`${change.name}:${index}`}>
                <TableCell
                  sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {change.name}
                </TableCell>
                <TableCell>
                  {change.kind === 'added' ? (
                    '—'
                  ) : (
                    <PlaceholderText
                      text={change.before.value}
                      formNames={publishedNames}
                      secretValue={secret}
                    />
                  )}
                </TableCell>
                <TableCell>
                  {change.kind === 'removed' ? (
                    '—'
                  ) : (
                    <PlaceholderText
                      text={change.after.value}
                      formNames={draftNames}
                      secretValue={secret}
                    />
                  )}
                </TableCell>
                <TableCell>
                  <Badge tone={badge.tone}>{badge.text}</Badge>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {[
        ...before.problems.map((problem) => `Published: ${problem}`),
        ...after.problems.map((problem) => `Draft: ${problem}`),
      ].map((problem) => (
        <Typography key={problem} variant="caption" color="warning.main" component="p">
          ⚠ {problem}
        </Typography>
      ))}
      <details>
        <summary style={{ cursor: 'pointer', fontSize: '0.8rem' }}>
          Raw text (secrets masked)
        </summary>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 1 }}>
          <Side label="Published">
            <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: '0.8rem' }}>
              {maskedRaw(pair.published)}
            </pre>
          </Side>
          <Side label="Draft">
            <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: '0.8rem' }}>
              {maskedRaw(pair.draft)}
            </pre>
          </Side>
        </Stack>
      </details>
    </Stack>
  );
}
