/** The navigation on a phone: a modal drawer over the page (a chunk of its own, see app-shell.tsx). */
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';

export default function MobileDrawer({
  open,
  width,
  onClose,
  children,
}: {
  open: boolean;
  width: number;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ '& .MuiDrawer-paper': { width, boxSizing: 'border-box' } }}
    >
      <Toolbar />
      {children}
    </Drawer>
  );
}
