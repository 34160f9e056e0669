/**
 * The settings form in the frame: the console's renderer and save flow (useFormSave: idempotency
 * key reused on retry, 422 on the fields, every answer kept on failure), saving through the embed
 * API, and telling the host what happened. What is typed lives in this component's form state: a
 * token renewal, a failed save or a new theme keeps it; nothing is written to the browser's storage.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import type { EmbedWorkflow } from '@/api/decode/embed-workflow';
import {
  ErrorSummary,
  FailureAlert,
  FieldList,
  FormSlotsProvider,
  LAZY_FORM_KIT,
  useAnswersForm,
  useFormSave,
  useFormStrings,
  toFormData,
} from '@/features/dynamic-form/embed';
import { SubmitButton } from '@/components/form/submit-button';
import type { FrameMessage } from '../sdk/protocol';
import type { EmbedApi } from '../api/embed-api';
import { embedErrorOf } from '../api/embed-errors';
import { describeEmbedFailure } from './failures';

interface EmbedFormProps {
  workflowId: string;
  workflow: EmbedWorkflow;
  api: EmbedApi;
  send: (message: FrameMessage) => void;
}

export function EmbedForm({ workflowId, workflow, api, send }: EmbedFormProps) {
  const strings = useFormStrings();
  const { model, form } = useAnswersForm(workflow);
  const summaryRef = useRef<HTMLDivElement>(null);
  const save = useFormSave({
    model,
    form,
    idPrefix: 'embed',
    save: (formData, idempotencyKey) => api.saveSettings(workflowId, formData, idempotencyKey),
    onSaved: (saved) => send({ type: 'saved', answers: { ...saved.form_data } }),
    summaryRef,
  });
  const { failure, busy } = save;

  useEffect(() => {
    if (failure) send({ type: 'error', error: embedErrorOf(failure, 'save') });
  }, [failure, send]);

  // Each change the user makes, as the answers a save would send now (the host's onChange).
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true, isDirty: true },
        callback: ({ values, isDirty, type }) => {
          if (type === 'change')
            send({
              type: 'change',
              answers: toFormData(model.slots, values),
              dirty: isDirty === true,
            });
        },
      }),
    [subscribe, send, model.slots],
  );

  return (
    <FormSlotsProvider value={{ slots: model.slots, control: form.control }}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={save.onSubmit}
        aria-label={strings.save.formLabel(workflow.name)}
      >
        {model.problems.length > 0 ? (
          <Alert severity="warning">{model.problems.join(' ')}</Alert>
        ) : null}
        {save.summary.length > 0 ? (
          <ErrorSummary ref={summaryRef} items={save.summary} onFocusField={save.focusField} />
        ) : null}
        {save.justSaved ? (
          <Alert severity="success" role="status" onClose={save.dismissSaved}>
            {strings.save.saved}
          </Alert>
        ) : null}
        {failure ? (
          <FailureAlert
            error={failure}
            title={strings.save.failed}
            hint={strings.save.keptHint}
            onRetry={save.retry}
            describeOwn={(error) => describeEmbedFailure(error, strings.embed)}
          />
        ) : null}
        <FieldList
          kit={LAZY_FORM_KIT}
          slots={model.slots}
          control={form.control}
          idPrefix="embed"
          readOnly={false}
          advancedOpen={save.advancedOpen}
          onAdvancedOpen={save.setAdvancedOpen}
        />
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <SubmitButton busy={busy}>{busy ? strings.save.saving : strings.save.save}</SubmitButton>
          {form.formState.isDirty ? (
            <Button
              disabled={busy}
              onClick={() => {
                form.reset(model.values);
                save.clearUnmatched();
              }}
            >
              {strings.save.undo}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </FormSlotsProvider>
  );
}
