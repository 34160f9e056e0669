/**
 * A workflow's settings form for one user: fields from `form`, answers from `form_data`, saved with
 * PUT /workflows/{id}/settings. A 422 lands on the fields and in a summary; any other failure says
 * why and keeps every value; unsaved answers survive a reload (session storage).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import type { Workflow } from '@/api/models';
import { ErrorState } from '@/components/error-state';
import { safeStorage } from '@/lib/storage';
import { SubmitButton } from '@/components/form/submit-button';
import { useCan } from '@/hooks/use-can';
import { useSaveSettings } from '../api/mutations';
import {
  FormSlotsProvider,
  useAnswersForm,
  useFormSave,
  ErrorSummary,
  FailureAlert,
  FieldList,
  CONSOLE_FORM_KIT,
  useFormStrings,
} from '@/features/dynamic-form';
import { clearUnsaved, readUnsaved, unsavedKey, writeUnsaved } from '../model/unsaved-answers';
import { LeaveGuard } from './leave-guard';
import { RestoreBanner } from './restore-banner';

interface SettingsFormProps {
  workflow: Workflow;
  userKey: string;
  /** Prefix of the fields' DOM ids (error-summary links point at them). */
  idPrefix?: string;
  /**
   * Who reads it: an operator (the settings screen: failures with the endpoint and a link to the
   * connection) or an end user (the fill page: failures in their words and language).
   */
  audience?: 'operator' | 'end-user';
}

/** In the language of the screen's FormStringsContext (English unless the fill page says otherwise). */
export function SettingsForm({
  workflow,
  userKey,
  idPrefix = 'settings',
  audience = 'operator',
}: SettingsFormProps) {
  const strings = useFormStrings().save;
  const { model, form } = useAnswersForm(workflow);
  const { control, reset, formState } = form;
  const mutation = useSaveSettings(workflow.id);
  const storageKey = unsavedKey(workflow.id, userKey);
  const storage = safeStorage('sessionStorage');
  const [offered] = useState(() => readUnsaved(storage, storageKey));
  const summaryRef = useRef<HTMLDivElement>(null);
  const save = useFormSave({
    model,
    form,
    idPrefix,
    save: (formData, idempotencyKey) => mutation.mutateAsync({ userKey, formData, idempotencyKey }),
    onSaved: () => clearUnsaved(storage, storageKey),
    summaryRef,
  });

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

  const { busy } = save;
  const can = useCan('saveSettings');
  // A role that may not save gets the answers to read, not fields to type into and lose.
  const readOnly = !can.allowed;

  return (
    <FormSlotsProvider value={{ slots: model.slots, control }}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={save.onSubmit}
        aria-label={strings.formLabel(workflow.name)}
      >
        {readOnly ? (
          <Alert severity="info" role="note">
            Read-only: {can.reason}
          </Alert>
        ) : null}
        {model.problems.length > 0 ? (
          <Alert severity="warning">{model.problems.join(' ')}</Alert>
        ) : null}
        {offered && !readOnly ? (
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
        {save.summary.length > 0 ? (
          <ErrorSummary ref={summaryRef} items={save.summary} onFocusField={save.focusField} />
        ) : null}
        {save.justSaved ? (
          <Alert severity="success" role="status" onClose={save.dismissSaved}>
            {strings.savedFor(userKey)}
          </Alert>
        ) : null}
        {/* The same answers reuse the idempotency key (useFormSave): a save that did land is not applied twice. */}
        {save.failure && audience === 'end-user' ? (
          <FailureAlert
            error={save.failure}
            title={strings.failed}
            hint={strings.keptHint}
            onRetry={save.retry}
          />
        ) : save.failure ? (
          <ErrorState
            error={save.failure}
            what={strings.what}
            hint={strings.keptHint}
            onRetry={save.retry}
          />
        ) : null}
        <FieldList
          kit={CONSOLE_FORM_KIT}
          slots={model.slots}
          control={control}
          idPrefix={idPrefix}
          readOnly={readOnly}
          advancedOpen={save.advancedOpen}
          onAdvancedOpen={save.setAdvancedOpen}
        />
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <SubmitButton busy={busy} unavailable={can.reason}>
            {busy ? strings.saving : strings.save}
          </SubmitButton>
          {formState.isDirty && !readOnly ? (
            <Button
              disabled={busy}
              onClick={() => {
                reset(model.values);
                clearUnsaved(storage, storageKey);
                save.clearUnmatched();
              }}
            >
              {strings.undo}
            </Button>
          ) : null}
        </Stack>
        <LeaveGuard when={formState.isDirty && !busy} />
      </Stack>
    </FormSlotsProvider>
  );
}
