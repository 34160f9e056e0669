import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
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
  { label: 'Connection', to: paths.connection(), icon: SettingsEthernetOutlined },
];
