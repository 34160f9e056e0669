/** `?`: the keyboard shortcuts, from the same list the listener uses. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { SHORTCUTS } from '@/lib/shortcut-keys';

export default function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="shortcuts-title" maxWidth="xs" fullWidth>
      <DialogTitle id="shortcuts-title">Keyboard shortcuts</DialogTitle>
      <DialogContent>
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <tbody>
            {SHORTCUTS.map((shortcut) => (
              <tr key={shortcut.what}>
                <th
                  scope="row"
                  aria-label={shortcut.keys.join(shortcut.join)}
                  style={{
                    textAlign: 'left',
                    padding: '4px 12px 4px 0',
                    whiteSpace: 'nowrap',
                    fontWeight: 400,
                  }}
                >
                  {shortcut.keys.map((key, index) => (
                    <span key={index}>
                      {index > 0 ? shortcut.join : null}
                      <kbd>{key}</kbd>
                    </span>
                  ))}
                </th>
                <td style={{ padding: '4px 0' }}>{shortcut.what}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
