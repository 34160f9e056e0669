import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { KNOWN_FIELD_TYPES, type Workflow } from '@/api/models';
import { CopyButton } from '@/components/copy-button';
import { DefinitionList, type Definition } from '@/components/definition-list';
import { ErrorBoundary } from '@/components/error-boundary';
import { JsonView } from '@/components/json-view';
import { lifecycleTimes } from '@/components/lifecycle-times';
import { paths } from '@/config/paths';
import { DraftChip, OnOffChip, StatusChip } from '../components/status-chips';

export function OverviewCard({
  title,
  children,
  id,
}: {
  title: string;
  children: ReactNode;
  id: string;
}) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          {title}
        </Typography>
        <ErrorBoundary what={`the “${title}” card`}>{children}</ErrorBoundary>
      </CardContent>
    </Card>
  );
}

const yesNo = (value: boolean | null) => (value === null ? '—' : value ? 'Yes' : 'No');

function WithCopy({ value: text, label }: { value: string; label: string }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography
        component="code"
        variant="body2"
        sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {text || '—'}
      </Typography>
      {text ? <CopyButton value={text} label={label} /> : null}
    </Stack>
  );
}

export function IdentityCard({ workflow }: { workflow: Workflow }) {
  return (
    <OverviewCard title="Identity" id="identity-title">
      <DefinitionList
        items={[
          { label: 'Name', value: workflow.name || '—' },
          { label: 'Key', value: <WithCopy value={workflow.key} label="Copy the workflow key" /> },
          { label: 'Id', value: <WithCopy value={workflow.id} label="Copy the workflow id" /> },
          {
            label: 'Description',
            value: workflow.description ?? (
              <Typography variant="inherit" color="text.secondary">
                No description
              </Typography>
            ),
          },
        ]}
      />
    </OverviewCard>
  );
}

export function StateCard({ workflow }: { workflow: Workflow }) {
  return (
    <OverviewCard title="State" id="state-title">
      <DefinitionList
        items={[
          { label: 'Status', value: <StatusChip status={workflow.status} /> },
          { label: 'On', value: <OnOffChip on={workflow.on} /> },
          {
            label: 'Draft',
            value: workflow.has_draft ? <DraftChip hasDraft /> : 'No draft',
          },
          {
            label: 'Managed',
            value: workflow.is_managed ? 'Yes: managed by the account and read-only' : 'No',
          },
          ...lifecycleTimes(workflow),
        ]}
      />
    </OverviewCard>
  );
}

const count = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-US'));

export function CountsCard({ workflow }: { workflow: Workflow }) {
  const stats = workflow.stats;
  const hasStats = Object.keys(stats).length > 0;
  return (
    <OverviewCard title="Counts and statistics" id="counts-title">
      <DefinitionList
        items={[
          // Labelled for what they count: actions_count counts the layout's steps, not actions run.
          { label: 'Steps in the layout', value: count(workflow.actions_count) },
          {
            label: 'Runs so far',
            value: (
              <span>
                {count(workflow.executions_count)}
                {workflow.executions_count ? (
                  <>
                    {' · '}
                    <Link component={RouterLink} to={paths.workflow(workflow.id, 'actions')}>
                      recent runs
                    </Link>
                  </>
                ) : null}
              </span>
            ),
          },
        ]}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, mb: 0.5 }}>
        Statistics
      </Typography>
      {hasStats ? (
        <JsonView value={stats} label="Workflow statistics" maxHeight={200} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          No statistics reported.
        </Typography>
      )}
    </OverviewCard>
  );
}

export function SettingsSummaryCard({
  workflow,
  workflowId,
}: {
  workflow: Workflow;
  workflowId: string;
}) {
  const { form, form_data: answers } = workflow;
  const byType = new Map<string, number>();
  for (const field of form) byType.set(field.type, (byType.get(field.type) ?? 0) + 1);
  const answered = form.filter(
    (field) => Object.hasOwn(answers, field.id) || Object.hasOwn(answers, field.name),
  ).length;
  const unsupported = [...byType.keys()].filter(
    (type) => !(KNOWN_FIELD_TYPES as readonly string[]).includes(type),
  );
  const items: Definition[] = [
    {
      label: 'Fields',
      value:
        form.length === 0
          ? 'This workflow has no settings form.'
          : [...byType].map(([type, n]) => `${n} ${type}`).join(', '),
    },
    { label: 'Required', value: String(form.filter((field) => field.required).length) },
    { label: 'Answered', value: `${answered} of ${form.length}` },
  ];
  if (unsupported.length > 0)
    items.push({ label: 'Unsupported types', value: unsupported.join(', ') });
  return (
    <OverviewCard title="Settings form" id="settings-summary-title">
      <DefinitionList items={items} />
      <Link
        component={RouterLink}
        to={paths.workflow(workflowId, 'settings')}
        sx={{ display: 'inline-block', mt: 1.5 }}
      >
        Open the settings
      </Link>
    </OverviewCard>
  );
}

export function AdminCard({ workflow }: { workflow: Workflow }) {
  const { groups } = workflow;
  return (
    <OverviewCard title="Admin" id="admin-title">
      <DefinitionList
        items={[
          {
            label: 'Groups',
            value:
              groups === null
                ? 'Not sent (needs the admin role)'
                : groups.length === 0
                  ? 'None'
                  : groups.join(', '),
          },
          { label: 'Template', value: yesNo(workflow.is_template) },
          { label: 'Auto-clone for new users', value: yesNo(workflow.auto_clone_for_new_users) },
          { label: 'Managed by', value: workflow.managed_by ?? '—' },
          {
            label: 'Account template',
            value: workflow.account_template_id ? (
              <WithCopy value={workflow.account_template_id} label="Copy the account template id" />
            ) : (
              'None'
            ),
          },
        ]}
      />
    </OverviewCard>
  );
}
