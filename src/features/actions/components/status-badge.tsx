/**
 * The status of an action or of a run, in words with an icon (the icon set the console ships, so every
 * machine draws it and the meaning never rests on colour alone). One registry for both: an action's
 * status as the service names it, a run's as runs.ts derives it.
 */
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CircleOutlined from '@mui/icons-material/CircleOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import { Badge, type BadgeTone } from '@/components/badge';

interface Look {
  tone: BadgeTone;
  Icon: typeof CheckCircleOutlined;
}

const UNKNOWN: Look = { tone: 'neutral', Icon: HelpOutlineOutlined };

/** By status. A Map: a status the service names `constructor` is unknown, not a built-in. */
const LOOKS = new Map<string, Look>([
  ['completed', { tone: 'success', Icon: CheckCircleOutlined }],
  ['failed', { tone: 'error', Icon: HighlightOff }],
  ['running', { tone: 'info', Icon: PlayCircleOutlined }],
  ['stopped', { tone: 'warning', Icon: StopCircleOutlined }],
  ['idle', { tone: 'neutral', Icon: CircleOutlined }],
  ['upcoming', { tone: 'neutral', Icon: ScheduleOutlined }],
  ['unknown', UNKNOWN],
]);

/** A status in words with its icon; a status the console does not know is shown as it comes. */
export function StatusBadge({ status }: { status: string }) {
  const text = status || 'unknown';
  const { tone, Icon } = LOOKS.get(text) ?? UNKNOWN;
  return (
    <Badge
      tone={tone}
      title={`Status: ${text}`}
      icon={<Icon aria-hidden fontSize="inherit" sx={{ mr: 0.5, verticalAlign: '-0.125em' }} />}
    >
      {text}
    </Badge>
  );
}
