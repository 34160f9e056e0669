/**
 * Runs and failed runs per hour (24 hours) or per day (7 and 30 days), as bars (MUI X Charts, loaded
 * with this screen only) or, behind "Show as table", as a table of the same figures. Behind the
 * gateway, the slots where a workflow's published version changed carry a mark, and each change is
 * listed under the chart with a link to the compare of that version with the one before.
 */
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { Link as RouterLink } from 'react-router';
import { formatUtc } from '@/utils/format-utc';
import type { SlotCounts } from '../failures';
import { slotLabel } from '../period';
import type { VersionMark } from '../marks';

interface RunsChartProps {
  counts: readonly SlotCounts[];
  marks: readonly VersionMark[];
  asTable: boolean;
  onAsTable: (asTable: boolean) => void;
  /** "per hour" or "per day". */
  unit: string;
}

function CountsTable({
  counts,
  marks,
}: {
  counts: readonly SlotCounts[];
  marks: readonly VersionMark[];
}) {
  return (
    <Table size="small" aria-label={`Runs and failures`}>
      <TableHead>
        <TableRow>
          <TableCell>Slot (UTC)</TableCell>
          <TableCell align="right">Runs</TableCell>
          <TableCell align="right">Failed</TableCell>
          <TableCell>Published versions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {counts.map((row) => {
          const label = slotLabel(row.slot);
          const here = marks.filter((mark) => mark.slotLabel === label);
          return (
            <TableRow key={row.slot.start}>
              <TableCell>{label}</TableCell>
              <TableCell align="right">{row.runs}</TableCell>
              <TableCell align="right">{row.failed}</TableCell>
              <TableCell>{here.map((mark) => mark.workflowName).join(', ')}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function MarkList({ marks }: { marks: readonly VersionMark[] }) {
  if (marks.length === 0) return null;
  return (
    <Stack component="ul" spacing={0.5} sx={{ m: 0, mt: 1, pl: 2 }} aria-label="Published versions">
      {marks.map((mark) => (
        <Typography component="li" variant="body2" key={mark.key}>
          {mark.slotLabel}: {mark.workflowName} published a new version ({formatUtc(mark.at)}).{' '}
          <Link component={RouterLink} to={mark.compareTo} underline="hover">
            Compare with the version before
          </Link>
        </Typography>
      ))}
    </Stack>
  );
}

export function RunsChart({ counts, marks, asTable, onAsTable, unit }: RunsChartProps) {
  const theme = useTheme();
  const labels = counts.map((row) => slotLabel(row.slot));
  const markSlots = [...new Set(marks.map((mark) => mark.slotLabel))];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="overview-chart"
      sx={{ p: 2, minWidth: 0 }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography id="overview-chart" variant="subtitle1" component="h2">
          Runs and failures {unit}
        </Typography>
        <Button size="small" aria-pressed={asTable} onClick={() => onAsTable(!asTable)}>
          {asTable ? 'Show as chart' : 'Show as table'}
        </Button>
      </Stack>
      {asTable ? (
        <CountsTable counts={counts} marks={marks} />
      ) : (
        <BarChart
          height={260}
          xAxis={[{ scaleType: 'band', data: labels, id: 'slots' }]}
          series={[
            {
              data: counts.map((row) => row.runs),
              label: 'Runs',
              color: theme.palette.primary.main,
            },
            {
              data: counts.map((row) => row.failed),
              label: 'Failed',
              color: theme.palette.error.main,
            },
          ]}
          aria-label={`Runs and failures ${unit}, as bars (the same figures are in “Show as table”)`}
        >
          {markSlots.map((slot) => {
            // A mark in the right half is labelled on its left, so the label stays in the chart.
            const left = labels.indexOf(slot) >= labels.length / 2;
            return (
              <ChartsReferenceLine
                key={slot}
                x={slot}
                label="▼ new version"
                spacing={{ x: left ? -5 : 5 }}
                lineStyle={{ stroke: theme.palette.warning.main, strokeDasharray: '4 3' }}
                labelStyle={{
                  fill: theme.palette.text.secondary,
                  fontSize: 11,
                  textAnchor: left ? 'end' : 'start',
                }}
              />
            );
          })}
        </BarChart>
      )}
      <MarkList marks={marks} />
    </Paper>
  );
}
