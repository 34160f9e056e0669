/** The stop form's state (react-hook-form), checked by ./stop-form-rules, with the service's field errors put back on it. */
import { useForm, type UseFormSetError } from 'react-hook-form';
import { formResolver } from '@/lib/form/resolver';
import { stopErrorEntries, stopFormSchema } from './stop-form-rules';
import {
  formErrorsFromServer,
  initialStopValues,
  type StopFormErrors,
  type StopFormValues,
} from './stop-request';

const resolver = formResolver(stopFormSchema);

export function setStopErrors(
  setError: UseFormSetError<StopFormValues>,
  errors: StopFormErrors,
  type: 'validate' | 'server',
): void {
  for (const [path, message] of stopErrorEntries(errors)) setError(path, { type, message });
}

export function useStopForm(actingUserKey: string) {
  const form = useForm<StopFormValues>({
    defaultValues: initialStopValues(actingUserKey),
    resolver,
    // Checked on review; a problem stays shown until the next review, as the user fixes it.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const showServerErrors = (fieldErrors: Record<string, string[]>) =>
    setStopErrors(form.setError, formErrorsFromServer(fieldErrors), 'server');
  return { form, showServerErrors };
}
