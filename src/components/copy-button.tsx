import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';

interface CopyButtonProps {
  value: string;
  /** What is copied, for the accessible name: "Copy the workflow id". */
  label: string;
  size?: 'small' | 'medium';
}

async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    return false;
  }
}

/** Copies a value to the clipboard and says so. */
export function CopyButton({ value, label, size = 'small' }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), 1500);
    return () => clearTimeout(timer);
  }, [state]);
  const name =
    state === 'copied'
      ? `Copied: ${label.replace(/^Copy /, '')}`
      : state === 'failed'
        ? 'Copying failed; select the text instead'
        : label;
  return (
    <IconButton
      size={size}
      aria-label={name}
      title={name}
      onClick={() => void copyText(value).then((ok) => setState(ok ? 'copied' : 'failed'))}
    >
      {state === 'copied' ? (
        <CheckIcon fontSize="inherit" />
      ) : (
        <ContentCopyIcon fontSize="inherit" />
      )}
    </IconButton>
  );
}
