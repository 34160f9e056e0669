/**
 * Saved answers whose keys match no field. The keys are the service's data: the first ORPHAN_PREVIEW
 * are listed (each cut to ORPHAN_KEY_CHARS characters), the rest behind "Show all (M)".
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { capList, truncate } from '@/utils/cap-text';

export const ORPHAN_PREVIEW = 20;
export const ORPHAN_KEY_CHARS = 80;

export function OrphanKeys({ keys }: { keys: readonly string[] }) {
  const [all, setAll] = useState(false);
  const { shown, hidden } = capList(keys, all ? keys.length : ORPHAN_PREVIEW);
  return (
    <Alert severity="warning">
      Saved answers that match no field (kept, not shown in the form):{' '}
      {shown.map((key) => (
        <code key={key} style={{ marginRight: 6, overflowWrap: 'anywhere' }}>
          {truncate(key, ORPHAN_KEY_CHARS)}
        </code>
      ))}
      {hidden > 0 || all ? (
        <Button size="small" color="inherit" onClick={() => setAll((shownAll) => !shownAll)}>
          {all ? 'Show fewer' : `Show all (${keys.length.toLocaleString('en-US')})`}
        </Button>
      ) : null}
    </Alert>
  );
}
