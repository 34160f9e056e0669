import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageContainer } from '@/components/page-container';
import { PagedList } from '@/components/paged-list';
import { sessionStore } from '@/config/session-store';
import { useListSearch } from '@/hooks/use-list-search';
import { clearedPatch } from '@/lib/list-search';
import { useStore } from '@/lib/store';
import { downloadCsv } from '@/utils/download';
import { formatCount } from '@/utils/format-count';
import { auditListParams, auditQueries, auditQuery, EXPORT_MAX_ROWS, fetchAllAudit } from './api';
import { auditCsv } from './audit-csv';
import { AuditFilterBar } from './audit-filters';
import { AuditTable } from './audit-table';

/**
 * `/audit?user=&action=&resource=&status=&from=&to=` (gateway mode): who did what, newest first.
 * Admins see everyone's actions, operators their own. Export CSV writes every row the filters select.
 */
export function AuditPage() {
  const me = useStore(sessionStore);
  const ownOnly = me?.role !== 'admin';
  const search = useListSearch(auditListParams);
  const list = useQuery({
    ...auditQueries.list(auditQuery(search)),
    placeholderData: keepPreviousData,
  });
  const [exported, setExported] = useState<number>();
  const exporting = useMutation({
    mutationFn: () => fetchAllAudit(search.values, setExported),
    onSuccess: ({ rows }) => {
      downloadCsv(`audit-${new Date().toISOString().slice(0, 10)}.csv`, auditCsv(rows));
    },
  });
  const filtered = Object.keys(search.values).length > 0;

  return (
    <PageContainer
      title="Audit trail"
      subtitle={
        ownOnly
          ? 'Your own actions in this console, newest first: sign-ins, sign-outs and every change sent to the service.'
          : 'Who did what in this console, newest first: sign-ins, lockouts, sessions ended and every change sent to the service.'
      }
      actions={
        <Button
          variant="outlined"
          startIcon={<DownloadOutlined />}
          disabled={exporting.isPending}
          onClick={() => {
            setExported(0);
            exporting.mutate();
          }}
        >
          {exporting.isPending ? `Exporting… ${formatCount(exported ?? 0)} rows` : 'Export CSV'}
        </Button>
      }
    >
      <Stack spacing={2}>
        {exporting.isSuccess ? (
          <Alert severity="success" role="status" onClose={() => exporting.reset()}>
            {exporting.data.complete
              ? `Exported ${formatCount(exporting.data.rows.length)} rows${filtered ? ' (the filtered ones)' : ''}.`
              : `Exported the newest ${formatCount(EXPORT_MAX_ROWS)} rows; narrow the filters (a time range) for the rest.`}
          </Alert>
        ) : null}
        {exporting.isError ? (
          <ErrorState error={exporting.error} what="Exporting the audit trail" server="gateway" />
        ) : null}
        <Paper variant="outlined">
          <AuditFilterBar
            filters={search.values}
            ownOnly={ownOnly}
            onChange={(patch) => search.setFilters(patch)}
            onClear={() => search.setFilters(clearedPatch(auditListParams))}
          />
          <PagedList
            list={list}
            server="gateway"
            what="Loading the audit trail"
            noun="events"
            limit={search.page.limit}
            idOf={(row) => String(row.id)}
            onNext={search.next}
            onPrevious={search.previous}
            onLimitChange={search.setLimit}
            backToFirstPage={search.backToFirstPage}
            empty={
              <EmptyState
                title={filtered ? 'No events match these filters' : 'Nothing recorded yet'}
                description={
                  filtered
                    ? 'Clear a filter, or widen the time range.'
                    : 'Sign-ins and every change sent through the console are recorded here.'
                }
                action={
                  filtered ? (
                    <Button onClick={() => search.setFilters(clearedPatch(auditListParams))}>
                      Clear filters
                    </Button>
                  ) : undefined
                }
              />
            }
          >
            {(rows) => <AuditTable rows={rows} skeletonRows={Math.min(search.page.limit, 12)} />}
          </PagedList>
        </Paper>
      </Stack>
    </PageContainer>
  );
}
