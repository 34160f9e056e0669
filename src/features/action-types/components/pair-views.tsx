/**
 * How each kind of published/draft pair is shown, as a registry: one small view per kind.
 */
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';
import { AppIcon } from '@/components/app-icon';
import { Badge } from '@/components/badge';
import { DiffLines, DiffWords } from '@/components/diff-text';
import { diffLines, diffWords } from '@/lib/diff/text-diff';
import { formatPath, previewValue } from '@/lib/diff/value-diff';
import {
  diffEntries,
  isSecretName,
  parseLines,
  type EntryChange,
} from '@/lib/templates/header-lines';
import { redactedText, tokenize } from '@/lib/templates/placeholders';
import { safeHttpUrl } from '@/utils/urls';
import { diffKeyed, fieldKey, variableKey, type KeyedChange } from '../diff/keyed-diff';
import { secretsChanged, type PairKind, type PairValues } from '../pairs';
import { FormPairPreview } from './form-pair-preview';
import { PlaceholderText, REDACTED } from './placeholder-text';

export interface PairViewProps {
  pair: PairValues;
  publishedNames: ReadonlySet<string>;
  draftNames: ReadonlySet<string>;
}

const str = (value: unknown) => (typeof value === 'string' ? value : null);

function Side({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      {children}
    </Box>
  );
}

function UrlPair({ pair, publishedNames, draftNames }: PairViewProps) {
  if (!pair.changed) return <PlaceholderText text={pair.published} formNames={publishedNames} />;
  const before = redactedText(tokenize(str(pair.published)));
  const after = redactedText(tokenize(str(pair.draft)));
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

function MethodPair({ pair }: PairViewProps) {
  const method = (value: unknown) =>
    typeof value === 'string' && value ? value.toUpperCase() : 'Not set';
  if (!pair.changed) return <code>{method(pair.published)}</code>;
  return (
    <span>
      <del>{method(pair.published)}</del> → <ins>{method(pair.draft)}</ins>
    </span>
  );
}

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
function maskedRaw(text: unknown): string {
  if (typeof text !== 'string') return '(not set)';
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

function LinesPair({ pair, publishedNames, draftNames }: PairViewProps) {
  const headers = pair.spec.field === 'headers';
  const before = parseLines(str(pair.published));
  const after = parseLines(str(pair.draft));
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
      <Table size="small" aria-label={`${pair.spec.label}: published and draft`}>
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

function CodePair({ pair }: PairViewProps) {
  if (!pair.changed) {
    const code = str(pair.published);
    return code ? (
      <DiffLines lines={diffLines(code, code)} label="Code" />
    ) : (
      <Typography variant="body2" color="text.secondary">
        No code
      </Typography>
    );
  }
  const before = str(pair.published);
  const after = str(pair.draft);
  return (
    <Stack spacing={0.5}>
      {before === null ? (
        <Typography variant="caption">
          The published version has no code; the draft adds it.
        </Typography>
      ) : null}
      {after === null ? (
        <Typography variant="caption">The draft removes the code.</Typography>
      ) : null}
      <DiffLines lines={diffLines(before, after)} label="Code: changes from published to draft" />
    </Stack>
  );
}

const KEYED_BADGE = {
  added: { tone: 'success', text: '+ Added' },
  removed: { tone: 'error', text: '− Removed' },
  changed: { tone: 'warning', text: '~ Changed' },
  unchanged: { tone: 'neutral', text: 'Unchanged' },
} as const;

function KeyedList<T>({
  changes,
  describe,
  label,
}: {
  changes: KeyedChange<T>[];
  describe: (item: T) => string;
  label: string;
}) {
  const shown = changes.filter((change) => change.kind !== 'unchanged');
  const unchanged = changes.length - shown.length;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ m: 0, pl: 0, listStyle: 'none', '& li': { py: 0.5 } }}
    >
      {shown.map((change) => {
        const item = change.kind === 'removed' ? change.before : change.after;
        return (
          <li key={`${change.kind}:${change.key}`}>
            <Badge tone={KEYED_BADGE[change.kind].tone}>{KEYED_BADGE[change.kind].text}</Badge>{' '}
            {typeof item === 'object' && item !== null ? describe(item) : JSON.stringify(item)}
            {change.kind === 'changed' ? (
              <Typography variant="caption" component="span" color="text.secondary">
                {' '}
                ({change.properties.join(', ')}:{' '}
                {change.details
                  .slice(0, 3)
                  .map(
                    (detail) =>
                      `${formatPath(detail.path)} ${previewValue(detail.before, 30)} → ${previewValue(detail.after, 30)}`,
                  )
                  .join('; ')}
                {change.details.length > 3 ? '; …' : ''})
              </Typography>
            ) : null}
          </li>
        );
      })}
      <li>
        <Typography variant="caption" color="text.secondary">
          {shown.length === 0
            ? `All ${unchanged} unchanged.`
            : unchanged > 0
              ? `${unchanged} unchanged.`
              : ''}
        </Typography>
      </li>
    </Box>
  );
}

type Described = {
  label?: unknown;
  name?: unknown;
  type?: unknown;
  variable?: unknown;
  display_label?: unknown;
};

function FormPair({ pair }: PairViewProps) {
  return (
    <>
      <KeyedList
        label="Form fields: changes"
        changes={diffKeyed<Described>(pair.published, pair.draft, fieldKey)}
        describe={(field) =>
          `${str(field.label) ?? str(field.name) ?? '(unnamed)'} (${str(field.name) ?? '?'}, ${str(field.type) ?? 'unknown type'})`
        }
      />
      <FormPairPreview pair={pair} />
    </>
  );
}

function SchemaPair({ pair }: PairViewProps) {
  return (
    <KeyedList
      label="Response data: changes"
      changes={diffKeyed<Described>(pair.published, pair.draft, variableKey)}
      describe={(item) =>
        `${str(item.variable) ?? '(no variable)'} (${str(item.type) ?? 'unknown type'})`
      }
    />
  );
}

function IconPair({ pair }: PairViewProps) {
  const urlOf = (icon: unknown) =>
    typeof icon === 'object' && icon !== null ? (icon as { url?: unknown }).url : undefined;
  const show = (icon: unknown, label: string) => {
    const url = urlOf(icon);
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <AppIcon url={url} name={label} size={24} />
        <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
          {typeof url === 'string'
            ? safeHttpUrl(url)
              ? url
              : `${url.slice(0, 60)} (not an http(s) URL: not loaded)`
            : 'No icon'}
        </Typography>
      </Stack>
    );
  };
  if (!pair.changed) return show(pair.published, 'Icon');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Side label="Published">{show(pair.published, 'Published icon')}</Side>
      <Side label="Draft">{show(pair.draft, 'Draft icon')}</Side>
    </Stack>
  );
}

export const PAIR_VIEWS: Record<PairKind, ComponentType<PairViewProps>> = {
  url: UrlPair,
  method: MethodPair,
  lines: LinesPair,
  code: CodePair,
  form: FormPair,
  icon: IconPair,
  schema: SchemaPair,
};
