/**
 * `/alerts` (gateway mode, admins): the alert rules, each firing and its deliveries. A new rule's
 * signing secret is shown once, right after it is added.
 */
import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, type BadgeTone } from '@/components/badge';
import { CopyButton } from '@/components/copy-button';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageContainer } from '@/components/page-container';
import { SkeletonText } from '@/components/skeleton-text';
import { Timestamp } from '@/components/timestamp';
import { sessionStore } from '@/config/session-store';
import { useStore } from '@/lib/store';
import {
  alertQueries,
  createRule,
  deleteRule,
  updateRule,
  type AlertFiring,
  type AlertRule,
  type AlertRuleBody,
} from './api';
import { RuleDialog } from './rule-dialog';
import { ruleWords, valuesOf } from './rule-form';

const STATUS: Record<AlertFiring['status'], { tone: BadgeTone; label: string }> = {
  pending: { tone: 'warning', label: 'Delivering' },
  delivered: { tone: 'success', label: 'Delivered' },
  failed: { tone: 'error', label: 'Not delivered' },
};

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;
const rowSx = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1,
  alignItems: 'center',
  px: 2,
  py: 1.5,
  borderTop: 1,
  borderColor: 'divider',
  '&:first-of-type': { borderTop: 0 },
} as const;

function RuleRow(props: { rule: AlertRule; onEdit: () => void; onDelete: () => void }) {
  const { rule } = props;
  return (
    <Box component="li" sx={rowSx}>
      <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h3" variant="subtitle2">
            {rule.name}
          </Typography>
          <Badge tone={rule.enabled ? 'success' : 'neutral'}>{rule.enabled ? 'On' : 'Off'}</Badge>
        </Box>
        <Typography variant="body2">
          {ruleWords(rule)} · {rule.workflow_id ? `workflow ${rule.workflow_id}` : 'every workflow'}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          To {rule.webhook_url}
        </Typography>
      </Box>
      <Button size="small" onClick={props.onEdit} aria-label={`Edit ${rule.name}`}>
        Edit…
      </Button>
      <Button
        size="small"
        color="error"
        onClick={props.onDelete}
        aria-label={`Delete ${rule.name}`}
      >
        Delete
      </Button>
    </Box>
  );
}

function FiringRow({ firing }: { firing: AlertFiring }) {
  const status = STATUS[firing.status];
  return (
    <Box component="li" sx={rowSx}>
      <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {firing.summary}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <Timestamp text={null} utc={firing.at} /> · rule “{firing.rule_name ?? firing.rule_id}” ·{' '}
          {firing.attempts} attempt{firing.attempts === 1 ? '' : 's'}
          {firing.deliveries.length > 0
            ? ` (${firing.deliveries.map((delivery) => delivery.status ?? 'unreachable').join(', ')})`
            : ''}
          {firing.last_error && firing.status !== 'delivered' ? ` · ${firing.last_error}` : ''}
        </Typography>
      </Box>
      <Badge tone={status.tone}>{status.label}</Badge>
    </Box>
  );
}

function SecretNote({
  secret,
  onClose,
}: {
  secret: { name: string; value: string };
  onClose: () => void;
}) {
  return (
    <Alert severity="success" role="status" onClose={onClose}>
      <AlertTitle>Added “{secret.name}”: its signing secret, shown this once</AlertTitle>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
          {secret.value}
        </Box>
        <CopyButton value={secret.value} label="Copy the signing secret" />
      </Box>
      Each delivery carries <code>X-WFC-Signature: sha256=…</code>, the HMAC-SHA256 of the body with
      this secret: check it before trusting the alert.
    </Alert>
  );
}

type Editing = { kind: 'new' } | { kind: 'edit'; rule: AlertRule } | null;

export function AlertsPage() {
  const admin = useStore(sessionStore)?.role === 'admin';
  const state = useQuery({ ...alertQueries.state(), enabled: admin });
  const queryClient = useQueryClient();
  const { confirm } = useDialogs();
  const [editing, setEditing] = useState<Editing>(null);
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: alertQueries.all() });
  const remove = useMutation({
    mutationFn: (rule: AlertRule) => deleteRule(rule.id),
    onSuccess: refresh,
  });
  const save = async (body: AlertRuleBody) => {
    if (editing?.kind === 'edit') await updateRule(editing.rule.id, body);
    else {
      const added = await createRule(body);
      setSecret({ name: added.rule.name, value: added.secret });
    }
    await refresh();
  };
  const askDelete = async (rule: AlertRule) => {
    if (
      await confirm({
        title: `Delete “${rule.name}”?`,
        message: 'It stops firing; its past firings stay listed.',
        confirmText: 'Delete rule',
        severity: 'error',
      })
    )
      remove.mutate(rule);
  };

  if (!admin)
    return (
      <PageContainer title="Alerts">
        <EmptyState
          title="Alerts are for admins"
          description="Ask an admin of this console to set up or change alerts."
        />
      </PageContainer>
    );

  const data = state.data;
  return (
    <PageContainer
      title="Alerts"
      subtitle="Hear about failing or silent workflows without opening the console: the gateway’s background scan checks these rules and posts to their webhooks."
      actions={
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => setEditing({ kind: 'new' })}
        >
          New rule…
        </Button>
      }
    >
      <Stack spacing={2}>
        {secret ? <SecretNote secret={secret} onClose={() => setSecret(null)} /> : null}
        {remove.isError ? (
          <ErrorState error={remove.error} what="Deleting the rule" server="gateway" />
        ) : null}
        {state.isError ? (
          <ErrorState
            error={state.error}
            what="Loading the alerts"
            server="gateway"
            onRetry={() => void state.refetch()}
          />
        ) : !data ? (
          <Box aria-busy="true" aria-label="Loading the alerts">
            {Array.from({ length: 4 }, (_, row) => (
              <SkeletonText key={row} style={{ width: '100%', height: 48, marginBottom: 8 }} />
            ))}
          </Box>
        ) : (
          <>
            <Typography component="h2" variant="h6">
              Rules
            </Typography>
            <Paper variant="outlined">
              {data.rules.length === 0 ? (
                <EmptyState
                  title="No alert rules yet"
                  description="Add one: a workflow that fails several times within a window, or one that has not run for a while."
                />
              ) : (
                <Box component="ul" aria-label="Alert rules" sx={listSx}>
                  {data.rules.map((rule) => (
                    <RuleRow
                      key={rule.id}
                      rule={rule}
                      onEdit={() => setEditing({ kind: 'edit', rule })}
                      onDelete={() => void askDelete(rule)}
                    />
                  ))}
                </Box>
              )}
            </Paper>
            <Typography component="h2" variant="h6">
              Firings
            </Typography>
            <Paper variant="outlined">
              {data.firings.length === 0 ? (
                <EmptyState
                  title="Nothing has fired"
                  description="Each firing and its deliveries show here, newest first."
                />
              ) : (
                <Box component="ul" aria-label="Firings" sx={listSx}>
                  {data.firings.map((firing) => (
                    <FiringRow key={firing.id} firing={firing} />
                  ))}
                </Box>
              )}
            </Paper>
          </>
        )}
      </Stack>
      {editing ? (
        <RuleDialog
          {...(editing.kind === 'edit' ? { initial: valuesOf(editing.rule) } : {})}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </PageContainer>
  );
}
