/**
 * The settings tab, runs and events against malformed and hostile responses: the property and its bounds are in
 * test/support/malformed-responses.ts.
 */
import { describeMalformedResponses, workflowId } from '../support/malformed-responses';

describeMalformedResponses([
  ['the actions tab', () => `/workflows/${workflowId()}/actions`],
  ['the settings tab', () => `/workflows/${workflowId()}/settings`],
  ['the events', () => '/events'],
]);
