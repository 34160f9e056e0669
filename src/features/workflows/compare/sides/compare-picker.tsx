/**
 * "Compare with…": picks the two sides (this workflow's published layout or draft, the account
 * template it was cloned from, another workflow by key or id, a version from the gateway's history,
 * a JSON file loaded here). A file that
 * cannot be used says why and changes nothing: the sides, the form and any file loaded before stay.
 */
import CompareArrows from '@mui/icons-material/CompareArrows';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { connectionStore } from '@/config/connection';
import { useCommandRequest } from '@/lib/command-requests';
import { useStore } from '@/lib/store';
import { historyQueries, versionLabel } from '@/features/history';
import { formResolver } from '@/lib/form/resolver';
import { storeLayoutFile, useLayoutFile } from './file-store';
import { readLayoutFile, type LayoutFile } from './layout-file';
import {
  choiceOf,
  specOf,
  pickerSchema,
  type PickerContext,
  type PickerValues,
} from './picker-form';
import { SideFieldset, type VersionOption } from './side-fieldset';
import type { SideSpec } from './side-spec';

interface ComparePickerProps {
  workflowId: string;
  hasTemplate: boolean;
  actingUserKey: string;
  base: SideSpec;
  head: SideSpec;
  onChange: (pair: { base: SideSpec; head: SideSpec }) => void;
}

/** Gateway mode: the workflow's latest versions as the picker lists them; null elsewhere. */
function useVersionOptions(workflowId: string): readonly VersionOption[] | null {
  const gateway = useStore(connectionStore).mode === 'gateway';
  const versions = useQuery({
    ...historyQueries.list(workflowId, { limit: 100 }),
    enabled: gateway,
  });
  if (!gateway) return null;
  return (versions.data?.collection ?? []).map((version) => ({
    id: String(version.id),
    label: `${versionLabel(version)}, ${new Date(version.first_seen_at).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' })}: ${version.summary}`,
  }));
}

const resolver = formResolver<PickerValues, PickerContext>(pickerSchema);

function PickerDialog(props: ComparePickerProps & { onClose: () => void }) {
  const { workflowId, hasTemplate, actingUserKey, onClose } = props;
  const stored = useLayoutFile(workflowId);
  const [pending, setPending] = useState<{ name: string; text: string; file: LayoutFile } | null>(
    null,
  );
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const file = pending?.file ?? stored.file;
  const versions = useVersionOptions(workflowId);
  const { control, handleSubmit, getValues, reset, watch } = useForm<PickerValues, PickerContext>({
    defaultValues: { base: choiceOf(props.base), head: choiceOf(props.head) },
    resolver,
    context: { hasTemplate, file },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    const text = await chosen.text();
    const read = readLayoutFile(chosen.name, text);
    if (!read.ok) {
      setFileError(read.message);
      return;
    }
    setFileError(null);
    setPending({ name: chosen.name, text, file: read.file });
  };

  const onValid = (values: PickerValues) => {
    if (pending) storeLayoutFile(workflowId, { name: pending.name, text: pending.text });
    props.onChange({ base: specOf(values.base), head: specOf(values.head) });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="compare-with-title">
      <form onSubmit={(event) => void handleSubmit(onValid)(event)} noValidate>
        <DialogTitle id="compare-with-title">Compare with…</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Choose what goes on each side. The left side is the “before”, the right side the
            “after”: what the right side adds is shown as added.
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            {(['base', 'head'] as const).map((side) => (
              <SideFieldset
                key={side}
                side={side}
                control={control}
                watch={watch}
                hasTemplate={hasTemplate}
                file={file}
                actingUserKey={actingUserKey}
                versions={versions}
              />
            ))}
          </Stack>
          <Stack
            component="section"
            aria-labelledby="compare-file-title"
            spacing={1}
            sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}
          >
            <Typography id="compare-file-title" variant="subtitle2" component="h3">
              A JSON file
            </Typography>
            <Typography variant="body2" color="text.secondary">
              The draft snapshot the Discard dialog downloads, a workflow or template saved as the
              service sends it, or a layout. It stays in this tab (
              {stored.persisted || !stored.file
                ? 'kept for a reload, gone when the tab closes'
                : 'in memory only: a reload forgets it'}
              ) and is never sent anywhere.
            </Typography>
            <div>
              <Button
                variant="outlined"
                startIcon={<UploadFileOutlined />}
                onClick={() => fileInput.current?.click()}
              >
                {file ? 'Load another file…' : 'Load a JSON file…'}
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept=".json,application/json"
                hidden
                aria-label="JSON file to compare with"
                onChange={(event) => {
                  void onFile(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </div>
            {file ? (
              <Typography variant="body2" role="status">
                Loaded: {file.description} (“{file.name}”)
                {pending ? ', used once you press Compare' : ''}.
              </Typography>
            ) : null}
            {fileError ? (
              <Alert severity="error" role="alert">
                {fileError}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button
            startIcon={<SwapHoriz />}
            onClick={() => {
              const values = getValues();
              reset({ base: values.head, head: values.base });
            }}
            sx={{ mr: 'auto' }}
          >
            Swap sides
          </Button>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Compare
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function ComparePicker(props: ComparePickerProps) {
  const [open, setOpen] = useState(false);
  // "Compare with…" from the palette or its key (c).
  useCommandRequest(
    'compare-with',
    props.workflowId,
    useCallback(() => setOpen(true), []),
  );
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<CompareArrows />}
        onClick={() => setOpen(true)}
      >
        Compare with…
      </Button>
      {open ? <PickerDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
