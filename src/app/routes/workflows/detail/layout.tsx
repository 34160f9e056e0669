import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '@/api/errors';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { ErrorState } from '@/components/error-state';
import { NavTabs } from '@/components/nav-tabs';
import { PageContainer } from '@/components/page-container';
import { SkeletonText } from '@/components/skeleton-text';
import { paths, type WorkflowTab } from '@/config/paths';
import { useActingUserKey } from '@/hooks/use-acting-user';
import { useCan } from '@/hooks/use-can';
import { useRememberVisit } from '@/hooks/use-remember-visit';
import { workflowQueries } from '@/features/workflows/api/queries';
import { DiscardDraftDialog } from '@/features/workflows/detail/discard-draft-dialog';
import { WorkflowHeader } from '@/features/workflows/detail/workflow-header';
import { NotFoundPage } from '../../not-found';
import { WorkflowAuditLink } from './audit-link';
import type { WorkflowRouteContext } from './context';
import { whenIdle } from '@/lib/when-idle';
import { PublishHost, RunHost } from './workflow-dialog-hosts';
import { useCommandRequest } from '@/lib/command-requests';

const TABS: { tab: WorkflowTab; label: string }[] = [
  { tab: 'overview', label: 'Overview' },
  { tab: 'compare', label: 'Compare' },
  { tab: 'history', label: 'History' },
  { tab: 'actions', label: 'Actions' },
  { tab: 'data-fields', label: 'Data fields' },
  { tab: 'settings', label: 'Settings' },
];

function currentTab(pathname: string): WorkflowTab {
  const parts = pathname.split('/').filter(Boolean);
  // A run is one of the workflow's runs, which the Actions tab lists.
  if (parts[2] === 'runs') return 'actions';
  const last = parts.at(-1);
  return TABS.find((item) => item.tab === last)?.tab ?? 'overview';
}

/** The compare tab's code (React Flow) is fetched once the page is idle, so switching to it is quick. */
function usePrefetchCompare() {
  useEffect(() => whenIdle(() => void import('./compare')), []);
}

export function WorkflowDetailLayout() {
  const { id = '' } = useParams();
  const userKey = useActingUserKey();
  const detail = useQuery(workflowQueries.detail(id, userKey));
  const location = useLocation();
  const { open } = useDialogs();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<{ text: string; severity: 'success' | 'info' } | null>(null);
  usePrefetchCompare();
  const workflow = detail.data;
  const discard = useCallback(async () => {
    if (workflow && (await open(DiscardDraftDialog, { workflow, userKey })))
      setNotice({
        text: 'The draft was discarded: the workflow is its published version again.',
        severity: 'success',
      });
  }, [open, workflow, userKey]);
  // "Discard draft of this workflow…" from the palette or its key (Shift+D), on any tab; taken once
  // the workflow is loaded (whether it has a draft decides what happens).
  const can = useCan('discardDraft');
  useCommandRequest(
    'discard-draft',
    workflow ? id : '',
    useCallback(() => {
      if (!can.allowed) setNotice({ text: can.reason ?? '', severity: 'info' });
      else if (workflow?.has_draft) void discard();
      else setNotice({ text: 'This workflow has no draft to discard.', severity: 'info' });
    }, [workflow, can.allowed, can.reason, discard]),
  );
  useRememberVisit(
    detail.data
      ? {
          kind: 'workflow',
          id,
          label: detail.data.name || detail.data.key || id,
          detail: detail.data.key || undefined,
          path: paths.workflow(id),
        }
      : null,
  );
  // The Compare tab returns to the view last used on this workflow (view, node, hideMoves).
  const [compareSearch, setCompareSearch] = useState('');
  if (currentTab(location.pathname) === 'compare' && location.search !== compareSearch) {
    setCompareSearch(location.search);
  }

  if (detail.isError && isApiError(detail.error) && detail.error.isNotFound) {
    return <NotFoundPage what={`Workflow "${id}"`} />;
  }
  const tab = currentTab(location.pathname);
  const context: WorkflowRouteContext | undefined = detail.data
    ? {
        workflow: detail.data,
        userKey,
        openRun: (data?: Record<string, unknown>) => {
          void open(RunHost, { workflow: detail.data, userKey, data }).then((started) => {
            if (started) void navigate(paths.run(id, started.id));
          });
        },
      }
    : undefined;

  return (
    <PageContainer
      documentTitle={detail.data?.name}
      maxWidth={1800}
      breadcrumbs={
        <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
          <Link component={RouterLink} to={paths.workflows()} underline="hover">
            Workflows
          </Link>
          <Typography color="text.primary" sx={{ overflowWrap: 'anywhere' }}>
            {detail.data?.name ?? id}
          </Typography>
        </Breadcrumbs>
      }
    >
      {detail.isError ? (
        <ErrorState
          error={detail.error}
          what="Loading the workflow"
          onRetry={() => void detail.refetch()}
        />
      ) : !context ? (
        <Box aria-busy="true" aria-label="Loading the workflow">
          {/* A heading while loading (retries under faults can take seconds): main is never blank. */}
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600, color: 'text.secondary' }}>
            Loading the workflow…
          </Typography>
          <SkeletonText style={{ width: 240 }} />
          <SkeletonText style={{ width: '100%', height: 200, marginTop: 24 }} />
        </Box>
      ) : (
        <>
          <WorkflowHeader
            workflow={context.workflow}
            onDiscard={discard}
            onPublish={async () => {
              const published = await open(PublishHost, context);
              if (published) setNotice({ text: published, severity: 'success' });
            }}
            onRun={() => context.openRun()}
          />
          {notice ? (
            <Alert
              severity={notice.severity}
              role="status"
              onClose={() => setNotice(null)}
              sx={{ mt: 2 }}
            >
              {notice.text}
            </Alert>
          ) : null}
          <Box sx={{ mt: 2, mb: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <NavTabs
                label="Workflow sections"
                tabs={TABS.map((item) => ({
                  label: item.label,
                  current: item.tab === tab,
                  to: paths.workflow(
                    id,
                    item.tab,
                    item.tab === 'compare' ? compareSearch.replace(/^\?/, '') : undefined,
                  ),
                }))}
              />
            </Box>
            <WorkflowAuditLink id={id} />
          </Box>
          <Outlet context={context} />
        </>
      )}
    </PageContainer>
  );
}
