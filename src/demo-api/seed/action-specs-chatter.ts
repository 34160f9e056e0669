/** Hand-written action types of the Chatter app. */
import { lines, type ActionTypeSpec } from './action-spec';
import { channelField, memberField, textArea, textField } from './forms';

const CHATTER = 'https://api.chatter.example/v2';
const CHATTER_AUTH = 'Authorization:Bearer {% redact app_connection.token %}';

/** Its draft changes every pair (url, method, headers, params, code, form, icon, response schema). */
const sendMessage: ActionTypeSpec = {
  name: 'Send Chatter message',
  description: 'Posts a message to a Chatter channel as the workflow bot.',
  app: 'chatter',
  http_method: 'post',
  url: `${CHATTER}/chat.postMessage`,
  headers: lines('Content-Type:application/json', CHATTER_AUTH, 'X-Channel:{{form[channel]}}'),
  params: lines('channel:{{form[channel]}}', 'unfurl_links:false'),
  form: [
    channelField(),
    textArea(
      'message[text]',
      'Message',
      'Markdown; placeholders like {{deal.name}} are filled in.',
      true,
    ),
    textField('thread_ts', 'Thread', 'Reply in this thread instead of the channel.'),
  ],
  response: [
    ['ok', 'Boolean'],
    ['ts', 'String'],
    ['channel', 'String'],
    ['message.text', 'String'],
  ],
  categories: ['Communication', 'Chat'],
  draft: {
    url: 'https://api.chatter.example/v3/chat.postMessage',
    http_method: 'put',
    headers: lines(
      'Content-Type:application/json; charset=utf-8',
      'Authorization:Bearer {% redact app_connection.bot_token %}',
      'X-Request-Source:workflow-console',
    ),
    params: lines(
      'channel:{{form[channel]}}',
      'unfurl_links:true',
      'icon_emoji:{{form[icon_emoji]}}',
    ),
    code: lines(
      '// Trim the message and fall back to a default text.',
      'export default function prepare({ form }) {',
      "  const text = (form['message[text]'] || '').trim();",
      "  return { text: text || 'A workflow ran.' };",
      '}',
    ),
    form: [
      { add: textField('icon_emoji', 'Icon emoji', 'For example :rocket:.') },
      { remove: 'thread_ts' },
      { change: 'message[text]', patch: { label: 'Message text', required: false } },
    ],
    icon: 'https://icons.demo.invalid/chatter-v3.svg',
    response: [
      ['ok', 'Boolean'],
      ['ts', 'Date'],
      ['message.text', 'String'],
      ['permalink', 'String'],
    ],
  },
};

const postReminder: ActionTypeSpec = {
  name: 'Post Chatter reminder',
  description: 'Schedules a reminder in a channel.',
  app: 'chatter',
  http_method: 'post',
  url: `${CHATTER}/reminders.add`,
  // Blank lines and stray spaces on purpose: parsers must tolerate them.
  headers: lines(
    'Content-Type: application/json',
    '',
    CHATTER_AUTH,
    '  X-Reminder-Time :  {{form[time]}}  ',
    '',
  ),
  params: lines('text:{{form[text]}}', '', ' channel : {{form[channel]}}'),
  form: [
    channelField(),
    textArea('text', 'Reminder', 'What to remind the channel about.', true),
    textField(
      'time',
      'When',
      'Natural language, e.g. "in 2 hours" or "every Monday at 9am".',
      true,
    ),
  ],
  response: [
    ['ok', 'Boolean'],
    ['reminder.id', 'String'],
    ['reminder.time', 'Date'],
  ],
  categories: ['Communication', 'Chat'],
};

const invite: ActionTypeSpec = {
  name: 'Invite to Chatter channel',
  description: 'Invites a member to a channel.',
  app: 'chatter',
  http_method: 'post',
  url: `${CHATTER}/conversations.invite`,
  headers: lines('Content-Type:application/json', CHATTER_AUTH),
  params: lines('channel:{{form[channel]}}', 'users:{{form[users]}}'),
  form: [channelField(), memberField('channel', 'users')],
  response: [
    ['ok', 'Boolean'],
    ['channel.id', 'String'],
  ],
  categories: ['Communication', 'Chat'],
};

const createChannel: ActionTypeSpec = {
  name: 'Create Chatter channel',
  description: 'Creates a channel, e.g. one per new enterprise deal.',
  app: 'chatter',
  http_method: 'post',
  url: `${CHATTER}/conversations.create`,
  headers: lines('Content-Type:application/json', CHATTER_AUTH),
  params: lines('name:{{form[name]}}', 'is_private:{{form[is_private]}}'),
  code: lines(
    '// Channel names must be lowercase without spaces.',
    'export default function prepare({ form }) {',
    "  return { name: form.name.toLowerCase().replace(/\\s+/g, '-').slice(0, 80) };",
    '}',
  ),
  form: [
    textField('name', 'Channel name', 'Lowercase, no spaces; it is normalised for you.', true),
    textField('is_private', 'Private?', 'true or false'),
  ],
  response: [
    ['ok', 'Boolean'],
    ['channel.id', 'String'],
    ['channel.name', 'String'],
  ],
  categories: ['Communication', 'Chat'],
  draft: {
    params: lines('name:{{form[name]}}', 'is_private:true'),
    code: lines(
      '// Channel names must be lowercase without spaces; prefix deal channels.',
      'export default function prepare({ form }) {',
      "  const base = form.name.toLowerCase().replace(/[^a-z0-9-]+/g, '-');",
      '  return { name: `deal-${base}`.slice(0, 80) };',
      '}',
    ),
  },
};

const archiveChannel: ActionTypeSpec = {
  name: 'Archive Chatter channel',
  description: 'Archives a channel that is no longer needed.',
  app: 'chatter',
  http_method: 'post',
  url: `${CHATTER}/conversations.archive`,
  headers: lines('Content-Type:application/json', CHATTER_AUTH),
  params: lines('channel:{{form[channel]}}'),
  form: [channelField()],
  response: [['ok', 'Boolean']],
  categories: ['Communication', 'Chat'],
};

export const CHATTER_SPECS: ActionTypeSpec[] = [
  sendMessage,
  postReminder,
  invite,
  createChannel,
  archiveChannel,
];
