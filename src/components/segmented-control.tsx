/**
 * A row of mutually exclusive buttons (aria-pressed), e.g. the compare view switch. Native buttons
 * styled to match MUI: cheaper to mount than ToggleButtonGroup on screens where every millisecond
 * before the canvas counts.
 */
import { alpha, styled } from '@mui/material/styles';

const Group = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  overflow: 'hidden',
}));

const Segment = styled('button')(({ theme }) => ({
  font: 'inherit',
  fontSize: '0.8125rem',
  fontWeight: 600,
  padding: '6px 12px',
  border: 0,
  borderLeft: `1px solid ${theme.palette.divider}`,
  background: 'transparent',
  color: theme.palette.text.secondary,
  cursor: 'pointer',
  '&:first-of-type': { borderLeft: 0 },
  '&:hover': { background: theme.palette.action.hover },
  '&[aria-pressed="true"]': {
    color: theme.palette.text.primary,
    background: alpha(theme.palette.primary.main, 0.14),
  },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
}));

interface SegmentedControlProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onChange,
}: SegmentedControlProps<T>) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Segment
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Segment>
      ))}
    </Group>
  );
}
