/** Hand-written action types of Ticketly and Slotly, and two requests that need no app. */
import { lines, type ActionTypeSpec } from './action-spec';
import { contactField, jsonField, textArea, textField } from './forms';

const TICKETLY = 'https://api.ticketly.example/api';
const SLOTLY = 'https://api.slotly.example/v1';
const BEARER = 'Authorization:Bearer {% redact app_connection.token %}';
const JSON_TYPE = 'Content-Type:application/json';

/** Draft: headers and form. */
const openTicket: ActionTypeSpec = {
  name: 'Open Ticketly ticket',
  description: 'Opens a support ticket on behalf of a contact.',
  app: 'ticketly',
  http_method: 'post',
  url: `${TICKETLY}/tickets`,
  headers: lines(
    JSON_TYPE,
    'X-Ticketly-Key:{{app_connection.api_key}}',
    'X-Priority:{{form[priority]}}',
  ),
  params: null,
  form: [
    textField('ticket[title]', 'Title', 'A short summary.', true),
    textArea('ticket[body]', 'Description', 'What happened, with links.'),
    textField('priority', 'Priority', 'low, normal, high or urgent'),
    contactField('requester'),
  ],
  response: [
    ['ticket.id', 'String'],
    ['ticket.url', 'String'],
    ['ticket.status', 'String'],
  ],
  categories: ['Support', 'Helpdesk'],
  draft: {
    headers: lines(JSON_TYPE, 'X-Ticketly-Key:{{app_connection.api_key}}', 'X-Priority:high'),
    form: [{ change: 'priority', patch: { required: true, label: 'Priority level' } }],
  },
};

const escalate: ActionTypeSpec = {
  name: 'Escalate Ticketly ticket',
  description: 'Escalates a ticket to the on-call team and waits for an acknowledgement.',
  app: 'ticketly',
  http_method: 'patch',
  url: `${TICKETLY}/tickets/{{form[ticket_id]}}/escalate`,
  headers: lines(JSON_TYPE, 'X-Ticketly-Key:{{app_connection.api_key}}'),
  params: lines('level:{{form[level]}}'),
  form: [
    textField('ticket_id', 'Ticket', 'Usually {{ticket.id}}.', true),
    textField('level', 'Level', 'tier2 or tier3'),
  ],
  response: [
    ['ticket.id', 'String'],
    ['acknowledged_by', 'String'],
  ],
  categories: ['Support', 'Helpdesk'],
  callback: { n: 45, unit: 'minutes' },
};

const closeTicket: ActionTypeSpec = {
  name: 'Close Ticketly ticket',
  description: 'Closes a ticket with a resolution note.',
  app: 'ticketly',
  http_method: 'put',
  url: `${TICKETLY}/tickets/{{form[ticket_id]}}`,
  headers: lines(JSON_TYPE, 'X-Ticketly-Key:{{app_connection.api_key}}'),
  params: lines('status:closed', 'resolution:{{form[resolution]}}'),
  form: [
    textField('ticket_id', 'Ticket', 'Usually {{ticket.id}}.', true),
    textArea('resolution', 'Resolution', 'Shown to the requester.'),
  ],
  response: [['ticket.status', 'String']],
  categories: ['Support', null],
};

const book: ActionTypeSpec = {
  name: 'Book Slotly meeting',
  description: 'Sends a booking link and waits until the invitee picks a slot.',
  app: 'slotly',
  http_method: 'post',
  url: `${SLOTLY}/bookings`,
  headers: lines(JSON_TYPE, BEARER),
  params: lines('event_type:{{form[event_type]}}', 'invitee:{{form[invitee_email]}}'),
  form: [
    textField('invitee_email', 'Invitee', 'Email of the person to meet.', true),
    textField('event_type', 'Meeting type', 'e.g. 30min-intro'),
    textArea('notes', 'Notes', 'Shared with the invitee.'),
  ],
  response: [
    ['booking.id', 'String'],
    ['booking.start_at', 'Date'],
  ],
  categories: ['Scheduling', null],
  callback: { n: 2, unit: 'days' },
};

const cancelBooking: ActionTypeSpec = {
  name: 'Cancel Slotly booking',
  description: 'Cancels a booking and notifies the invitee.',
  app: 'slotly',
  http_method: 'delete',
  url: `${SLOTLY}/bookings/{{form[booking_id]}}`,
  headers: lines(BEARER),
  params: null,
  form: [textField('booking_id', 'Booking', 'The booking id.', true)],
  response: [['cancelled', 'Boolean']],
  categories: ['Scheduling', null],
};

/** No app; its icon URL is a `javascript:` URL that the console must refuse to render. */
const webhook: ActionTypeSpec = {
  name: 'Call internal webhook',
  description: 'Posts the trigger payload to an internal endpoint.',
  app: null,
  http_method: 'post',
  url: 'https://hooks.internal.example/workflows/inbound',
  headers: lines(
    JSON_TYPE,
    'X-Webhook-Token:{{form[token]}}',
    'X-Forwarded-For:https://console.workflow.example:443',
  ),
  params: null,
  code: lines('export default function prepare({ trigger }) {', '  return { body: trigger };', '}'),
  form: [textField('token', 'Token', 'Shared secret the endpoint checks.', true)],
  response: [
    ['status', 'Number'],
    ['body', 'Object'],
  ],
  categories: ['Developer tools', null],
  icon: 'javascript:alert(1)',
};

/** No app. Draft: url and code. */
const transform: ActionTypeSpec = {
  name: 'Transform payload',
  description: 'Runs a small script to reshape data for later steps.',
  app: null,
  http_method: 'post',
  url: 'https://compute.internal.example/run',
  headers: lines(JSON_TYPE),
  params: null,
  code: lines(
    'export default function run({ trigger }) {',
    '  const { amount, currency } = trigger.deal;',
    '  return { amount_usd: currency === "usd" ? amount : null };',
    '}',
  ),
  form: [jsonField('options', 'Options', 'Passed to the script as `options`.')],
  response: [['amount_usd', 'Number']],
  categories: ['Developer tools', 'Data'],
  draft: {
    url: 'https://compute.internal.example/v2/run',
    code: lines(
      'export default function run({ trigger, options }) {',
      '  const { amount, currency } = trigger.deal;',
      '  const rate = options.rates?.[currency] ?? null;',
      '  return { amount_usd: rate === null ? null : amount * rate };',
      '}',
    ),
  },
};

export const SUPPORT_SCHEDULING_SPECS: ActionTypeSpec[] = [
  openTicket,
  escalate,
  closeTicket,
  book,
  cancelBooking,
  webhook,
  transform,
];
