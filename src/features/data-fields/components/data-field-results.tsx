import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataType, Page } from '@/api/models';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { ProgressBar } from '@/components/progress-bar';
import { SkeletonText } from '@/components/skeleton-text';
import { DataFieldTree } from './data-field-tree';

interface DataFieldResultsProps {
  fields: UseQueryResult<Page<DataType>>;
  /** What the empty state says (whether filters hide fields or there are none). */
  emptyTitle: string;
  emptyDescription: string;
}

/** A data-field list's states: loading (skeleton, then a bar while refetching), failure, none, the tree. */
export function DataFieldResults({ fields, emptyTitle, emptyDescription }: DataFieldResultsProps) {
  return (
    <>
      <ProgressBar
        label="Loading data fields"
        visible={fields.isFetching && fields.data !== undefined}
      />
      <Stack sx={{ mt: 2 }} role="region" aria-label="Data fields">
        {fields.isError ? (
          <ErrorState
            error={fields.error}
            what="Loading data fields"
            onRetry={() => void fields.refetch()}
          />
        ) : fields.data === undefined ? (
          <div aria-busy="true" aria-label="Loading data fields">
            {Array.from({ length: 6 }, (_, index) => (
              <SkeletonText key={index} style={{ width: `${50 + ((index * 13) % 40)}%` }} />
            ))}
          </div>
        ) : fields.data.collection.length === 0 ? (
          <EmptyState title={emptyTitle} description={emptyDescription} />
        ) : (
          <DataFieldTree fields={fields.data.collection} />
        )}
      </Stack>
    </>
  );
}
