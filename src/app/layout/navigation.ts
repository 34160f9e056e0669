import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
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
}

/** The screens that exist, in the order the drawer lists them. */
export const NAVIGATION: readonly NavItem[] = [
  { label: 'Workflows', to: paths.workflows(), icon: AccountTreeOutlined },
  { label: 'Installed apps', to: paths.installedApps(), icon: ExtensionOutlined },
  { label: 'Users', to: paths.users(), icon: PeopleOutlined },
  { label: 'Events', to: paths.events(), icon: EventNoteOutlined },
  { label: 'Data fields', to: paths.dataFields(), icon: DataObjectOutlined },
  { label: 'Completed actions', to: paths.completedActions(), icon: TaskAltOutlined },
  { label: 'Stop executions', to: paths.stopExecutions(), icon: StopCircleOutlined },
  { label: 'Connection', to: paths.connection(), icon: SettingsEthernetOutlined },
];
