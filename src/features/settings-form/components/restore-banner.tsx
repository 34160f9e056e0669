/** Offers back answers that were typed but not saved before a reload. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { FieldSlot, FormValues } from '@/features/dynamic-form';
import { differsFrom, restoreValues, type UnsavedAnswers } from '../model/unsaved-answers';

interface RestoreBannerProps {
  offered: UnsavedAnswers;
  slots: readonly FieldSlot[];
  saved: FormValues;
  onRestore: (values: FormValues) => void;
  onDiscard: () => void;
}

const timeOf = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'earlier' : date.toLocaleString();
};

export function RestoreBanner({ offered, slots, saved, onRestore, onDiscard }: RestoreBannerProps) {
  const [state, setState] = useState<'offered' | 'restored' | 'discarded'>('offered');
  if (state === 'discarded' || (state === 'offered' && !differsFrom(slots, saved, offered)))
    return null;
  if (state === 'restored') {
    return (
      <Alert severity="info" role="status" onClose={() => setState('discarded')}>
        Unsaved answers restored. Save to keep them.
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
            Restore
          </Button>
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              onDiscard();
              setState('discarded');
            }}
          >
            Discard
          </Button>
        </>
      }
    >
      You have answers from {timeOf(offered.savedAt)} that were not saved.
    </Alert>
  );
}
