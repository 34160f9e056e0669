import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/empty-state';
import { exportFileName, tableCsv } from '@/components/list-tools/csv-export';
import { ListToolbar } from '@/components/list-tools/list-toolbar';
import { useColumnChoice } from '@/components/list-tools/use-column-choice';
import { useCsvExport } from '@/components/list-tools/use-csv-export';
import { PageContainer } from '@/components/page-container';
import { PagedList } from '@/components/paged-list';
import { sessionStore } from '@/config/session-store';
import { useListSearch } from '@/hooks/use-list-search';
import { clearedPatch } from '@/lib/list-search';
import { useStore } from '@/lib/store';
import { auditListParams, auditQueries, auditQuery, EXPORT_MAX_ROWS } from './api';
import { AUDIT_COLUMNS, AUDIT_CSV } from './audit-columns';
import { AuditFilterBar } from './audit-filters';
import { AuditTable } from './audit-table';
import { useAuditExportSource } from './use-audit-export';

/**
 * `/audit?user=&action=&resource=&status=&from=&to=` (gateway mode): who did what, newest first.
 * Admins see everyone's actions, operators their own. Export CSV writes every row the filters select (at most EXPORT_MAX_ROWS), with the columns shown.
 */
export function AuditPage() {
  const me = useStore(sessionStore);
  const ownOnly = me?.role !== 'admin';
  const search = useListSearch(auditListParams);
  const list = useQuery({
    ...auditQueries.list(auditQuery(search)),
    placeholderData: keepPreviousData,
  });
  const choice = useColumnChoice(AUDIT_COLUMNS);
  const exporter = useCsvExport(
    useAuditExportSource(search.values),
    (rows) => ({
      fileName: exportFileName('audit', new Date()),
      text: tableCsv(AUDIT_COLUMNS, choice.shown, AUDIT_CSV, rows),
    }),
    EXPORT_MAX_ROWS,
  );
  const filtered = Object.keys(search.values).length > 0;

  return (
    <PageContainer
      title="Audit trail"
      subtitle={
        ownOnly
          ? 'Your own actions in this console, newest first: sign-ins, sign-outs and every change sent to the service.'
          : 'Who did what in this console, newest first: sign-ins, lockouts, sessions ended and every change sent to the service.'
      }
    >
      <Stack spacing={2}>
        <Paper variant="outlined">
          <AuditFilterBar
            filters={search.values}
            ownOnly={ownOnly}
            onChange={(patch) => search.setFilters(patch)}
            onClear={() => search.setFilters(clearedPatch(auditListParams))}
          />
          <ListToolbar list="audit" choice={choice} exporter={exporter} noun="events" />
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
            {(rows) => (
              <AuditTable
                rows={rows}
                skeletonRows={Math.min(search.page.limit, 12)}
                hidden={choice.hidden}
              />
            )}
          </PagedList>
        </Paper>
      </Stack>
    </PageContainer>
  );
}
