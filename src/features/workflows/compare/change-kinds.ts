import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import AspectRatio from '@mui/icons-material/AspectRatio';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import LinkIcon from '@mui/icons-material/Link';
import LinkOff from '@mui/icons-material/LinkOff';
import OpenWith from '@mui/icons-material/OpenWith';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import type { SvgIconComponent } from '@mui/icons-material';
import { splitList } from '@/lib/list-search';
import { CHANGE_KINDS, type ChangeKind } from './changes';

/** `?kinds=node-added,trigger`: the kinds of change the list shows; unknown words are dropped. */
export function readKinds(value: string | null): ChangeKind[] {
  return splitList(value).filter((kind): kind is ChangeKind =>
    (CHANGE_KINDS as readonly string[]).includes(kind),
  );
}

/**
 * How each kind of change is named and marked: a word and an icon from the console's icon set (never
 * a Unicode symbol, which some fonts cannot draw), as well as a colour.
 */
export const CHANGE_KIND_INFO: Record<
  ChangeKind,
  {
    label: string;
    Icon: SvgIconComponent;
    tone: 'success' | 'error' | 'warning' | 'info' | 'neutral';
  }
> = {
  'node-added': { label: 'Nodes added', Icon: AddCircleOutline, tone: 'success' },
  'node-removed': { label: 'Nodes removed', Icon: RemoveCircleOutline, tone: 'error' },
  'node-renamed': { label: 'Renamed', Icon: EditOutlined, tone: 'warning' },
  'node-retyped': { label: 'Retyped', Icon: SwapHoriz, tone: 'warning' },
  'edge-added': { label: 'Connections added', Icon: LinkIcon, tone: 'success' },
  'edge-removed': { label: 'Connections removed', Icon: LinkOff, tone: 'error' },
  'action-types': { label: 'Action types', Icon: SettingsOutlined, tone: 'info' },
  trigger: { label: 'Trigger', Icon: BoltOutlined, tone: 'info' },
  conditions: { label: 'Conditions', Icon: FilterAltOutlined, tone: 'info' },
  'node-moved': { label: 'Moved (layout only)', Icon: OpenWith, tone: 'neutral' },
  size: { label: 'Size (layout only)', Icon: AspectRatio, tone: 'neutral' },
};
