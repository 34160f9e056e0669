import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SearchInput } from '@/components/form/search-input';
import { SelectField } from '@/components/form/native-fields';
import { useListSearch } from '@/hooks/use-list-search';
import type { ParamPatch } from '@/lib/list-search';
import {
  dataFieldQueries,
  workflowDataFieldsParams,
  workflowDataFieldsQuery,
} from '@/features/data-fields/api/queries';
import { DataFieldResults } from '@/features/data-fields/components/data-field-results';
import { TypeFilter } from '@/features/data-fields/components/type-filter';
import { useWorkflowRoute } from './context';

/** `/workflows/:id/data-fields?node_id=&parent_node_id=&type=String,Date&event_trigger=` */
export function WorkflowDataFieldsPage() {
  const { workflow, userKey } = useWorkflowRoute();
  const listSearch = useListSearch(workflowDataFieldsParams);
  const { values } = listSearch;
  const nodes = workflow.template.nodes;
  const types = values.type ?? [];
  const set = (patch: ParamPatch<typeof workflowDataFieldsParams>) =>
    listSearch.setFilters(patch, { replace: true });
  const fields = useQuery({
    ...dataFieldQueries.ofWorkflow(workflow.id, workflowDataFieldsQuery(values, userKey)),
    placeholderData: keepPreviousData,
  });
  const nodeOptions = nodes.map((node) => ({
    value: node.id,
    label: `${node.name} (${node.type})`,
  }));
  const defaultTrigger =
    typeof workflow.event_trigger?.key === 'string' ? workflow.event_trigger.key : '';

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      >
        <SelectField
          label="Available at node"
          value={values.node_id ?? ''}
          onChange={(value) => set({ node_id: value })}
          options={[{ value: '', label: 'End of the workflow (every node)' }, ...nodeOptions]}
          width={280}
        />
        <SelectField
          label="After parent node"
          value={values.parent_node_id ?? ''}
          onChange={(value) => set({ parent_node_id: value })}
          options={[{ value: '', label: 'No parent node' }, ...nodeOptions]}
          width={280}
        />
        <SearchInput
          label="Event trigger"
          value={values.event_trigger ?? ''}
          placeholder={defaultTrigger || 'the workflow’s trigger'}
          onApply={(value) => set({ event_trigger: value })}
          hint="Empty: the workflow’s own trigger"
          width={220}
        />
      </Stack>
      <TypeFilter selected={types} onChange={(next) => set({ type: next })} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        For user “{userKey}”. Several types are sent as one comma-separated parameter.
      </Typography>
      <DataFieldResults
        fields={fields}
        emptyTitle="No data fields here"
        emptyDescription={
          types.length > 0
            ? 'No field of the chosen types is available at this position.'
            : 'Nothing is available at this position.'
        }
      />
    </Paper>
  );
}
