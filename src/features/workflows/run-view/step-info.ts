/**
 * How each step status is drawn: an icon from the set the console ships beside its word, so a
 * status never rests on colour alone, and the theme tone it takes.
 */
import Autorenew from '@mui/icons-material/Autorenew';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { STEP_LABELS, type StepStatus } from './step-status';

export const STEP_INFO: Record<
  StepStatus,
  {
    label: string;
    Icon: SvgIconComponent;
    tone: 'success' | 'error' | 'info' | 'warning' | 'neutral';
  }
> = {
  completed: { label: STEP_LABELS.completed, Icon: CheckCircleOutline, tone: 'success' },
  failed: { label: STEP_LABELS.failed, Icon: ErrorOutline, tone: 'error' },
  running: { label: STEP_LABELS.running, Icon: Autorenew, tone: 'info' },
  waiting: { label: STEP_LABELS.waiting, Icon: HourglassEmpty, tone: 'warning' },
  stopped: { label: STEP_LABELS.stopped, Icon: StopCircleOutlined, tone: 'neutral' },
  'not-reached': { label: STEP_LABELS['not-reached'], Icon: RadioButtonUnchecked, tone: 'neutral' },
};
