import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import DataObjectOutlined from '@mui/icons-material/DataObjectOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import SettingsEthernetOutlined from '@mui/icons-material/SettingsEthernetOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { roleAtLeast, type Role } from '@/api/operations';
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
  { label: 'Overview', to: paths.home(), icon: DashboardOutlined, key: 'o' },
  { label: 'Workflows', to: paths.workflows(), icon: AccountTreeOutlined, key: 'w' },
  { label: 'Action types', to: paths.actionTypes(), icon: BoltOutlined, key: 't' },
  { label: 'Installed apps', to: paths.installedApps(), icon: ExtensionOutlined, key: 'i' },
  { label: 'Users', to: paths.users(), icon: PeopleOutlined, key: 'u' },
  { label: 'Events', to: paths.events(), icon: EventNoteOutlined, key: 'e' },
  { label: 'Data fields', to: paths.dataFields(), icon: DataObjectOutlined, key: 'd' },
  { label: 'Runs', to: paths.runs(), icon: TaskAltOutlined, key: 'r' },
  { label: 'Stop executions', to: paths.stopExecutions(), icon: StopCircleOutlined, key: 's' },
  { label: 'Connection', to: paths.connection(), icon: SettingsEthernetOutlined, key: 'c' },
];

/** Screens of the gateway's own (its store), shown in gateway mode to the roles that may use them. */
export interface GatewayNavItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** The least role that sees the entry. */
  role: Role;
}

export const GATEWAY_NAVIGATION: readonly GatewayNavItem[] = [
  // Admins see everyone's sessions; anyone else their own.
  { label: 'Sessions', to: paths.sessions(), icon: DevicesOutlined, role: 'viewer' },
  // Admins see everyone's actions; operators their own.
  { label: 'Audit trail', to: paths.audit(), icon: FactCheckOutlined, role: 'operator' },
  // Rules that post failing or silent workflows to a webhook.
  { label: 'Alerts', to: paths.alerts(), icon: NotificationsActiveOutlined, role: 'admin' },
];

/** The drawer's entries: the screens, then (in gateway mode, for a role) the gateway's own. */
export function navigationFor(
  gatewayRole: Role | undefined,
): readonly (NavItem | GatewayNavItem)[] {
  if (gatewayRole === undefined) return NAVIGATION;
  const extra = GATEWAY_NAVIGATION.filter((item) => roleAtLeast(gatewayRole, item.role));
  // Before Connection, which stays last.
  return [...NAVIGATION.slice(0, -1), ...extra, ...NAVIGATION.slice(-1)];
}
