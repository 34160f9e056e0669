import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EMPTY_PAIR, type FilterPair } from '../stop-request';

interface FilterPairsProps {
  pairs: FilterPair[];
  errors: Record<number, string> | undefined;
  onChange: (pairs: FilterPair[]) => void;
}

/** Filters as rows of key and value; at least one (blank) row is always there to type into. */
export function FilterPairs({ pairs, errors, onChange }: FilterPairsProps) {
  const update = (index: number, patch: Partial<FilterPair>) =>
    onChange(pairs.map((pair, at) => (at === index ? { ...pair, ...patch } : pair)));
  const remove = (index: number) => {
    const rest = pairs.filter((_, at) => at !== index);
    onChange(rest.length > 0 ? rest : [{ ...EMPTY_PAIR }]);
  };
  return (
    <Stack spacing={1.5}>
      {pairs.map((pair, index) => {
        const error = errors?.[index];
        return (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={`Filter ${index + 1} key`}
              value={pair.key}
              onChange={(event) => update(index, { key: event.target.value })}
              error={Boolean(error)}
              helperText={error}
              size="small"
              placeholder="customer_id"
              sx={{ flex: 1 }}
            />
            <TextField
              label={`Filter ${index + 1} value`}
              value={pair.value}
              onChange={(event) => update(index, { value: event.target.value })}
              size="small"
              placeholder="cus_123"
              sx={{ flex: 1 }}
            />
            <IconButton aria-label={`Remove filter ${index + 1}`} onClick={() => remove(index)}>
              <DeleteOutline />
            </IconButton>
          </Stack>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        onClick={() => onChange([...pairs, { ...EMPTY_PAIR }])}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add a filter
      </Button>
    </Stack>
  );
}
