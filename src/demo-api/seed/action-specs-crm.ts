/** Hand-written action types of the Acme CRM app. */
import { lines, type ActionTypeSpec } from './action-spec';
import { contactField, jsonField, textField } from './forms';

const CRM = 'https://api.acme-crm.example/v1';
const CRM_KEY = 'X-Api-Key:{{app_connection.api_key}}';

/** Its draft changes url, headers and form. */
const createContact: ActionTypeSpec = {
  name: 'Create CRM contact',
  description: 'Creates a contact in Acme CRM.',
  app: 'acme-crm',
  http_method: 'post',
  url: `${CRM}/contacts`,
  headers: lines(
    'Content-Type:application/json',
    CRM_KEY,
    'X-Callback-Url:https://hooks.workflow.example/acme/contacts',
  ),
  params: null,
  form: [
    textField('contact[email]', 'Email', 'The new contact\u2019s email address.', true),
    textField('contact[name]', 'Full name', 'First and last name.'),
    jsonField('custom__fields', 'Custom fields', 'Extra CRM properties as a JSON object.'),
  ],
  response: [
    ['id', 'String'],
    ['email', 'String'],
    ['created_at', 'Date'],
  ],
  categories: ['Sales', 'CRM'],
  draft: {
    url: `https://api.acme-crm.example/v2/contacts`,
    headers: lines(
      'Content-Type:application/json',
      CRM_KEY,
      'X-Callback-Url:https://hooks.workflow.example/acme/v2/contacts',
      'X-Dedupe:email',
    ),
    form: [
      { change: 'contact[name]', patch: { required: true } },
      { add: textField('contact[phone]', 'Phone', 'E.164 format.') },
    ],
  },
};

/** Its params name a form field that does not exist (`missing_field`). Draft: method and params. */
const updateDeal: ActionTypeSpec = {
  name: 'Update CRM deal',
  description: 'Moves a deal to another stage and logs an activity.',
  app: 'acme-crm',
  http_method: 'patch',
  url: `${CRM}/deals/{{form[deal_id]}}`,
  headers: lines('Content-Type:application/json', CRM_KEY),
  params: lines('stage:{{form[stage]}}', 'notify:{{form[missing_field]}}'),
  form: [
    textField('deal_id', 'Deal', 'The deal id, usually {{deal.id}}.', true),
    textField('stage', 'Stage', 'For example closed_won.'),
    jsonField('payload.extra', 'Extra fields', 'Merged into the update.'),
  ],
  response: [
    ['id', 'String'],
    ['stage', 'String'],
    ['updated_at', 'Date'],
  ],
  categories: ['Sales', 'CRM'],
  draft: {
    http_method: 'put',
    params: lines('stage:{{form[stage]}}', 'notify:true', 'source:workflow'),
  },
};

const lookupContact: ActionTypeSpec = {
  name: 'Look up CRM contact',
  description: 'Finds a contact and makes its fields available to later steps.',
  app: 'acme-crm',
  http_method: 'get',
  url: `${CRM}/contacts/search`,
  headers: lines(CRM_KEY, 'Accept:application/json'),
  params: lines('q:{{form[contact]}}', 'limit:100'),
  form: [contactField()],
  response: [
    ['total', 'Number'],
    ['items', 'Array'],
    ['items.email', 'String'],
  ],
  categories: ['Sales', 'CRM'],
};

const deleteNote: ActionTypeSpec = {
  name: 'Delete CRM note',
  description: 'Removes an outdated note from a contact.',
  app: 'acme-crm',
  http_method: 'delete',
  url: `${CRM}/notes/{{form[note_id]}}`,
  headers: lines(CRM_KEY),
  params: null,
  form: [textField('note_id', 'Note', 'The note id.', true)],
  response: [['deleted', 'Boolean']],
  categories: ['Sales', null],
};

export const CRM_SPECS: ActionTypeSpec[] = [createContact, updateDeal, lookupContact, deleteNote];
