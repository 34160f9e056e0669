import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import DataObjectOutlined from '@mui/icons-material/DataObjectOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import SettingsEthernetOutlined from '@mui/icons-material/SettingsEthernetOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** `g` then this letter goes to the screen (listed by `?` and in the command palette). */
  key: string;
}

/** The screens that exist, in the order the drawer lists them. */
export const NAVIGATION: readonly NavItem[] = [
  { label: 'Workflows', to: paths.workflows(), icon: AccountTreeOutlined, key: 'w' },
  { label: 'Action types', to: paths.actionTypes(), icon: BoltOutlined, key: 't' },
  { label: 'Installed apps', to: paths.installedApps(), icon: ExtensionOutlined, key: 'i' },
  { label: 'Users', to: paths.users(), icon: PeopleOutlined, key: 'u' },
  { label: 'Events', to: paths.events(), icon: EventNoteOutlined, key: 'e' },
  { label: 'Data fields', to: paths.dataFields(), icon: DataObjectOutlined, key: 'd' },
  { label: 'Completed actions', to: paths.completedActions(), icon: TaskAltOutlined, key: 'a' },
  { label: 'Stop executions', to: paths.stopExecutions(), icon: StopCircleOutlined, key: 's' },
  { label: 'Connection', to: paths.connection(), icon: SettingsEthernetOutlined, key: 'c' },
];
