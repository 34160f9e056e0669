/**
 * The workflow screens and the end-user form against malformed and hostile responses: the property and its bounds are in
 * test/support/malformed-responses.ts.
 */
import { describeMalformedResponses, workflowId } from '../support/malformed-responses';

describeMalformedResponses([
  ['the workflow list', () => '/workflows'],
  ['a workflow overview', () => `/workflows/${workflowId()}`],
  ['the compare tab', () => `/workflows/${workflowId()}/compare`],
  ['the end-user form', () => `/fill/workflows/${workflowId()}?user_key=main`],
]);
