import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Badge } from '@/components/badge';
import { JsonView } from '@/components/json-view';
import { SkeletonText } from '@/components/skeleton-text';
import { Timestamp } from '@/components/timestamp';
import type { ApiEvent, EventSubject } from '@/api/models';
import { subjectLink } from '../event-link';

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

function EventItem({ event }: { event: ApiEvent }) {
  const name = event.kind ?? (event.isObject ? 'Event of an unknown kind' : 'Not an event object');
  return (
    <Box
      component="li"
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
        <Typography variant="body2" sx={{ minWidth: 190 }}>
          {event.time ? (
            <Timestamp text={event.time.text} utc={event.time.utc} />
          ) : (
            <Typography component="span" variant="inherit" color="text.secondary">
              No time
            </Typography>
          )}
        </Typography>
        <Badge tone={event.kind ? 'primary' : 'neutral'}>{name}</Badge>
        {event.subject ? (
          <Typography variant="body2" component="span">
            <Subject subject={event.subject} />
          </Typography>
        ) : null}
        {event.userKey ? (
          <Typography variant="body2" color="text.secondary" component="span">
            user {event.userKey}
          </Typography>
        ) : null}
      </Stack>
      <details>
        <summary style={{ cursor: 'pointer', fontSize: '0.8rem', position: 'relative' }}>
          {event.id ? (
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
        <JsonView value={event.raw} empty="null" label={`JSON of ${name}`} maxHeight={360} />
      </details>
    </Box>
  );
}

/** Events as a list: the common fields when present, and every record whole as JSON, whatever its shape. */
export function EventList({
  rows,
  skeletonRows,
}: {
  rows: ApiEvent[] | undefined;
  skeletonRows: number;
}) {
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
    <Box component="ul" aria-label="Events" sx={{ m: 0, p: 0 }}>
      {rows.map((event, index) => (
        <EventItem key={event.id ?? `row-${index}`} event={event} />
      ))}
    </Box>
  );
}
