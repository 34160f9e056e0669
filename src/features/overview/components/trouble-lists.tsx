/**
 * Where the trouble is: the workflows failing most (each linked to its failed runs), the latest
 * failures (each linked to the run on its layout), and the workflows on but idle in the period.
 */
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { WorkflowSummary } from '@/api/models';
import { ServiceText } from '@/components/service-text';
import { Timestamp } from '@/components/timestamp';
import { paths } from '@/config/paths';
import type { Period } from '@/features/actions';
import { formatCount } from '@/utils/format-count';
import type { FailingWorkflow, Failure } from '../failures';

type NameOf = (workflowId: string) => string;

function Section(props: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={props.id}
      sx={{ p: 2, minWidth: 0 }}
    >
      <Typography id={props.id} variant="subtitle1" component="h2">
        {props.title}
      </Typography>
      {props.intro ? (
        <Typography variant="body2" color="text.secondary">
          {props.intro}
        </Typography>
      ) : null}
      {props.children}
    </Paper>
  );
}

function Nothing({ children }: { children: string }) {
  return (
    <Typography variant="body2" sx={{ mt: 1 }}>
      {children}
    </Typography>
  );
}

export function FailingWorkflows(props: {
  rows: readonly FailingWorkflow[];
  nameOf: NameOf;
  period: Period;
}) {
  return (
    <Section id="overview-failing" title="Failing most">
      {props.rows.length === 0 ? (
        <Nothing>No workflow failed in this period.</Nothing>
      ) : (
        <List dense disablePadding>
          {props.rows.map((row) => (
            <ListItem key={row.workflowId} disableGutters sx={{ display: 'block' }}>
              <Link
                component={RouterLink}
                to={paths.runs(
                  new URLSearchParams({
                    workflow_id: row.workflowId,
                    status: 'failed',
                    period: props.period,
                  }),
                )}
                underline="hover"
              >
                {props.nameOf(row.workflowId)}
              </Link>{' '}
              <Typography variant="body2" component="span">
                — {formatCount(row.failedRuns)} failed {row.failedRuns === 1 ? 'run' : 'runs'}
              </Typography>
              {row.lastFailureNote ? (
                <ServiceText text={row.lastFailureNote} label="Last failure note:" />
              ) : null}
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}

export function LatestFailures(props: { rows: readonly Failure[]; nameOf: NameOf }) {
  return (
    <Section id="overview-latest" title="Latest failures">
      {props.rows.length === 0 ? (
        <Nothing>No failures in this period.</Nothing>
      ) : (
        <List dense disablePadding>
          {props.rows.map((failure) => (
            <ListItem key={failure.run.key} disableGutters sx={{ display: 'block' }}>
              <Typography variant="body2" component="span">
                {failure.workflowId && failure.run.executionId ? (
                  <Link
                    component={RouterLink}
                    to={paths.run(failure.workflowId, failure.run.executionId)}
                    underline="hover"
                  >
                    {props.nameOf(failure.workflowId)}
                  </Link>
                ) : (
                  props.nameOf(failure.workflowId)
                )}
                {failure.step ? ` at “${failure.step.name || failure.step.node_id}”` : ''},{' '}
                <Timestamp text={null} utc={failure.atUtc} />
              </Typography>
              {failure.note ? <ServiceText text={failure.note} label="Failure note:" /> : null}
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}

export function IdleWorkflows(props: { rows: readonly WorkflowSummary[]; periodLabel: string }) {
  const shown = props.rows.slice(0, 8);
  return (
    <Section
      id="overview-idle"
      title="On but not running"
      intro={`Switched on, yet no run started in the ${props.periodLabel}.`}
    >
      {shown.length === 0 ? (
        <Nothing>Every workflow that is on ran in this period.</Nothing>
      ) : (
        <List dense disablePadding>
          {shown.map((workflow) => (
            <ListItem key={workflow.id} disableGutters sx={{ display: 'block' }}>
              <Link component={RouterLink} to={paths.workflow(workflow.id)} underline="hover">
                {workflow.name || workflow.key || workflow.id}
              </Link>
              <Typography variant="body2" component="span" color="text.secondary">
                {' '}
                — last run{' '}
                <Timestamp
                  text={workflow.last_executed_at_string}
                  utc={workflow.last_executed_at_utc}
                  never="never"
                />
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
      {props.rows.length > shown.length ? (
        <Typography variant="body2" color="text.secondary">
          and {formatCount(props.rows.length - shown.length)} more.
        </Typography>
      ) : null}
    </Section>
  );
}
