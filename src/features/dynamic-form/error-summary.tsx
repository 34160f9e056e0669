/** The errors of a failed save, at the top of the form; each links to (and focuses) its field. */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { forwardRef } from 'react';
import { useFormStrings } from './strings';

export interface SummaryItem {
  /** The form key of the field, or null for an error that names no field. */
  key: string | null;
  /** The DOM id to link to. */
  target: string | null;
  label: string;
  message: string;
}

interface ErrorSummaryProps {
  items: readonly SummaryItem[];
  onFocusField: (key: string) => void;
}

export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { items, onFocusField },
  ref,
) {
  const strings = useFormStrings().save;
  return (
    <Alert severity="error" ref={ref} tabIndex={-1} aria-labelledby="settings-error-summary-title">
      <AlertTitle id="settings-error-summary-title">
        {strings.summaryTitle(items.length)}
      </AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {items.map((item) => (
          <li key={`${item.key ?? item.label}:${item.message}`}>
            {item.key !== null && item.target !== null ? (
              // In the alert's own colour, underlined: readable on its tint in both themes.
              <Box
                component="a"
                href={`#${item.target}`}
                sx={{ color: 'inherit', fontWeight: 600, textDecoration: 'underline' }}
                onClick={(event) => {
                  event.preventDefault();
                  if (item.key !== null) onFocusField(item.key);
                }}
              >
                {item.label}
              </Box>
            ) : (
              <strong>{item.label}</strong>
            )}
            : {item.message}
          </li>
        ))}
      </ul>
    </Alert>
  );
});
