/** What Test connection found, or why it sent nothing. */
import Alert from '@mui/material/Alert';
import { ServiceText } from '@/components/service-text';
import type { TestOutcome } from './test-connection';

export function ConnectionTestResult({ outcome }: { outcome: TestOutcome }) {
  if (outcome.kind === 'not-tested') {
    return (
      <Alert severity="info" role="status">
        Not tested: the console runs in demo mode, where the built-in demo data answers every
        request, whatever its URL, so an answer here would say nothing about{' '}
        {outcome.baseUrl || 'the service'}. Save to switch to live mode (the page reloads without
        the demo data), then test the connection.
      </Alert>
    );
  }
  const { result, demo } = outcome;
  if (result.ok) {
    return (
      <Alert severity="success" role="status">
        Connected: {result.status} in {result.latencyMs} ms
        {result.requestId ? ` · request id ${result.requestId}` : ''}.
        {demo ? ' This is the built-in demo data in this browser; no URL was tested.' : null}
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="status">
      {result.status === 0 ? 'No answer' : `Answered ${result.status}`} after {result.latencyMs} ms
      {result.serviceMessage === undefined ? `: ${result.message}` : ''}
      {result.requestId ? ` · request id ${result.requestId}` : ''}
      {result.serviceMessage === undefined ? null : <ServiceText text={result.serviceMessage} />}
    </Alert>
  );
}
