import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PageContainer } from '@/components/page-container';
import { useActingUserKey } from '@/hooks/use-acting-user';
import { useListSearch } from '@/hooks/use-list-search';
import {
  accountDataFieldsParams,
  accountDataFieldsQuery,
  dataFieldQueries,
} from '@/features/data-fields/api/queries';
import { AccountFilters } from '@/features/data-fields/components/account-filters';
import { DataFieldResults } from '@/features/data-fields/components/data-field-results';

/** `/data-fields?user_key=&event_trigger=&type=String,Date`: the account's data fields. */
export function DataFieldsPage() {
  const listSearch = useListSearch(accountDataFieldsParams);
  const actingUserKey = useActingUserKey();
  const query = accountDataFieldsQuery(listSearch.values, actingUserKey);
  const fields = useQuery({
    ...dataFieldQueries.account(query),
    placeholderData: keepPreviousData,
  });
  const narrowed = Boolean(query.type || query.event_trigger);
  return (
    <PageContainer
      title="Data fields"
      subtitle="The variables the account offers workflows, grouped by where they come from. Copy a placeholder to use one in a template."
    >
      <Paper variant="outlined">
        <AccountFilters
          values={listSearch.values}
          actingUserKey={actingUserKey}
          onChange={listSearch.setFilters}
        />
        <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
          For user “{query.user_key}”
          {query.event_trigger ? ` and the trigger “${query.event_trigger}”` : ''}
          {query.type ? `, of type ${query.type.split(',').join(' or ')}` : ''}.
        </Typography>
        <Box sx={{ px: 2, pb: 2 }}>
          <DataFieldResults
            fields={fields}
            emptyTitle={narrowed ? 'No data fields match these filters' : 'No data fields'}
            emptyDescription={
              narrowed
                ? `User “${query.user_key}” may have fields, but none of the chosen types or trigger.`
                : `User “${query.user_key}” has no data fields, and no trigger was chosen.`
            }
          />
        </Box>
      </Paper>
    </PageContainer>
  );
}
