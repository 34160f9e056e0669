import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useFieldArray, type Control } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-text-field';
import { EMPTY_PAIR, type StopFormValues } from '../stop-request';

/** Filters as rows of key and value; at least one (blank) row is always there to type into. */
export function FilterPairs({ control }: { control: Control<StopFormValues> }) {
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'pairs' });
  return (
    <Stack spacing={1.5}>
      {fields.map((field, index) => (
        <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormTextField
            control={control}
            name={`pairs.${index}.key`}
            label={`Filter ${index + 1} key`}
            size="small"
            placeholder="customer_id"
            sx={{ flex: 1 }}
          />
          <FormTextField
            control={control}
            name={`pairs.${index}.value`}
            label={`Filter ${index + 1} value`}
            size="small"
            placeholder="cus_123"
            sx={{ flex: 1 }}
          />
          <IconButton
            aria-label={`Remove filter ${index + 1}`}
            onClick={() => (fields.length > 1 ? remove(index) : replace([{ ...EMPTY_PAIR }]))}
          >
            <DeleteOutline />
          </IconButton>
        </Stack>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append({ ...EMPTY_PAIR })}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add a filter
      </Button>
    </Stack>
  );
}
