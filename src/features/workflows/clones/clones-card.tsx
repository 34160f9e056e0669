/**
 * A template's clones, found on request: the interface cannot list them, so the console searches
 * every user's workflows (paced, cancellable) and says how far it got and which users it could not
 * search. Each clone says whether its published layout differs from the template's and links to the
 * two compared.
 */
import CompareArrows from '@mui/icons-material/CompareArrows';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Workflow } from '@/api/models';
import { Badge } from '@/components/badge';
import { ErrorState } from '@/components/error-state';
import { paths } from '@/config/paths';
import { OverviewCard } from '../detail/overview-cards';
import { formatSide } from '../compare/sides/side-spec';
import type { CloneSearchProgress, FoundClone } from './clone-search';
import { useCloneSearch, type CloneSearchState } from './use-clone-search';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function compareLink(template: Workflow, clone: FoundClone) {
  const head = formatSide({
    source: 'workflow',
    ref: clone.id,
    userKey: clone.userKey,
    version: 'published',
  });
  return paths.workflow(template.id, 'compare', new URLSearchParams({ head }));
}

function Summary({ state }: { state: Exclude<CloneSearchState, { status: 'idle' }> }) {
  const { progress } = state;
  const total = progress.usersTotal;
  const searched = progress.usersSearched.length;
  const failed = progress.usersFailed.length;
  const notSearched = total === null ? null : total - searched;
  const found = plural(progress.clones.length, 'clone');
  if (state.status === 'running')
    return (
      <Typography variant="body2" role="status">
        {total === null
          ? 'Listing the users…'
          : `Searched ${searched} of ${plural(total, 'user')} (${plural(progress.workflowsRead, 'workflow')} read); ${found} found so far.`}
      </Typography>
    );
  return (
    <Typography variant="body2" role="status">
      {state.status === 'cancelled'
        ? 'Stopped. '
        : state.status === 'failed'
          ? 'The search failed. '
          : ''}
      {found} found. Searched {plural(searched, 'user')}
      {total === null ? '' : ` of ${total}`}
      {notSearched
        ? `; ${notSearched} not searched${failed > 0 ? ` (${failed} could not be read)` : ''}`
        : '; every user was searched'}
      .
    </Typography>
  );
}

function Users({ progress }: { progress: CloneSearchProgress }) {
  if (progress.usersSearched.length === 0 && progress.usersFailed.length === 0) return null;
  return (
    <details>
      <summary style={{ cursor: 'pointer', fontSize: '0.875rem' }}>
        Which users were searched
      </summary>
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'break-word' }}>
        Searched: {progress.usersSearched.join(', ') || 'none'}.
      </Typography>
      {progress.usersFailed.length > 0 ? (
        <Typography component="ul" variant="body2" sx={{ mt: 1, pl: 2.5 }}>
          {progress.usersFailed.map((user) => (
            <li key={user.key}>
              Not searched: {user.key} ({user.reason})
            </li>
          ))}
        </Typography>
      ) : null}
    </details>
  );
}

export function ClonesCard({ workflow }: { workflow: Workflow }) {
  const { state, start, cancel } = useCloneSearch({
    id: workflow.id,
    createdAt: workflow.created_at_utc ?? workflow.created_at,
    layout: workflow.template,
  });
  const progress = state.status === 'idle' ? null : state.progress;
  const total = progress?.usersTotal ?? null;
  const done = progress ? progress.usersSearched.length + progress.usersFailed.length : 0;
  return (
    <OverviewCard title="Clones of this template" id="clones-title">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        The service cannot list a template’s clones. The console can look for them: it lists every
        user’s workflows and reads each one that could be a clone, a few at a time. Nothing is read
        until you ask.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1.5 }}>
        {state.status === 'running' ? (
          <Button variant="outlined" color="inherit" onClick={cancel}>
            Cancel
          </Button>
        ) : (
          <Button variant="outlined" startIcon={<SearchIcon />} onClick={start}>
            {state.status === 'idle' ? 'Find the clones' : 'Search again'}
          </Button>
        )}
      </Stack>
      {state.status === 'running' ? (
        <LinearProgress
          aria-label="Searching for clones"
          variant={total === null ? 'indeterminate' : 'determinate'}
          value={total ? (done / total) * 100 : 0}
          sx={{ mb: 1 }}
        />
      ) : null}
      {state.status === 'idle' ? null : (
        <Stack spacing={1}>
          <Summary state={state} />
          {state.status === 'failed' ? (
            <ErrorState error={state.error} what="Listing the users" />
          ) : null}
          {state.progress.clones.length > 0 ? (
            <Stack
              component="ul"
              spacing={1}
              aria-label="Clones"
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {state.progress.clones.map((clone) => (
                <Stack
                  component="li"
                  key={clone.id}
                  direction="row"
                  useFlexGap
                  spacing={1}
                  sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {clone.name || clone.key}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    of {clone.userKey}
                  </Typography>
                  {clone.differences === 0 ? (
                    <Badge tone="success">Same published layout</Badge>
                  ) : (
                    <Badge tone="warning">
                      Published layout differs: {plural(clone.differences, 'change')}
                    </Badge>
                  )}
                  <Link component={RouterLink} to={compareLink(workflow, clone)} variant="body2">
                    <CompareArrows
                      aria-hidden
                      fontSize="inherit"
                      sx={{ verticalAlign: 'middle', mr: 0.5 }}
                    />
                    Compare with the template
                    <span className="visually-hidden">
                      {' '}
                      ({clone.name || clone.key} of {clone.userKey})
                    </span>
                  </Link>
                </Stack>
              ))}
            </Stack>
          ) : null}
          <Users progress={state.progress} />
        </Stack>
      )}
    </OverviewCard>
  );
}
