/** Workflow settings forms and the owners' saved answers. */
import type { Field } from '@/api/wire';
import type { Random } from '@/demo-api/store/random';
import type { JsonObject, ProviderOption } from '@/demo-api/store/records';
import {
  channelField,
  contactField,
  field,
  jsonField,
  memberField,
  textArea,
  textField,
  type FieldSpec,
} from './forms';
import type { ProviderLists } from './provider';
import { SETTINGS_TEXT } from './phrases';

/** `full` forms use all four known field types; `unknown_type` adds a field of a type nobody knows. */
export type FormVariant = 'none' | 'basic' | 'channel' | 'full' | 'unknown_type';

/** How the saved answers are keyed: by field id, partly by field name, with an orphan key, or with a value no list has. */
export type AnswerStyle = 'none' | 'by_id' | 'by_name' | 'orphan' | 'stale_option';

/** A saved AsyncSelect value that matches no provider option. */
export const STALE_CHANNEL_ID = 'CARCHIVED01';
/** A saved answer whose key matches no field of the form. */
export const ORPHAN_FIELD_KEY = 'fld_0rphan0000ff';

const TEXT_FIELDS: readonly FieldSpec[] = [
  textField('message[subject]', 'Subject', 'Shown as the first line of the message.', true),
  textField('sender_name', 'Sender name', 'Who the message appears to come from.', true),
  textField(
    'ticket[title]',
    'Ticket title',
    'Supports placeholders such as {{contact.name}}.',
    true,
  ),
  textField('reply_to', 'Reply-to address', 'Replies go here instead of the sender.'),
];
const TEXT_AREAS: readonly FieldSpec[] = [
  textArea(
    'message[body]',
    'Message',
    'Markdown is allowed. Placeholders use {{double braces}}.',
    true,
  ),
  textArea('notes', 'Internal notes', 'Only visible to your team.'),
  textArea('email.body', 'Email body', 'Plain text; one paragraph per line.'),
];
const JSON_FIELDS: readonly FieldSpec[] = [
  jsonField(
    'payload.extra',
    'Extra payload',
    'JSON merged into the request body. Leave empty for none.',
  ),
  jsonField('custom__fields', 'Custom fields', 'A JSON object of CRM custom field values.'),
];

function formSpecs(rng: Random, variant: FormVariant): FieldSpec[] {
  if (variant === 'none') return [];
  if (variant === 'basic') return [rng.pick(TEXT_FIELDS), rng.pick(TEXT_AREAS)];
  if (variant === 'channel') return [channelField('channel__id'), rng.pick(TEXT_AREAS)];
  const withMembers = rng.chance(0.5);
  const specs = [
    rng.pick(TEXT_FIELDS),
    rng.pick(TEXT_AREAS),
    channelField(withMembers ? 'channel' : 'channel__id'),
    ...(withMembers ? [memberField('channel')] : []),
    ...(rng.chance(0.6) ? [contactField()] : []),
    rng.pick(JSON_FIELDS),
  ];
  if (variant === 'unknown_type') {
    specs.push({
      name: 'notify_owner',
      label: 'Notify the owner',
      type: 'Checkbox',
      description: 'Also send a DM.',
    });
  }
  return specs;
}

export function buildSettingsForm(rng: Random, variant: FormVariant): Field[] {
  return formSpecs(rng, variant).map((spec) => field(rng, spec));
}

const at = (list: ProviderOption[], index: number): ProviderOption => {
  const option = list[Math.min(index, list.length - 1)];
  if (!option) throw new Error('empty provider list');
  return option;
};

/** Deep-page picks first, so the earliest answered forms exercise page 2+ of the provider. */
const DEEP_CHANNELS = [179, 250, 42, 311, 5];
const DEEP_CONTACTS = [1499, 1999, 640, 12, 1234];

function answerFor(item: Field, form: Field[], lists: ProviderLists, turn: number): unknown {
  const url = item.data.url ?? '';
  const hasMembers = form.some((f) => f.data.url?.endsWith('conversations.members'));
  if (url.endsWith('conversations.list')) {
    return at(lists.channels, hasMembers ? turn % 20 : (DEEP_CHANNELS[turn % 5] ?? 0)).id;
  }
  if (url.endsWith('conversations.members')) {
    const channelId = at(lists.channels, turn % 20).id;
    return lists.members.find((m) => m.channel === channelId)?.id ?? null;
  }
  if (url.endsWith('/crm/contacts'))
    return at(lists.contacts, DEEP_CONTACTS[turn % 5] ?? 0).contact_id;
  switch (item.type) {
    case 'TextField':
      return SETTINGS_TEXT.subjects[turn % SETTINGS_TEXT.subjects.length];
    case 'TextArea':
      return SETTINGS_TEXT.messages[turn % SETTINGS_TEXT.messages.length];
    case 'JSON':
      return { priority: turn % 2 ? 'high' : 'normal', tags: ['seeded', `batch-${turn}`] };
    default:
      return true;
  }
}

/** The owner's answers; `turn` rotates which options get picked. */
export function buildAnswers(
  form: Field[],
  lists: ProviderLists,
  style: AnswerStyle,
  turn: number,
): JsonObject {
  if (style === 'none' || form.length === 0) return {};
  const answers: JsonObject = {};
  form.forEach((item, index) => {
    const byName = style === 'by_name' && index % 2 === 0;
    answers[byName ? item.name : item.id] = answerFor(item, form, lists, turn);
  });
  const channel = form.find((f) => f.data.object_key === 'channels');
  if (style === 'stale_option' && channel) answers[channel.id] = STALE_CHANNEL_ID;
  if (style === 'orphan') answers[ORPHAN_FIELD_KEY] = 'value kept from a field that was deleted';
  return answers;
}
