import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isApiError } from '@/api/errors';
import { SwitchField } from '@/components/form/native-fields';
import { newEventsText } from '../event-link';
import { EVENT_POLLING, type useNewEvents } from '../use-new-events';

interface AutoRefreshProps {
  state: ReturnType<typeof useNewEvents>;
  onShow: () => void;
}

function problem(error: unknown): string {
  return isApiError(error) || error instanceof Error ? error.message : 'unknown error';
}

/**
 * The auto-refresh switch and what it found, on one line beside the list (nothing moves when events
 * arrive): "3 new events arrived" with a button that shows them.
 */
export function AutoRefresh({ state, onShow }: AutoRefreshProps) {
  const seconds = Math.round(EVENT_POLLING.intervalMs / 100) / 10;
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 36 }}
    >
      <SwitchField label="Auto-refresh" checked={state.on} onChange={state.toggle} />
      <Typography variant="body2" color="text.secondary" role="status">
        {!state.on
          ? 'Off: the list changes only when you ask.'
          : state.error
            ? `Checking for new events failed: ${problem(state.error)}`
            : state.count === 0
              ? `No new events yet (checking every ${seconds} s).`
              : `${newEventsText(state.count, state.more)} arrived.`}
      </Typography>
      {state.on && state.count > 0 ? (
        <Button size="small" variant="outlined" onClick={onShow}>
          Show {state.count === 1 && !state.more ? 'it' : 'them'}
        </Button>
      ) : null}
    </Stack>
  );
}
