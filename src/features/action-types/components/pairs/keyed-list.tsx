import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Badge } from '@/components/badge';
import { formatPath, previewValue } from '@/lib/diff/value-diff';
import type { KeyedChange } from '../../diff/keyed-diff';

const KEYED_BADGE = {
  added: { tone: 'success', text: '+ Added' },
  removed: { tone: 'error', text: '− Removed' },
  changed: { tone: 'warning', text: '~ Changed' },
  unchanged: { tone: 'neutral', text: 'Unchanged' },
} as const;

/** Items compared by key: what the draft adds, removes and changes (and how many stay). */
export function KeyedList<T>({
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
            {describe(item)}
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
