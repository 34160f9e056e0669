import { callbackTimeout } from '../callback-timeout';
import EditNoteIcon from '@mui/icons-material/EditNote';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActionType } from '@/api/models';
import { AppIcon } from '@/components/app-icon';
import { Badge } from '@/components/badge';
import { CopyButton } from '@/components/copy-button';
import { DefinitionList, type Definition } from '@/components/definition-list';
import { lifecycleTimes } from '@/components/lifecycle-times';
import { DiscardDraftButton } from '@/components/discard-draft-button';

interface ActionTypeHeaderProps {
  actionType: ActionType;
  adminView: boolean;
  onDiscard: () => void;
}

export function ActionTypeHeader({ actionType, adminView, onDiscard }: ActionTypeHeaderProps) {
  const hasDraft = actionType.has_draft;
  const name = actionType.name || '(unnamed action type)';
  const details: Definition[] = [
    {
      label: 'Id',
      value: (
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <code>{actionType.id}</code>
          <CopyButton value={actionType.id} label="Copy the action type id" />
        </Stack>
      ),
    },
    { label: 'Type', value: actionType.type || '—' },
    { label: 'Source', value: actionType.source ?? '—' },
    { label: 'App', value: actionType.app_name ?? 'None' },
    {
      label: 'Categories',
      value:
        [actionType.primary_category, actionType.secondary_category].filter(Boolean).join(' › ') ||
        'None',
    },
    { label: 'Needs app connection', value: actionType.required_app_connection ?? 'No' },
    {
      label: 'Executed',
      value:
        actionType.executed_count === null
          ? '—'
          : `${actionType.executed_count.toLocaleString('en-US')} times`,
    },
    {
      label: 'Waits for a callback',
      value: actionType.wait_for_callback
        ? `Yes, timeout ${callbackTimeout(actionType.callback_timeout_n, actionType.callback_timeout_unit)}`
        : 'No',
    },
    ...lifecycleTimes(actionType),
  ];
  if (adminView) {
    const { groups } = actionType;
    details.push({ label: 'Groups', value: groups.length > 0 ? groups.join(', ') : 'None' });
  }
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
          <AppIcon url={actionType.icon.url} name={name} size={40} />
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant="h5"
              component="h1"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {name}
            </Typography>
            {actionType.description ? (
              <Typography variant="body2" color="text.secondary">
                {actionType.description}
              </Typography>
            ) : null}
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
              <Badge tone={actionType.on ? 'success' : 'neutral'} icon={<PowerSettingsNewIcon />}>
                {actionType.on ? 'On' : 'Off'}
              </Badge>
              {hasDraft ? (
                <Badge tone="warning" icon={<EditNoteIcon />}>
                  Draft
                </Badge>
              ) : (
                <Badge>No draft</Badge>
              )}
            </Stack>
          </Box>
        </Stack>
        <Box sx={{ flex: 'none' }}>
          <DiscardDraftButton hasDraft={hasDraft} onDiscard={onDiscard} />
        </Box>
      </Stack>
      <Card variant="outlined" component="section" aria-label="Details">
        <CardContent>
          <DefinitionList items={details} />
        </CardContent>
      </Card>
    </Stack>
  );
}
