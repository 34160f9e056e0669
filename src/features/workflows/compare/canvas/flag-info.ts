/**
 * How each node flag is named and drawn: an icon from the set the console ships (drawn the same on
 * every machine, unlike Unicode symbols) beside a word, so meaning never rests on colour.
 */
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import OpenWith from '@mui/icons-material/OpenWith';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import type { SvgIconComponent } from '@mui/icons-material';
import type { NodeChangeFlag } from '@/lib/diff/layout-diff';

export const FLAG_INFO: Record<
  NodeChangeFlag,
  { label: string; Icon: SvgIconComponent; tone: 'success' | 'error' | 'warning' | 'neutral' }
> = {
  added: { label: 'Added', Icon: AddCircleOutline, tone: 'success' },
  removed: { label: 'Removed', Icon: RemoveCircleOutline, tone: 'error' },
  renamed: { label: 'Renamed', Icon: EditOutlined, tone: 'warning' },
  retyped: { label: 'Retyped', Icon: SwapHoriz, tone: 'warning' },
  moved: { label: 'Moved', Icon: OpenWith, tone: 'neutral' },
};
