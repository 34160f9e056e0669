import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@/components/empty-state';
import { SelectField } from '@/components/form/native-fields';
import { PageContainer } from '@/components/page-container';
import { ProgressBar } from '@/components/progress-bar';
import { ReadAllStatus } from '@/components/read-all-status';
import { paths } from '@/config/paths';
import { useActingUserKey } from '@/hooks/use-acting-user';
import { useListSearch } from '@/hooks/use-list-search';
import { clearedPatch } from '@/lib/list-search';
import { formatCount } from '@/utils/format-count';
import { ActionTypesTable } from '@/features/action-types/list/action-types-table';
import {
  useActionTypeList,
  type ActionTypeRow,
} from '@/features/action-types/list/use-action-type-list';
import {
  actionTypeListParams,
  appOf,
  matchesActionTypeFilters,
} from '@/features/action-types/list/usage';

const WORKFLOWS = { one: 'workflow', many: 'workflows' };

/** Read ones by name, then those still being read (in the order met). */
const byName = (a: ActionTypeRow, b: ActionTypeRow) => {
  if (!a.actionType || !b.actionType) return Number(!a.actionType) - Number(!b.actionType);
  return a.actionType.name.localeCompare(b.actionType.name);
};

const tri = (value: boolean | undefined) => (value === undefined ? 'any' : String(value));

/** `/action-types?user_key=&draft=&app=`: the action types the user's workflows use. */
export function ActionTypesPage() {
  const listSearch = useListSearch(actionTypeListParams);
  const { values } = listSearch;
  const actingUserKey = useActingUserKey();
  const userKey = values.user_key ?? actingUserKey;
  const list = useActionTypeList(userKey);
  const apps = [...new Set(list.rows.map((row) => (row.actionType ? appOf(row.actionType) : null)))]
    .filter((app) => app !== null)
    .sort();
  const rows = list.rows
    .filter((row) => matchesActionTypeFilters(values, row.actionType))
    .sort(byName);
  const readingTypes = list.read < list.rows.length;
  const filtered = values.draft !== undefined || values.app !== undefined;
  const clear = () =>
    listSearch.setFilters({ ...clearedPatch(actionTypeListParams), user_key: values.user_key });
  const usedByLink = (id: string) =>
    paths.workflows(
      new URLSearchParams({
        ...(values.user_key ? { user_key: values.user_key } : {}),
        action_type: id,
      }),
    );
  const walked = list.workflows.status === 'done';

  return (
    <PageContainer
      title="Action types"
      subtitle={`The action types the workflows of user “${userKey}” use. The interface lists no action types: the console reads them from the workflows.`}
    >
      <Paper variant="outlined">
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'flex-start', p: 2 }}
        >
          <SelectField
            label="Draft"
            value={tri(values.draft)}
            onChange={(value) =>
              listSearch.setFilters({ draft: value === 'any' ? undefined : value === 'true' })
            }
            options={[
              { value: 'any', label: 'Any' },
              { value: 'true', label: 'Has a draft' },
              { value: 'false', label: 'No draft' },
            ]}
            width={150}
          />
          <SelectField
            label="App"
            value={values.app ?? ''}
            onChange={(app) => listSearch.setFilters({ app: app || undefined })}
            options={[
              { value: '', label: 'Any app' },
              ...(values.app && !apps.includes(values.app) ? [values.app] : apps).map((app) => ({
                value: app,
                label: app,
              })),
            ]}
            width={200}
          />
          {filtered ? (
            <Button onClick={clear} sx={{ mt: 0.5 }}>
              Clear filters
            </Button>
          ) : null}
        </Stack>
        <ReadAllStatus
          read={list.workflows}
          matches={null}
          noun={WORKFLOWS}
          what={`Reading the workflows of user “${userKey}”`}
        />
        {walked && list.rows.length > 0 ? (
          <div>
            <ProgressBar label="Reading the action types" visible={readingTypes} />
            <Typography variant="body2" color="text.secondary" role="status" sx={{ px: 2, py: 1 }}>
              {readingTypes
                ? `Reading the action types: ${formatCount(list.read)} of ${formatCount(list.rows.length)}…`
                : `${formatCount(list.rows.length)} action types in the ${formatCount(list.workflows.rows.length)} workflows read${filtered ? `; ${formatCount(rows.length)} match the filters` : ''}.`}
            </Typography>
          </div>
        ) : null}
        {walked && list.rows.length === 0 ? (
          <EmptyState
            title={`The workflows of user “${userKey}” use no action types`}
            description="An action type is listed here once a workflow's layout uses it."
          />
        ) : rows.length === 0 && walked && !readingTypes ? (
          <EmptyState
            title="No action type matches these filters"
            action={<Button onClick={clear}>Clear filters</Button>}
          />
        ) : (
          <ActionTypesTable
            rows={list.workflows.pages === 0 ? undefined : rows}
            usedByLink={usedByLink}
          />
        )}
      </Paper>
    </PageContainer>
  );
}
