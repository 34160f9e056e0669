/** Hand-written action types of the Mailbird and Ledgerly apps. */
import { lines, type ActionTypeSpec } from './action-spec';
import { jsonField, textArea, textField } from './forms';

const MAILBIRD = 'https://api.mailbird.example/v3';
const LEDGERLY = 'https://api.ledgerly.example/v1';
const BEARER = 'Authorization:Bearer {% redact app_connection.token %}';
const JSON_TYPE = 'Content-Type:application/json';

/** Waits for the delivery callback. Draft: icon and response schema. */
const sendEmail: ActionTypeSpec = {
  name: 'Send Mailbird email',
  description: 'Sends a transactional email and waits for the delivery report.',
  app: 'mailbird',
  http_method: 'post',
  url: `${MAILBIRD}/mail/send`,
  headers: lines(BEARER, JSON_TYPE),
  params: null,
  form: [
    textField('to', 'To', 'One address, or several separated by commas.', true),
    textField('message[subject]', 'Subject', 'Placeholders allowed.', true),
    textArea('message[body]', 'Body', 'Plain text or Markdown.'),
    jsonField('template_vars', 'Template variables', 'Values for the Mailbird template.'),
  ],
  response: [
    ['message_id', 'String'],
    ['accepted', 'Boolean'],
    ['queued_at', 'Date'],
  ],
  categories: ['Marketing', 'Email'],
  callback: { n: 30, unit: 'minutes' },
  draft: {
    icon: 'https://icons.demo.invalid/mailbird-2024.svg',
    response: [
      ['message_id', 'String'],
      ['queued_at', 'String'],
      ['status', 'String'],
    ],
  },
};

const addSubscriber: ActionTypeSpec = {
  name: 'Add subscriber to Mailbird list',
  description: 'Adds or updates a subscriber on a mailing list.',
  app: 'mailbird',
  http_method: 'put',
  url: `${MAILBIRD}/lists/{{form[list_id]}}/members`,
  headers: lines(BEARER, JSON_TYPE),
  params: lines('email:{{form[email]}}', 'status:subscribed'),
  form: [
    textField('list_id', 'List', 'The audience id.', true),
    textField('email', 'Email', 'Subscriber address.', true),
    jsonField('merge__fields', 'Merge fields', 'FNAME, LNAME and friends.'),
  ],
  response: [
    ['id', 'String'],
    ['status', 'String'],
  ],
  categories: ['Marketing', 'Email'],
};

const removeSubscriber: ActionTypeSpec = {
  name: 'Remove Mailbird subscriber',
  description: 'Unsubscribes an address from a list.',
  app: 'mailbird',
  http_method: 'delete',
  url: `${MAILBIRD}/lists/{{form[list_id]}}/members/{{form[email]}}`,
  headers: lines(BEARER),
  params: null,
  form: [
    textField('list_id', 'List', 'The audience id.', true),
    textField('email', 'Email', 'Subscriber address.', true),
  ],
  response: [['removed', 'Boolean']],
  categories: ['Marketing', 'Email'],
};

/** Draft: code and form. */
const createInvoice: ActionTypeSpec = {
  name: 'Create Ledgerly invoice',
  description: 'Drafts an invoice from the deal\u2019s line items.',
  app: 'ledgerly',
  http_method: 'post',
  url: `${LEDGERLY}/invoices`,
  headers: lines(JSON_TYPE, 'Authorization:Basic {% redact app_connection.api_secret %}'),
  params: lines('customer:{{form[customer_id]}}', 'collection_method:send_invoice'),
  code: lines(
    'export default function prepare({ form }) {',
    '  const items = JSON.parse(form.line_items || "[]");',
    '  return { lines: items.map((item) => ({ ...item, amount: Math.round(item.amount * 100) })) };',
    '}',
  ),
  form: [
    textField('customer_id', 'Customer', 'The Ledgerly customer id.', true),
    jsonField('line_items', 'Line items', 'An array of {description, amount}.'),
    textArea('memo', 'Memo', 'Printed on the invoice.'),
  ],
  response: [
    ['id', 'String'],
    ['number', 'String'],
    ['total', 'Number'],
    ['due_at', 'Date'],
  ],
  categories: ['Finance', 'Billing'],
  draft: {
    code: lines(
      'export default function prepare({ form }) {',
      '  const items = JSON.parse(form.line_items || "[]");',
      '  const lines = items.map((item) => ({ ...item, amount: Math.round(item.amount * 100) }));',
      '  return { lines, days_until_due: Number(form.net_days || 30) };',
      '}',
    ),
    form: [
      { add: textField('net_days', 'Payment terms (days)', 'Defaults to 30.') },
      { remove: 'memo' },
      {
        change: 'line_items',
        patch: { advanced: false, description: 'Required: at least one line.' },
      },
    ],
  },
};

const refund: ActionTypeSpec = {
  name: 'Refund Ledgerly payment',
  description: 'Refunds a payment and waits until the bank confirms it.',
  app: 'ledgerly',
  http_method: 'post',
  url: `${LEDGERLY}/refunds`,
  headers: lines(
    JSON_TYPE,
    'Authorization:Basic {% redact app_connection.api_secret %}',
    'Idempotency-Key:{{execution.id}}',
  ),
  params: lines('payment:{{form[payment_id]}}', 'reason:{{form[reason]}}'),
  form: [
    textField('payment_id', 'Payment', 'The payment to refund.', true),
    textField('reason', 'Reason', 'duplicate, fraudulent or requested_by_customer'),
  ],
  response: [
    ['id', 'String'],
    ['status', 'String'],
    ['amount', 'Number'],
  ],
  categories: ['Finance', 'Payments'],
  callback: { n: 2, unit: 'hours' },
};

const balance: ActionTypeSpec = {
  name: 'Fetch Ledgerly balance',
  description: 'Reads the account balance for reporting.',
  app: 'ledgerly',
  http_method: 'get',
  url: `${LEDGERLY}/balance`,
  headers: lines('Authorization:Basic {% redact app_connection.api_secret %}'),
  params: lines('currency:usd', 'expand:available,pending'),
  form: [],
  response: [
    ['available', 'Number'],
    ['pending', 'Number'],
    ['as_of', 'Date'],
  ],
  categories: ['Finance', 'Reporting'],
};

export const MAIL_BILLING_SPECS: ActionTypeSpec[] = [
  sendEmail,
  addSubscriber,
  removeSubscriber,
  createInvoice,
  refund,
  balance,
];
