import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface AdvancedSectionProps {
  /** The DOM id of the section's body. */
  id: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** The form's `advanced` fields, in a section that opens and closes (an h3 with its button). */
export function AdvancedSection({ id, title, open, onOpenChange, children }: AdvancedSectionProps) {
  return (
    <Accordion
      disableGutters
      variant="outlined"
      expanded={open}
      onChange={(_event, next) => onOpenChange(next)}
      slotProps={{ heading: { component: 'h3' } }}
    >
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls={id}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails id={id}>{children}</AccordionDetails>
    </Accordion>
  );
}
