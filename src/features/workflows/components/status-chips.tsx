import EditNoteIcon from '@mui/icons-material/EditNote';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { Badge } from '@/components/badge';

/** The workflow's `status`, in words (unknown values shown as they come). */
export function StatusChip({ status }: { status: string }) {
  const text = status || 'unknown';
  return (
    <Badge
      tone={text === 'on' ? 'success' : text === 'off' ? 'neutral' : 'info'}
      filled={text === 'on'}
    >
      {text}
    </Badge>
  );
}

/** The on/off switch, with an icon and a word so colour is not the only cue. */
export function OnOffChip({ on: isOn }: { on: boolean }) {
  return (
    <Badge tone={isOn ? 'success' : 'neutral'} icon={<PowerSettingsNewIcon />}>
      {isOn ? 'On' : 'Off'}
    </Badge>
  );
}

export function DraftChip({ hasDraft }: { hasDraft: boolean }) {
  if (!hasDraft) return null;
  return (
    <Badge tone="warning" icon={<EditNoteIcon />}>
      Draft
    </Badge>
  );
}
