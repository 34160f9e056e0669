import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DataType } from '@/api/models';
import { Badge } from '@/components/badge';
import { CopyButton } from '@/components/copy-button';
import { countFields, placeholderFor, sampleText } from '@/lib/data-types';
import { groupBySource } from '../data-fields';

function FieldRow({ field }: { field: DataType }) {
  const label = field.display_label ?? (field.variable || '(unnamed)');
  const placeholder = placeholderFor(field);
  const sample = sampleText(field);
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      <Typography
        variant="caption"
        component="code"
        sx={{ fontFamily: 'monospace', color: 'text.secondary', overflowWrap: 'anywhere' }}
      >
        {placeholder}
      </Typography>
      <CopyButton value={placeholder} label={`Copy the placeholder of ${label}`} />
      <Badge>{field.type || 'unknown type'}</Badge>
      {field.required ? <Badge tone="info">Required</Badge> : null}
      {field.secret ? (
        <Badge tone="warning" icon={<LockOutlined />}>
          Secret
        </Badge>
      ) : null}
      {sample !== null ? (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          e.g. {sample}
        </Typography>
      ) : null}
    </Stack>
  );
}

function FieldList({ fields, label }: { fields: DataType[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, pl: 0 }}>
      {fields.map((field, index) => {
        const { children } = field;
        const name = field.display_label ?? (field.variable || '(unnamed)');
        return (
          <Box
            component="li"
            key={`${field.data_path || field.variable}:${String(index)}`}
            sx={{ borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }}
          >
            <FieldRow field={field} />
            {children.length > 0 ? (
              <Box component="details" open sx={{ pl: 3, pb: 0.5 }}>
                <Box
                  component="summary"
                  sx={{ cursor: 'pointer', fontSize: '0.8rem', color: 'text.secondary' }}
                >
                  {children.length} nested field{children.length === 1 ? '' : 's'} of {name}
                </Box>
                <FieldList fields={children} label={`Fields in ${name}`} />
              </Box>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}

/** Data fields grouped by source, nested children as a tree, with flags and a copy-the-placeholder button. */
export function DataFieldTree({ fields }: { fields: DataType[] }) {
  const groups = groupBySource(fields);
  return (
    <Stack spacing={3}>
      {groups.map((group) => (
        <Box component="section" key={group.source} aria-labelledby={`source-${group.source}`}>
          <Typography
            id={`source-${group.source}`}
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 600 }}
          >
            {group.label} ({countFields(group.fields)})
          </Typography>
          <FieldList fields={group.fields} label={group.label} />
        </Box>
      ))}
    </Stack>
  );
}
