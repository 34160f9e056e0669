import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { WorkflowDataFieldsQuery } from '@/api/models';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { SelectField, TextInput } from '@/components/form/native-fields';
import { ProgressBar } from '@/components/progress-bar';
import { SkeletonText } from '@/components/skeleton-text';
import { dataFieldQueries } from '@/features/data-fields/api/queries';
import { DataFieldTree } from '@/features/data-fields/components/data-field-tree';
import { TypeFilter } from '@/features/data-fields/components/type-filter';
import { encodeTypes, parseTypes } from '@/features/data-fields/data-fields';
import { parseLayout } from '@/features/workflows/compare/layout';
import { useWorkflowRoute } from './context';

/** `/workflows/:id/data-fields?node_id=&parent_node_id=&type=String,Date&event_trigger=` */
export function WorkflowDataFieldsPage() {
  const { workflow, userKey } = useWorkflowRoute();
  const [search, setSearch] = useSearchParams();
  const nodes = useMemo(() => parseLayout(workflow.template).nodes, [workflow.template]);
  const nodeId = search.get('node_id') ?? '';
  const parentNodeId = search.get('parent_node_id') ?? '';
  const types = parseTypes(search.get('type'));
  const eventTrigger = search.get('event_trigger') ?? '';
  const [triggerDraft, setTriggerDraft] = useState(eventTrigger);

  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setSearch(next, { replace: true });
  };

  const query: WorkflowDataFieldsQuery = {
    user_key: userKey,
    ...(nodeId ? { node_id: nodeId } : {}),
    ...(parentNodeId ? { parent_node_id: parentNodeId } : {}),
    ...(types.length > 0 ? { type: encodeTypes(types) ?? undefined } : {}),
    ...(eventTrigger ? { event_trigger: eventTrigger } : {}),
  };
  const fields = useQuery({
    ...dataFieldQueries.ofWorkflow(workflow.id, query),
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
          value={nodeId}
          onChange={(value) => set({ node_id: value })}
          options={[{ value: '', label: 'End of the workflow (every node)' }, ...nodeOptions]}
          width={280}
        />
        <SelectField
          label="After parent node"
          value={parentNodeId}
          onChange={(value) => set({ parent_node_id: value })}
          options={[{ value: '', label: 'No parent node' }, ...nodeOptions]}
          width={280}
        />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            set({ event_trigger: triggerDraft.trim() });
          }}
        >
          <TextInput
            label="Event trigger"
            value={triggerDraft}
            placeholder={defaultTrigger || 'the workflow’s trigger'}
            onChange={setTriggerDraft}
            onBlur={() =>
              triggerDraft.trim() !== eventTrigger && set({ event_trigger: triggerDraft.trim() })
            }
            hint="Empty: the workflow’s own trigger"
            width={220}
          />
        </form>
      </Stack>
      <TypeFilter selected={types} onChange={(next) => set({ type: encodeTypes(next) })} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        For user “{userKey}”. Several types are sent as one comma-separated parameter.
      </Typography>
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
          <EmptyState
            title="No data fields here"
            description={
              types.length > 0
                ? 'No field of the chosen types is available at this position.'
                : 'Nothing is available at this position.'
            }
          />
        ) : (
          <DataFieldTree fields={fields.data.collection} />
        )}
      </Stack>
    </Paper>
  );
}
