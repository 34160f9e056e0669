import EditNoteIcon from '@mui/icons-material/EditNote';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ActionType } from '@/api/models';
import { isApiError } from '@/api/errors';
import { AppIcon } from '@/components/app-icon';
import { Badge } from '@/components/badge';
import { SkeletonText } from '@/components/skeleton-text';
import { paths } from '@/config/paths';
import type { ActionTypeUse } from './action-types-used';
import { OverviewCard } from './overview-cards';

export interface ActionTypeState {
  data?: ActionType;
  error?: unknown;
  pending: boolean;
}

interface ActionTypesCardProps {
  uses: ActionTypeUse[];
  details: ReadonlyMap<string, ActionTypeState>;
}

/** The action types the workflow uses, each linking to its page and flagged when it has its own draft. */
export function ActionTypesCard({ uses, details }: ActionTypesCardProps) {
  return (
    <OverviewCard title={`Action types used (${uses.length})`} id="action-types-title">
      {uses.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          This workflow uses no action types.
        </Typography>
      ) : (
        <List dense disablePadding>
          {uses.map((use) => {
            const state = details.get(use.id);
            const name = state?.data?.name || use.name || use.id;
            const appName = state?.data?.app_name;
            return (
              <ListItem key={use.id} disableGutters sx={{ display: 'block', py: 0.75 }}>
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <AppIcon url={state?.data?.icon.url ?? use.iconUrl} name={name} size={18} />
                  <Link
                    component={RouterLink}
                    to={paths.actionType(use.id)}
                    sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    {name}
                  </Link>
                  {state?.data?.has_draft ? (
                    <Badge tone="warning" icon={<EditNoteIcon />}>
                      Has its own unpublished draft
                    </Badge>
                  ) : null}
                  {use.inDraft && !use.inPublished ? (
                    <Badge tone="success">Only in the draft</Badge>
                  ) : null}
                  {use.inPublished && !use.inDraft ? (
                    <Badge tone="error">Not in the draft</Badge>
                  ) : null}
                </Stack>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="p"
                  sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
                >
                  {use.id}
                  {appName ? ` · ${appName}` : ''}
                </Typography>
                {state?.pending ? <SkeletonText style={{ width: 160 }} /> : null}
                {state?.error ? (
                  <Typography variant="caption" color="error" component="p">
                    Could not load it:{' '}
                    {isApiError(state.error) ? state.error.message : 'unknown error'}
                  </Typography>
                ) : null}
              </ListItem>
            );
          })}
        </List>
      )}
    </OverviewCard>
  );
}
