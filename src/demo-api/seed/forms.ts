/** Form field builders (`Field`, object `field`) and the AsyncSelect configurations of the demo provider. */
import type { Field, FieldData } from '@/api/wire';
import type { Random } from '@/demo-api/store/random';
import { PROVIDER_ORIGIN } from './provider';
import { clone } from './util';

export interface FieldSpec {
  name: string;
  label: string;
  type: string;
  description?: string | null;
  required?: boolean;
  advanced?: boolean;
  data?: FieldData;
}

export const fieldId = (rng: Random): string => `fld_${rng.hex(12)}`;

export function field(rng: Random, spec: FieldSpec): Field {
  return {
    id: fieldId(rng),
    name: spec.name,
    label: spec.label,
    description: spec.description ?? null,
    type: spec.type,
    required: spec.required ?? false,
    advanced: spec.advanced ?? false,
    data: spec.data ? clone(spec.data) : {},
    object: 'field',
  };
}

const containsQuery = (id: string, fieldName: string) => [
  { id, type: 'contains_var', field: fieldName, value: 'field.query' },
];

/** (a) Chat channels, fetched up front and filtered by name as the user types. */
export function channelsData(): FieldData {
  return {
    url: `${PROVIDER_ORIGIN}/chatter/conversations.list`,
    target_url: null,
    label_key: 'name',
    value_key: 'id',
    object_key: 'channels',
    parameters: { limit: '100', types: 'public_channel,private_channel', exclude_archived: 'true' },
    pagination: {
      type: 'cursor',
      max_items: 2000,
      cursor_path: 'response_metadata.next_cursor',
      cursor_param: 'cursor',
    },
    fetch_mode: 'prefetch',
    filters: containsQuery('contains_var_query', 'name'),
  };
}

/** (b) CRM contacts, fetched when the select opens. */
export function contactsData(): FieldData {
  return {
    url: `${PROVIDER_ORIGIN}/crm/contacts`,
    target_url: null,
    label_key: 'full_name',
    value_key: 'contact_id',
    object_key: 'data.items',
    parameters: { page_size: '100' },
    pagination: {
      type: 'cursor',
      max_items: 2000,
      cursor_path: 'paging.next',
      cursor_param: 'after',
    },
    fetch_mode: 'on_open',
    filters: containsQuery('q', 'full_name'),
  };
}

/** (c) Members of the channel chosen in the field named `channelFieldName` of the same form. */
export function membersData(channelFieldName: string): FieldData {
  return {
    url: `${PROVIDER_ORIGIN}/chatter/conversations.members`,
    target_url: null,
    label_key: 'name',
    value_key: 'id',
    object_key: 'members',
    parameters: { channel: `{{${channelFieldName}}}` },
    pagination: {
      type: 'cursor',
      max_items: 2000,
      cursor_path: 'response_metadata.next_cursor',
      cursor_param: 'cursor',
    },
    fetch_mode: 'prefetch',
    filters: containsQuery('contains_var_query', 'name'),
  };
}

export const channelField = (name = 'channel', required = true): FieldSpec => ({
  name,
  label: 'Channel',
  type: 'AsyncSelect',
  description: 'The Chatter channel to post in.',
  required,
  data: channelsData(),
});

export const contactField = (name = 'contact'): FieldSpec => ({
  name,
  label: 'Contact',
  type: 'AsyncSelect',
  description: 'Pick a CRM contact; start typing to search by name.',
  data: contactsData(),
});

export const memberField = (channelFieldName = 'channel', name = 'member'): FieldSpec => ({
  name,
  label: 'Channel member',
  type: 'AsyncSelect',
  description: 'Someone in the channel above (choose the channel first).',
  data: membersData(channelFieldName),
});

export const textField = (
  name: string,
  label: string,
  description: string,
  required = false,
): FieldSpec => ({
  name,
  label,
  type: 'TextField',
  description,
  required,
});

export const textArea = (
  name: string,
  label: string,
  description: string,
  required = false,
): FieldSpec => ({
  name,
  label,
  type: 'TextArea',
  description,
  required,
});

export const jsonField = (name: string, label: string, description: string): FieldSpec => ({
  name,
  label,
  type: 'JSON',
  description,
  advanced: true,
});
