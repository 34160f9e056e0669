import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { whenOnline } from '@/lib/when-online';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { NavLink, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { OfflineBanner } from './offline-banner';
import { ErrorBoundary } from '@/components/error-boundary';
import { ProgressBar } from '@/components/progress-bar';
import { ActingUserButton } from './acting-user-button';
import { useFocusOnNavigate } from './focus-on-navigate';
import { ModeChip } from './mode-chip';
import { CommandBar } from './command-bar';
import { connectionStore } from '@/config/connection';
import { navigationFor } from '@/config/navigation';
import { sessionStore } from '@/config/session-store';
import { useStore } from '@/lib/store';
import { ThemeToggle } from './theme-toggle';

const DRAWER_WIDTH = 220;

/** On a phone the navigation slides in over the page: MUI's modal drawer, loaded the first time. */
const MobileDrawer = lazy(() => whenOnline(() => import('./mobile-drawer')));

/** The screens' links: plain links with the look of MUI's list buttons (src/lib/nav-styles.ts). */
function NavigationList({ onNavigate }: { onNavigate?: () => void }) {
  const { mode } = useStore(connectionStore);
  const session = useStore(sessionStore);
  const items = navigationFor(mode === 'gateway' ? session?.role : undefined);
  return (
    <nav aria-label="Main navigation" className="nav-list">
      {items.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.to === '/'}
          onClick={onNavigate}
          className="nav-item"
        >
          <span className="nav-icon">
            <item.icon />
          </span>
          <span className="nav-label">{item.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}

/** The top bar alone (also the first paint while the first route loads). */
export function TopBar({
  onMenu,
  busy,
  withSearch = true,
}: {
  onMenu?: () => void;
  busy?: boolean;
  withSearch?: boolean;
}) {
  return (
    <AppBar position="fixed" elevation={0} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      {/*
        The controls keep their size; on a phone the title gives way to them, and below 400 px the
        mode and the acting user show as icons (their names stay in their labels), so the theme
        switch stays on screen down to 280 px.
      */}
      <Toolbar
        sx={{
          gap: 1,
          '& > *': { flexShrink: 0 },
          '& > p': { flexShrink: 1, minWidth: 0 },
          '@media (max-width: 399.95px)': {
            gap: 0.5,
            px: 1,
            '& .mode-word, & .acting-user-key': { display: 'none' },
            '& .MuiButton-startIcon': { mx: 0 },
            '& .MuiButton-root': { minWidth: 0 },
          },
        }}
      >
        {onMenu ? (
          <IconButton
            color="inherit"
            edge="start"
            onClick={onMenu}
            aria-label="Open the navigation"
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <Typography
          variant="h6"
          component="p"
          noWrap
          sx={{ fontWeight: 700, mr: 1, display: { xs: 'none', sm: 'block' } }}
        >
          Workflow Console
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {withSearch ? <CommandBar /> : null}
        <ModeChip />
        <ActingUserButton />
        <ThemeToggle />
      </Toolbar>
      {busy ? (
        <Box sx={{ position: 'absolute', bottom: 0, left: 0, right: 0 }}>
          <ProgressBar label="Loading" />
        </Box>
      ) : null}
    </AppBar>
  );
}

export function AppShell({ children }: { children?: ReactNode }) {
  const [mobileOpen, setMobileOpen] = useState(false);
  // Once opened, the phone's drawer stays mounted, so it can slide out and in again.
  const [mobileLoaded, setMobileLoaded] = useState(false);
  const navigation = useNavigation();
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  useFocusOnNavigate('main');
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {/* A new screen starts at the top; Back and Forward return to where the user was. */}
      <ScrollRestoration />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <TopBar
        onMenu={
          desktop
            ? undefined
            : () => {
                setMobileLoaded(true);
                setMobileOpen(true);
              }
        }
        busy={navigation.state === 'loading'}
      />
      {desktop ? (
        // A column of its own, as MUI's permanent drawer lays it out, without the modal machinery a
        // wide screen never uses (it stays out of the first load).
        <Box sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}>
          <Box
            sx={{
              position: 'fixed',
              top: 0,
              bottom: 0,
              left: 0,
              width: DRAWER_WIDTH,
              overflowY: 'auto',
              zIndex: 'drawer',
              bgcolor: 'background.paper',
              borderRight: 1,
              borderColor: 'divider',
            }}
          >
            <Toolbar />
            <ErrorBoundary what="the navigation">
              <NavigationList />
            </ErrorBoundary>
          </Box>
        </Box>
      ) : mobileLoaded ? (
        <Suspense fallback={null}>
          <MobileDrawer open={mobileOpen} width={DRAWER_WIDTH} onClose={() => setMobileOpen(false)}>
            <ErrorBoundary what="the navigation">
              <NavigationList onNavigate={() => setMobileOpen(false)} />
            </ErrorBoundary>
          </MobileDrawer>
        </Suspense>
      ) : null}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}
      >
        <Toolbar />
        <OfflineBanner />
        {children ?? <Outlet />}
      </Box>
    </Box>
  );
}
