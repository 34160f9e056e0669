/**
 * Action types, installed apps, users, data fields and completed actions against malformed and hostile responses: the property and its bounds are in
 * test/support/malformed-responses.ts.
 */
import {
  describeMalformedResponses,
  actionTypeId,
  workflowId,
} from '../support/malformed-responses';

describeMalformedResponses([
  ['the data fields tab', () => `/workflows/${workflowId()}/data-fields`],
  ['an action type', () => `/action-types/${actionTypeId()}`],
  ['the installed apps', () => '/installed-apps'],
  ['an installed app', () => '/installed-apps/acme-crm'],
  ['the users', () => '/users'],
  ['the data fields', () => '/data-fields'],
  ['the completed actions', () => '/actions/completed'],
]);
