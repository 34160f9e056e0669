/**
 * Runs the palette's commands (./commands.ts), from the palette or their keys: the theme switch, the
 * palette's search of workflows by name, the workflow screen's discard dialog and "Compare with…"
 * picker (asked for through src/lib/command-requests.ts), and copying the screen's address.
 */
import { useColorScheme } from '@mui/material/styles';
import { useLocation, useNavigate } from 'react-router';
import { paths, workflowIdIn } from '@/config/paths';
import { requestCommand } from '@/lib/command-requests';
import type { CommandId } from '@/lib/shortcut-keys';
import type { CommandContext } from './commands';

interface RunCommandOptions {
  /** Opens the palette searching workflows by name. */
  openByName: () => void;
  /** Says what a command did (a copied link), briefly. */
  notify: (text: string) => void;
}

export function useRunCommand({ openByName, notify }: RunCommandOptions) {
  const navigate = useNavigate();
  const location = useLocation();
  const { mode, systemMode, setMode } = useColorScheme();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  const workflowId = workflowIdIn(location.pathname);
  const context: CommandContext = { workflowId, dark };

  const run = (id: CommandId): boolean => {
    switch (id) {
      case 'switch-theme':
        setMode(dark ? 'light' : 'dark');
        notify(dark ? 'Light theme' : 'Dark theme');
        return true;
      case 'open-by-name':
        openByName();
        return true;
      case 'discard-draft':
        if (!workflowId) return false;
        requestCommand('discard-draft', workflowId);
        return true;
      case 'compare-with':
        if (!workflowId) return false;
        requestCommand('compare-with', workflowId);
        if (!location.pathname.endsWith('/compare'))
          void navigate(paths.workflow(workflowId, 'compare'));
        return true;
      case 'copy-link':
        // No clipboard at all (an insecure page) fails like a refusal.
        Promise.resolve()
          .then(() => navigator.clipboard.writeText(window.location.href))
          .then(
            () => notify('Link copied'),
            () => notify('The browser did not allow copying the link'),
          );
        return true;
    }
  };
  return { run, context };
}
