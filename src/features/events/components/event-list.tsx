import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CircleOutlined from '@mui/icons-material/CircleOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import RemoveCircleOutlined from '@mui/icons-material/RemoveCircleOutlined';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Badge } from '@/components/badge';
import { CopyButton } from '@/components/copy-button';
import { useRowNavigation } from '@/components/data-table/use-row-navigation';
import { JsonView } from '@/components/json-view';
import { toJsonText } from '@/utils/json-text';
import { SkeletonText } from '@/components/skeleton-text';
import { Timestamp } from '@/components/timestamp';
import type { ApiEvent, EventSubject } from '@/api/models';
import { withUniqueKeys } from '@/utils/unique-keys';
import { subjectLink } from '../event-link';
import { changeKind, KIND_TONES, type ChangeKind } from '../event-kind';

/** An icon per kind of change (from the icon set the console ships), so the chip does not rely on
 * its colour alone and every machine draws it. */
const ICONS: Record<ChangeKind, typeof AddCircleOutlined> = {
  created: AddCircleOutlined,
  changed: EditOutlined,
  removed: RemoveCircleOutlined,
  stopped: StopCircleOutlined,
  failed: HighlightOff,
  finished: CheckCircleOutlined,
  started: PlayCircleOutlined,
  other: CircleOutlined,
};

function KindChip({ kind: type, name }: { kind: string | null; name: string }) {
  const kind = type ? changeKind(type) : 'other';
  const Icon = ICONS[kind];
  return (
    <Badge
      tone={type ? KIND_TONES[kind] : 'neutral'}
      title={`Kind of change: ${kind}`}
      icon={<Icon aria-hidden fontSize="inherit" sx={{ mr: 0.5, verticalAlign: '-0.125em' }} />}
    >
      <span>{name}</span>
    </Badge>
  );
}

/** The whole record, rendered only once asked for (a page of 100 events renders no JSON up front). */
function RecordJson({ event, name, showId }: { event: ApiEvent; name: string; showId: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(toggled) => setOpen(toggled.currentTarget.open)}>
      <summary
        data-row-open
        style={{ cursor: 'pointer', fontSize: '0.8rem', position: 'relative' }}
      >
        {event.id && showId ? (
          <Typography
            component="span"
            variant="caption"
            color="text.secondary"
            sx={{
              position: 'absolute',
              right: 0,
              top: 0,
              fontFamily: 'monospace',
              display: { xs: 'none', md: 'inline' },
            }}
          >
            {event.id}
          </Typography>
        ) : null}
        <span>Whole record as JSON</span>
      </summary>
      {open ? (
        <Box sx={{ position: 'relative' }}>
          <Box sx={{ position: 'absolute', top: 4, right: 4 }}>
            <CopyButton value={toJsonText(event.raw)} label={`Copy the JSON of ${name}`} />
          </Box>
          <JsonView value={event.raw} empty="null" label={`JSON of ${name}`} maxHeight={360} />
        </Box>
      ) : null}
    </details>
  );
}

function Subject({ subject }: { subject: EventSubject }) {
  const title = subject.name !== null && subject.id !== null ? subject.id : undefined;
  const link = subjectLink(subject);
  return link ? (
    <Link component={RouterLink} to={link} title={title} sx={{ overflowWrap: 'anywhere' }}>
      {subject.label}
    </Link>
  ) : (
    <span title={title} style={{ overflowWrap: 'anywhere' }}>
      {subject.label}
    </span>
  );
}

/** The fields the reader left out (the column chooser): never the kind. */
type Hidden = ReadonlySet<string>;

function EventItem({ event, hidden }: { event: ApiEvent; hidden: Hidden }) {
  const name = event.kind ?? (event.isObject ? 'Event of an unknown kind' : 'Not an event object');
  return (
    <Box
      component="li"
      className="row-link"
      aria-label={name}
      data-event-id={event.id ?? undefined}
      sx={{ px: 2, py: 1.25, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}
    >
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        {hidden.has('time') ? null : (
          <Typography variant="body2" sx={{ minWidth: 190 }}>
            {event.time ? (
              <Timestamp text={event.time.text} utc={event.time.utc} />
            ) : (
              <Typography component="span" variant="inherit" color="text.secondary">
                No time
              </Typography>
            )}
          </Typography>
        )}
        <KindChip kind={event.kind} name={name} />
        {event.subject && !hidden.has('subject') ? (
          <Typography variant="body2" component="span">
            <Subject subject={event.subject} />
          </Typography>
        ) : null}
        {event.userKey && !hidden.has('user') ? (
          <Typography variant="body2" color="text.secondary" component="span">
            user {event.userKey}
          </Typography>
        ) : null}
      </Stack>
      <RecordJson event={event} name={name} showId={!hidden.has('id')} />
    </Box>
  );
}

/** Events as a list: the common fields when present, and every record whole as JSON, whatever its shape. */
const NONE: Hidden = new Set();

export function EventList({
  rows,
  skeletonRows,
  hidden = NONE,
}: {
  rows: ApiEvent[] | undefined;
  skeletonRows: number;
  hidden?: Hidden;
}) {
  const list = useRef<HTMLUListElement>(null);
  const keys = useRowNavigation(list);
  if (rows === undefined) {
    return (
      <Box aria-busy="true" aria-label="Loading events" sx={{ px: 2 }}>
        {Array.from({ length: skeletonRows }, (_, index) => (
          <SkeletonText key={index} data-testid="skeleton-row" style={{ height: 28 }} />
        ))}
      </Box>
    );
  }
  return (
    // The rows' keys (j/k, arrows, Enter): the rows themselves are focusable.
    <Box
      component="ul"
      ref={list}
      aria-label="Events"
      sx={{ m: 0, p: 0 }}
      onKeyDown={keys.onKeyDown}
      onFocus={keys.onFocus}
    >
      {withUniqueKeys(rows, (event) => event.id ?? '').map(({ key, row }) => (
        <EventItem key={key} event={row} hidden={hidden} />
      ))}
    </Box>
  );
}
