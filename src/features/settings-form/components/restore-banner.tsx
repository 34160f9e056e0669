/** Offers back answers that were typed but not saved before a reload. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useFormStrings, type FieldSlot, type FormValues } from '@/features/dynamic-form';
import { differsFrom, restoreValues, type UnsavedAnswers } from '../model/unsaved-answers';

interface RestoreBannerProps {
  offered: UnsavedAnswers;
  slots: readonly FieldSlot[];
  saved: FormValues;
  onRestore: (values: FormValues) => void;
  onDiscard: () => void;
}

/** When the answers were typed, if the stored time reads as one. */
const dateOf = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

export function RestoreBanner({ offered, slots, saved, onRestore, onDiscard }: RestoreBannerProps) {
  const strings = useFormStrings().fill;
  const [state, setState] = useState<'offered' | 'restored' | 'discarded'>('offered');
  if (state === 'discarded' || (state === 'offered' && !differsFrom(slots, saved, offered)))
    return null;
  if (state === 'restored') {
    return (
      <Alert severity="info" role="status" onClose={() => setState('discarded')}>
        {strings.restored}
      </Alert>
    );
  }
  return (
    <Alert
      severity="info"
      action={
        <>
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              onRestore(restoreValues(slots, saved, offered));
              setState('restored');
            }}
          >
            {strings.restore}
          </Button>
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              onDiscard();
              setState('discarded');
            }}
          >
            {strings.discard}
          </Button>
        </>
      }
    >
      {strings.unsaved(dateOf(offered.savedAt))}
    </Alert>
  );
}
