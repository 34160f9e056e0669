/** The app catalog (schemas derived from the action types and triggers) and the installed apps. */
import type { ConnectionField, Field, InstalledSchema, SchemaAction } from '@/api/wire';
import { createRandom } from '@/demo-api/store/random';
import type { ActionTypeRecord, CatalogApp, InstalledAppRecord } from '@/demo-api/store/records';
import { APP_NAMES, type AppId } from './action-spec';
import { setupInstructions } from './app-instructions';
import { dataType, toSchemaDataType } from './data-types';
import { triggersOf } from './trigger-defs';
import { clone, daysAgo, idAt, iso } from './util';

interface AppMeta {
  id: AppId;
  description: string;
  color: string;
  versions: string[];
  categories: readonly [string, string | null];
  connection: ConnectionField[];
}

const secret = (name: string, label: string, description: string | null): ConnectionField => ({
  name,
  type: 'secret',
  label,
  required: true,
  description,
});
const text = (
  name: string,
  label: string,
  description: string | null,
  required = false,
): ConnectionField => ({ name, type: 'text', label, required, description });

const APPS: readonly AppMeta[] = [
  {
    id: 'chatter',
    description: 'Team chat: channels, threads and bots.',
    color: '#4A154B',
    versions: ['2.4.0', '2.3.1', '2.3.0'],
    categories: ['Communication', 'Chat'],
    connection: [
      secret('token', 'Bot token', 'Starts with xcb-.'),
      secret('signing_secret', 'Signing secret', 'Verifies callbacks.'),
      text('workspace', 'Workspace', 'Your workspace subdomain.', true),
    ],
  },
  {
    id: 'acme-crm',
    description: 'Contacts, deals and pipelines.',
    color: '#E8542E',
    versions: ['5.2.0', '5.1.4', '5.0.0'],
    categories: ['Sales', 'CRM'],
    connection: [
      secret('api_key', 'API key', null),
      text('subdomain', 'Subdomain', 'acme.acme-crm.example → acme', true),
    ],
  },
  {
    id: 'mailbird',
    description: 'Email campaigns and transactional mail.',
    color: '#FFE01B',
    versions: ['1.8.2', '1.8.1', '1.7.0'],
    categories: ['Marketing', 'Email'],
    connection: [
      secret('token', 'Access token', 'Create one under Account → API keys.'),
      text('default_list', 'Default list', null),
    ],
  },
  {
    id: 'ledgerly',
    description: 'Invoices, payments and subscriptions.',
    color: '#635BFF',
    versions: ['3.0.0', '2.9.5'],
    categories: ['Finance', 'Billing'],
    connection: [
      secret('api_secret', 'Secret key', 'sk_live_… or sk_test_…'),
      text('account_id', 'Account id', null),
    ],
  },
  {
    id: 'ticketly',
    description: 'Help desk tickets and SLAs.',
    color: '#03363D',
    versions: ['4.1.0', '4.0.2'],
    categories: ['Support', 'Helpdesk'],
    connection: [
      secret('api_key', 'API key', 'An agent key with admin rights.'),
      text('subdomain', 'Subdomain', null, true),
    ],
  },
  {
    id: 'slotly',
    description: 'Meeting scheduling links.',
    color: '#006BFF',
    versions: ['1.2.0', '1.1.0', '1.0.0'],
    categories: ['Scheduling', null],
    connection: [secret('token', 'Personal access token', 'From Integrations → API & webhooks.')],
  },
];

/** `message[text]` -> `message__text`, as installed-app schemas write field names. */
export const schemaFieldName = (name: string): string => name.replace(/\[([^\]]*)\]/g, '__$1');

/** `Name:value` lines to an object (blank lines skipped, names and values trimmed). */
export function parseLines(textValue: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of (textValue ?? '').split('\n')) {
    const at = line.indexOf(':');
    if (at > 0) out[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return out;
}

function schemaAction(type: ActionTypeRecord, meta: AppMeta): SchemaAction {
  const form: Field[] = type.form.map((f) => ({ ...clone(f), name: schemaFieldName(f.name) }));
  return {
    name: type.name,
    description: type.description,
    type: type.type,
    source: type.source,
    url: type.url ?? '',
    http_method: (type.http_method ?? 'post').toUpperCase(),
    headers: parseLines(type.headers),
    params: parseLines(type.params),
    form,
    icon: { url: type.icon.url ?? null, type: 'svg', background_color: meta.color },
    response_data_schema: type.response_data_schema.map(toSchemaDataType),
    required_app_connection: type.required_app_connection,
  };
}

function schemaOf(meta: AppMeta, actionTypes: readonly ActionTypeRecord[]): InstalledSchema {
  return {
    name: APP_NAMES[meta.id],
    identifier: meta.id,
    description: meta.description,
    primary_category: meta.categories[0],
    secondary_category: meta.categories[1],
    triggers: triggersOf(meta.id).map((t) => ({
      key: t.key,
      name: t.name,
      description: t.description,
      data_schema: t.fields.map(([variable, type]) =>
        toSchemaDataType(dataType('trigger', { variable, type, data_path: `data.${variable}` })),
      ),
    })),
    actions: actionTypes
      .filter((t) => t.required_app_connection === meta.id)
      .map((t) => schemaAction(t, meta)),
    connection: {
      fields: meta.connection.map((f) => ({ ...f })),
      setup_instructions: setupInstructions(meta.id),
    },
  };
}

export function buildCatalog(actionTypes: readonly ActionTypeRecord[]): CatalogApp[] {
  return APPS.map((meta) => ({
    app_identifier: meta.id,
    name: APP_NAMES[meta.id],
    icon: {
      url: `https://icons.demo.invalid/${meta.id}.svg`,
      type: 'svg',
      background_color: meta.color,
    },
    versions: [...meta.versions],
    schema: schemaOf(meta, actionTypes),
  }));
}

/** chatter one version behind (upgrade available), acme-crm and mailbird at the latest version. */
export function buildInstalledApps(seed: number): InstalledAppRecord[] {
  const rng = createRandom(seed);
  /** Installed `installedDaysAgo` days back; upgraded (when there is a previous version) within the last month. */
  const install = (
    app: AppId,
    version: string,
    previous: string | null,
    groups: string[],
    installedDaysAgo: [number, number],
  ): InstalledAppRecord => {
    const installed = daysAgo(rng, ...installedDaysAgo);
    const upgraded = previous ? daysAgo(rng, 3, 30) : null;
    return {
      id: idAt(rng, installed),
      app_identifier: app,
      app_version: version,
      previous_version: previous,
      groups,
      installed_at: iso(installed),
      last_used_at: iso(daysAgo(rng, 0.05, 3)),
      upgraded_at: upgraded === null ? null : iso(upgraded),
    };
  };
  return [
    install('chatter', '2.3.1', '2.3.0', [], [300, 390]),
    install('acme-crm', '5.2.0', null, ['sales', 'admins'], [300, 390]),
    install('mailbird', '1.8.2', '1.8.1', ['marketing'], [40, 55]),
  ].sort((a, b) => (a.id < b.id ? -1 : 1));
}
