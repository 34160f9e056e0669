/** The period's four figures, each with its change against the period before. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Figure, Figures } from '../figures';
import { changeWords, figureText, type FigureKind } from '../figure-text';

interface CardProps {
  title: string;
  kind: FigureKind;
  figure: Figure;
  previousLabel: string;
  /** A rise is bad news (failures). */
  upIsBad?: boolean;
  note?: string;
}

function FigureCard({ title, kind, figure, previousLabel, upIsBad = false, note }: CardProps) {
  const change = changeWords(kind, figure, previousLabel);
  const moved = change.direction === 'up' || change.direction === 'down';
  const color =
    !moved || !upIsBad
      ? 'text.secondary'
      : change.direction === 'up'
        ? 'error.main'
        : 'success.main';
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" component="h2">
        {title}
      </Typography>
      <Typography variant="h4" component="p" sx={{ my: 0.5 }} data-figure={title}>
        {figureText(kind, figure)}
      </Typography>
      <Typography variant="body2" sx={{ color }}>
        {change.direction === 'up' ? '▲ ' : change.direction === 'down' ? '▼ ' : ''}
        {change.text}
      </Typography>
      {figure.bound === 'sample' ? (
        <Typography variant="caption" color="text.secondary" component="p">
          From the runs read only.
        </Typography>
      ) : null}
      {note ? (
        <Typography variant="caption" color="text.secondary" component="p">
          {note}
        </Typography>
      ) : null}
    </Paper>
  );
}

interface FigureCardsProps {
  figures: Figures;
  previousLabel: string;
}

export function FigureCards({ figures, previousLabel }: FigureCardsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
      }}
    >
      <FigureCard
        title="Runs"
        kind="count"
        figure={figures.runs}
        previousLabel={previousLabel}
        note={figures.runsFrom === 'usage' ? 'From the service’s usage counts.' : undefined}
      />
      <FigureCard
        title="Failed runs"
        kind="count"
        figure={figures.failedRuns}
        previousLabel={previousLabel}
        upIsBad
      />
      <FigureCard
        title="Failure rate"
        kind="rate"
        figure={figures.failureRate}
        previousLabel={previousLabel}
        upIsBad
      />
      <FigureCard
        title="Average run time"
        kind="duration"
        figure={figures.averageRunMs}
        previousLabel={previousLabel}
        upIsBad
      />
    </Box>
  );
}
