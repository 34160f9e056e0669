/** One side of the "Compare with…" form: where its layout comes from, and that source's details. */
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useController, type Control, type UseFormWatch } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-text-field';
import type { LayoutFile } from './layout-file';
import type { PickerValues, SourceChoice } from './picker-form';

interface SideFieldsetProps {
  side: 'base' | 'head';
  control: Control<PickerValues>;
  watch: UseFormWatch<PickerValues>;
  hasTemplate: boolean;
  file: LayoutFile | null;
  actingUserKey: string;
  /** Gateway mode: the workflow's versions in its history (null elsewhere: no such source). */
  versions: readonly VersionOption[] | null;
}

/** A version of the history, as the form lists it. */
export interface VersionOption {
  id: string;
  label: string;
}

function Choices(props: {
  control: Control<PickerValues>;
  name: `${'base' | 'head'}.${'source' | 'version' | 'fileVersion'}`;
  label: string;
  options: { value: string; label: string; disabled?: boolean }[];
  row?: boolean;
}) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const id = `${props.name.replace('.', '-')}-label`;
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormLabel id={id}>{props.label}</FormLabel>
      <RadioGroup
        aria-labelledby={id}
        row={props.row}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {props.options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio size="small" />}
            label={option.label}
            disabled={option.disabled}
          />
        ))}
      </RadioGroup>
      {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
    </FormControl>
  );
}

export function SideFieldset(props: SideFieldsetProps) {
  const { side, control, watch, hasTemplate, file } = props;
  const source = watch(`${side}.source`);
  const sources: { value: SourceChoice; label: string; disabled?: boolean }[] = [
    { value: 'published', label: 'This workflow, published' },
    { value: 'draft', label: 'This workflow, draft' },
    {
      value: 'template',
      label: hasTemplate
        ? 'The account template it was cloned from (published)'
        : 'The account template (this workflow was not cloned from one)',
      disabled: !hasTemplate,
    },
    { value: 'workflow', label: 'Another workflow' },
    {
      value: 'file',
      label: file ? `The loaded file (“${file.name}”)` : 'A loaded JSON file (load one below)',
      disabled: !file,
    },
    ...(props.versions
      ? [
          {
            value: 'version' as const,
            label:
              props.versions.length > 0
                ? 'A version from the history'
                : 'A version from the history (none recorded yet)',
            disabled: props.versions.length === 0,
          },
        ]
      : []),
  ];
  return (
    <Stack
      component="fieldset"
      spacing={1.5}
      sx={{ flex: 1, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
    >
      <legend style={{ padding: '0 4px', fontWeight: 600 }}>
        {side === 'base' ? 'Left side (before)' : 'Right side (after)'}
      </legend>
      <Choices control={control} name={`${side}.source`} label="Layout" options={sources} />
      {source === 'workflow' ? (
        <>
          <FormTextField
            control={control}
            name={`${side}.ref`}
            label="Workflow key or id"
            size="small"
            autoComplete="off"
          />
          <FormTextField
            control={control}
            name={`${side}.userKey`}
            label="User key"
            size="small"
            autoComplete="off"
            placeholder={props.actingUserKey}
            helperText={`Whose workflow it is; empty: ${props.actingUserKey} (the acting user).`}
          />
          <Choices
            control={control}
            name={`${side}.version`}
            label="Version"
            row
            options={[
              { value: 'published', label: 'Published' },
              { value: 'draft', label: 'Draft' },
            ]}
          />
        </>
      ) : null}
      {source === 'version' && props.versions ? (
        <FormTextField
          control={control}
          name={`${side}.versionId`}
          label="Version"
          size="small"
          select
        >
          {props.versions.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.label}
            </MenuItem>
          ))}
        </FormTextField>
      ) : null}
      {source === 'file' &&
      file?.versions.published &&
      file.versions.draft &&
      file.versions.published !== file.versions.draft ? (
        <Choices
          control={control}
          name={`${side}.fileVersion`}
          label="Which layout of the file"
          row
          options={[
            {
              value: 'auto',
              label:
                file.natural === 'published' ? 'Published (its main one)' : 'Draft (its main one)',
            },
            {
              value: file.natural === 'published' ? 'draft' : 'published',
              label: file.natural === 'published' ? 'Draft' : 'Published',
            },
          ]}
        />
      ) : null}
    </Stack>
  );
}
