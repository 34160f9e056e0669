/**
 * A workflow's History tab (`/workflows/:id/history`, gateway mode): the versions the gateway has
 * seen, newest first and paged (`?starting_after=` / `?ending_before=` / `?limit=`); two chosen open
 * the compare page on them, each compares with what is live, and "Restore as draft…" writes one back
 * as the draft, then shows the restored draft against what is published. Outside gateway mode the
 * tab says where history is kept and how to try it.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { newIdempotencyKey } from '@/api/client';
import type { Workflow } from '@/api/models';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PagedList } from '@/components/paged-list';
import { SkeletonText } from '@/components/skeleton-text';
import { connectionStore } from '@/config/connection';
import { paths } from '@/config/paths';
import { useCan } from '@/hooks/use-can';
import { useListSearch } from '@/hooks/use-list-search';
import { useStore } from '@/lib/store';
import { workflowQueries } from '@/features/workflows';
import { historyQueries, versionLabel, type VersionSummary } from './api';
import { restoreBody, restoreVersion } from './restore';
import { VersionRow } from './version-row';
import { WatchButton } from './watch-button';

const NO_PARAMS = {};

/** The compare page's address for two sides named as the URL names them. */
const compareOf = (workflowId: string, base: string, head: string) =>
  paths.workflow(workflowId, 'compare', new URLSearchParams({ base, head }));

function NoGateway() {
  return (
    <EmptyState
      title="History is kept by the console’s gateway"
      description={
        <>
          The workflow service keeps no history: once a draft is published or discarded, what was
          there before is gone. The gateway records every version it sees (when someone opens a
          workflow, when the console changes one, and in a paced background scan), so you can
          compare any two and put an old one back as the draft. Try it with{' '}
          <code>npm run serve:demo</code>, which changes a few workflows through the gateway at
          start.
        </>
      }
    />
  );
}

function useRestore(workflow: Workflow) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { confirm } = useDialogs();
  const mutation = useMutation({
    mutationFn: async (version: VersionSummary) => {
      const detail = await queryClient.query(historyQueries.version(String(version.id)));
      const body = restoreBody(workflow, detail);
      if (!body) throw new Error('This version holds no layout to restore.');
      return restoreVersion(workflow.id, body, newIdempotencyKey());
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: workflowQueries.all() });
      void queryClient.invalidateQueries({ queryKey: historyQueries.all() });
      await navigate(paths.workflow(workflow.id, 'compare'));
    },
  });
  const ask = async (version: VersionSummary) => {
    const sure = await confirm({
      title: `Restore ${versionLabel(version).toLowerCase()} as the draft?`,
      message: `Its layout, trigger and conditions become the draft of “${workflow.name}”${workflow.has_draft ? ', replacing the draft there is now' : ''}. Nothing is published: you see the restored draft against what is published next, and publish it from there when it is right.`,
      confirmText: 'Restore as draft',
      severity: workflow.has_draft ? 'warning' : 'info',
    });
    if (sure) mutation.mutate(version);
  };
  return { mutation, ask };
}

function Timeline({ workflow, userKey }: { workflow: Workflow; userKey: string }) {
  const search = useListSearch(NO_PARAMS);
  const list = useQuery({
    ...historyQueries.list(workflow.id, search.page),
    placeholderData: keepPreviousData,
  });
  const [chosen, setChosen] = useState<VersionSummary[]>([]);
  const navigate = useNavigate();
  const restore = useRestore(workflow);
  const can = useCan('restoreVersions');
  const [older, newer] = [...chosen].sort((a, b) => a.id - b.id);

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 320px' }}>
          Every version of this workflow the gateway has seen, newest first: when someone opened it,
          when the console changed it, or when the background scan found a change. Choose two to
          compare them.
        </Typography>
        <WatchButton workflowId={workflow.id} userKey={userKey} watch={list.data?.watch ?? null} />
        <Button
          variant="contained"
          disabled={!older || !newer}
          onClick={() => {
            if (older && newer)
              void navigate(compareOf(workflow.id, `version:${older.id}`, `version:${newer.id}`));
          }}
        >
          Compare {chosen.length === 2 ? 'the two chosen' : `(${chosen.length} of 2 chosen)`}
        </Button>
      </Box>
      {restore.mutation.isError ? (
        <ErrorState
          error={restore.mutation.error}
          what="Restoring the version as the draft"
          hint="Nothing was changed. The workflow keeps its draft as it was."
        />
      ) : null}
      {restore.mutation.isPending ? (
        <Alert severity="info" role="status">
          Restoring the version as the draft…
        </Alert>
      ) : null}
      <Paper variant="outlined">
        <PagedList
          list={list}
          server="gateway"
          what="Loading the history"
          noun="versions"
          limit={search.page.limit}
          idOf={(row) => String(row.id)}
          onNext={search.next}
          onPrevious={search.previous}
          onLimitChange={search.setLimit}
          backToFirstPage={search.backToFirstPage}
          empty={
            <EmptyState
              title="No versions yet"
              description="The gateway records a version the first time the workflow is read through it; reload the page, or wait for the background scan."
            />
          }
        >
          {(rows) =>
            rows ? (
              <Box component="ul" aria-label="Versions" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {rows.map((version) => (
                  <VersionRow
                    key={version.id}
                    version={version}
                    selected={chosen.some((item) => item.id === version.id)}
                    selectable={chosen.length < 2}
                    onSelect={(selected) =>
                      setChosen((now) =>
                        selected
                          ? [...now, version].slice(-2)
                          : now.filter((item) => item.id !== version.id),
                      )
                    }
                    compareLiveTo={compareOf(workflow.id, `version:${version.id}`, 'published')}
                    restore={can}
                    restoring={restore.mutation.isPending}
                    onRestore={() => void restore.ask(version)}
                  />
                ))}
              </Box>
            ) : (
              <Box aria-busy="true" aria-label="Loading the versions" sx={{ p: 2 }}>
                {Array.from({ length: 6 }, (_, row) => (
                  <SkeletonText key={row} style={{ width: '100%', height: 48, marginBottom: 8 }} />
                ))}
              </Box>
            )
          }
        </PagedList>
      </Paper>
    </Stack>
  );
}

export function WorkflowHistory({ workflow, userKey }: { workflow: Workflow; userKey: string }) {
  const { mode } = useStore(connectionStore);
  return mode === 'gateway' ? <Timeline workflow={workflow} userKey={userKey} /> : <NoGateway />;
}
