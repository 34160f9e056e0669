/**
 * A workflow's settings form for one user: fields from `form`, answers from `form_data`, saved with
 * PUT /workflows/{id}/settings. A 422 lands on the fields and in a summary; any other failure says
 * why and keeps every value; unsaved answers survive a reload (session storage).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { newIdempotencyKey } from '@/api/client';
import { isApiError } from '@/api/errors';
import type { Workflow } from '@/api/models';
import { ErrorState } from '@/components/error-state';
import { safeStorage } from '@/lib/store';
import { RoleNote } from '@/components/role-note';
import { useCan } from '@/hooks/use-can';
import { useSaveSettings } from '../api/mutations';
import { labelOf } from '@/components/dynamic-form/fields/types';
import { FormSlotsProvider } from '@/components/dynamic-form/fields/form-slots';
import {
  buildFormModel,
  mapFieldErrors,
  toFormData,
  type FormValues,
} from '@/components/dynamic-form/model/field-values';
import { clearUnsaved, readUnsaved, unsavedKey, writeUnsaved } from '../model/unsaved-answers';
import { ErrorSummary, type SummaryItem } from './error-summary';
import { fieldDomId } from '@/components/dynamic-form/field-dom-id';
import { FieldList } from '@/components/dynamic-form/field-list';
import { LeaveGuard } from './leave-guard';
import { RestoreBanner } from './restore-banner';

interface SettingsFormProps {
  workflow: Workflow;
  userKey: string;
  /** Prefix of the fields' DOM ids (error-summary links point at them). */
  idPrefix?: string;
}

export function SettingsForm({ workflow, userKey, idPrefix = 'settings' }: SettingsFormProps) {
  const model = useMemo(
    () => buildFormModel(workflow.form, workflow.form_data, workflow.form_problems),
    [workflow.form, workflow.form_data, workflow.form_problems],
  );
  const form = useForm<FormValues>({
    defaultValues: model.values,
    // Not on blur: an error appearing as focus leaves a field moves the Save button under the click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, reset, setError, setFocus, formState } = form;
  const save = useSaveSettings(workflow.id);
  const storageKey = unsavedKey(workflow.id, userKey);
  const storage = safeStorage('sessionStorage');
  const [offered] = useState(() => readUnsaved(storage, storageKey));
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [unmatched, setUnmatched] = useState<SummaryItem[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const [savedNotice, setSavedNotice] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);

  // Keep what is typed in session storage, for a reload or a crash.
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, type }) => {
          if (type === 'change') writeUnsaved(storage, storageKey, model.slots, values);
        },
      }),
    [subscribe, storage, storageKey, model.slots],
  );

  const focusField = (key: string) => {
    const slot = model.slots.find((candidate) => candidate.key === key);
    if (slot?.field.advanced) setAdvancedOpen(true);
    // After the section opens.
    requestAnimationFrame(() => setFocus(key));
  };

  const showSummary = () => requestAnimationFrame(() => summaryRef.current?.focus());

  const onValid = async (values: FormValues) => {
    setFailure(null);
    setUnmatched([]);
    setSavedNotice(null);
    const formData = toFormData(model.slots, values);
    const body = JSON.stringify(formData);
    // Retrying the same answers reuses the key, so a save that did land is not applied twice.
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
    try {
      const updated = await save.mutateAsync({
        userKey,
        formData,
        idempotencyKey: attempt.current.key,
      });
      attempt.current = null;
      reset(buildFormModel(updated.form, updated.form_data, updated.form_problems).values);
      clearUnsaved(storage, storageKey);
      setSavedNotice(`Saved for user “${userKey}”.`);
    } catch (error) {
      if (isApiError(error) && error.isUnprocessable) {
        const mapped = mapFieldErrors(model.slots, error.fieldErrors);
        for (const [key, message] of Object.entries(mapped.byKey))
          setError(key, { type: 'server', message });
        const rest = mapped.unmatched.map((item) => ({
          key: null,
          target: null,
          label: item.name,
          message: item.message,
        }));
        if (Object.keys(mapped.byKey).length === 0 && rest.length === 0)
          rest.push({ key: null, target: null, label: 'The service', message: error.message });
        setUnmatched(rest);
        showSummary();
      } else {
        setFailure(error);
      }
    }
  };

  const fieldItems: SummaryItem[] = model.slots.flatMap((slot) => {
    const message = formState.errors[slot.key]?.message;
    return message
      ? [{ key: slot.key, target: fieldDomId(idPrefix, slot.key), label: labelOf(slot), message }]
      : [];
  });
  const summary = [...fieldItems, ...unmatched];
  const busy = formState.isSubmitting;
  const can = useCan('saveSettings');

  return (
    <FormSlotsProvider value={{ slots: model.slots, control }}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(event) => void handleSubmit(onValid, showSummary)(event)}
        aria-label={`Settings of ${workflow.name}`}
      >
        {model.problems.length > 0 ? (
          <Alert severity="warning">{model.problems.join(' ')}</Alert>
        ) : null}
        {offered ? (
          <RestoreBanner
            offered={offered}
            slots={model.slots}
            saved={model.values}
            onRestore={(values) => {
              for (const [key, value] of Object.entries(values))
                form.setValue(key, value, { shouldDirty: true });
            }}
            onDiscard={() => clearUnsaved(storage, storageKey)}
          />
        ) : null}
        {summary.length > 0 && formState.submitCount > 0 ? (
          <ErrorSummary ref={summaryRef} items={summary} onFocusField={focusField} />
        ) : null}
        {savedNotice && !formState.isDirty ? (
          <Alert severity="success" role="status" onClose={() => setSavedNotice(null)}>
            {savedNotice}
          </Alert>
        ) : null}
        {failure ? (
          <ErrorState
            error={failure}
            what="Saving the settings"
            hint="Nothing was lost: your answers are still in the form. Save again to retry."
            // The same answers reuse the idempotency key (see onValid): a save that did land is not applied twice.
            onRetry={busy ? undefined : () => void handleSubmit(onValid, showSummary)()}
          />
        ) : null}
        <FieldList
          slots={model.slots}
          control={control}
          idPrefix={idPrefix}
          readOnly={false}
          advancedOpen={advancedOpen}
          onAdvancedOpen={setAdvancedOpen}
        />
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {/* Inert, not disabled, while saving: a disabled button drops the keyboard focus. */}
          <Button
            type="submit"
            variant="contained"
            disabled={!can.allowed}
            aria-disabled={busy || undefined}
            aria-busy={busy}
            onClick={busy ? (event) => event.preventDefault() : undefined}
          >
            {busy ? 'Saving…' : 'Save settings'}
          </Button>
          <RoleNote capability={can} />
          {formState.isDirty ? (
            <Button
              disabled={busy}
              onClick={() => {
                reset(model.values);
                clearUnsaved(storage, storageKey);
                setUnmatched([]);
              }}
            >
              Undo changes
            </Button>
          ) : null}
        </Stack>
        <LeaveGuard when={formState.isDirty && !busy} />
      </Stack>
    </FormSlotsProvider>
  );
}
