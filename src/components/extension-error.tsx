/**
 * A failed extension call, said plainly: when the answer means the service does not offer the
 * operation (src/api/extensions.ts), that is what it says, and that the console stops offering it for
 * this connection; any other failure is an ordinary error with the service's message.
 */
import Alert from '@mui/material/Alert';
import { isApiError } from '@/api/errors';
import { isNotOffered, type ExtensionInfo } from '@/api/extensions';
import { ErrorState } from './error-state';

interface ExtensionErrorProps {
  error: unknown;
  /** What was being done: "Publishing the draft". */
  what: string;
  extension: Pick<ExtensionInfo, 'operation' | 'record'>;
  hint?: string;
}

export function ExtensionError({ error, what, extension, hint }: ExtensionErrorProps) {
  if (isNotOffered(error, extension.record)) {
    const status = isApiError(error) ? ` (it answered ${error.status})` : '';
    return (
      <Alert severity="info" role="alert" sx={{ mt: 2 }}>
        This service does not offer {extension.operation}
        {status}, an operation from the vendor’s reference that not every service has. The console
        stops offering it for this connection; the Connection page lists what the service offers.
        {hint ? ` ${hint}` : ''}
      </Alert>
    );
  }
  return <ErrorState error={error} what={what} hint={hint} />;
}
