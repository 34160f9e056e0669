/** Users: the four named account users and ~130 generated people. */
import type { DataType } from '@/api/wire';
import { createRandom, type Random } from '@/demo-api/store/random';
import type { UserRecord } from '@/demo-api/store/records';
import { dataType } from './data-types';
import { byCreated, daysAgo, idAt, iso, unique } from './util';
import {
  COMPANIES,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  PLANS,
  TIME_ZONES,
  USER_GROUPS,
} from './words';

export const OWNER_KEYS = ['main', 'acme', 'globex', 'initech'] as const;
export type OwnerKey = (typeof OWNER_KEYS)[number];
export const GENERATED_USER_COUNT = 130;

interface Person {
  key: string;
  email: string;
  name: string | null;
  company: string;
}

const NAMED: readonly Person[] = [
  { key: 'main', email: 'ops@workflow.example', name: 'Main Account', company: 'Workflow Inc.' },
  { key: 'acme', email: 'it@acme.example', name: 'Acme Corp', company: 'Acme Corp' },
  { key: 'globex', email: 'automation@globex.example', name: 'Globex', company: 'Globex' },
  { key: 'initech', email: 'tps-reports@initech.example', name: null, company: 'Initech' },
];

/** Sample values for some users; a secret API token and a nested company object for all. */
function userDataSchema(rng: Random, person: Person, withValues: boolean): DataType[] {
  const value = (v: string): string | null => (withValues ? v : null);
  const size = String(rng.pick([5, 20, 120, 800, 4000]));
  return [
    dataType('user', {
      variable: 'email',
      display_label: 'Email',
      required: true,
      value: value(person.email),
    }),
    dataType('user', { variable: 'plan', display_label: 'Plan', value: value(rng.pick(PLANS)) }),
    dataType('user', {
      variable: 'company',
      type: 'Object',
      display_label: 'Company',
      children: [
        dataType('user', {
          variable: 'company.name',
          data_path: 'company.name',
          value: value(person.company),
        }),
        dataType('user', {
          variable: 'company.size',
          data_path: 'company[size]',
          type: 'Number',
          value: value(size),
        }),
      ],
    }),
    dataType('user', {
      variable: 'signed_up_at',
      type: 'Date',
      format: 'iso8601',
      value: value('2025-03-14T09:26:53Z'),
    }),
    dataType('user', {
      variable: 'beta_features',
      type: 'Boolean',
      value: value(rng.chance(0.3) ? 'true' : 'false'),
    }),
    dataType('user', {
      variable: 'tags',
      type: 'Array',
      item_type: 'String',
      list_values_variable: 'tag',
    }),
    dataType('user', {
      variable: 'api_token',
      display_label: 'API token',
      secret: true,
      groups: ['admins'],
      value: person.key === 'main' ? `tok_live_${rng.hex(24)}` : null,
    }),
  ];
}

function generatedPeople(rng: Random, taken: Set<string>): Person[] {
  return Array.from({ length: GENERATED_USER_COUNT }, (_, i) => {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const slug = `${first}.${last}`.toLowerCase().replace(/[^a-z.]+/g, '');
    const base = i % 2 === 0 ? `user_${slug.replace('.', '-')}` : slug;
    const key = unique(base, taken);
    const company = rng.pick(COMPANIES);
    return {
      key,
      email: `${key.replace(/^user_/, '').replace('-', '.')}@${rng.pick(EMAIL_DOMAINS)}`,
      name: i % 17 === 5 ? null : `${first} ${last}`,
      company,
    };
  });
}

export function buildUsers(seed: number): UserRecord[] {
  const rng = createRandom(seed);
  const taken = new Set<string>(OWNER_KEYS);
  const people = [...NAMED, ...generatedPeople(rng, taken)];
  const users = people.map((person, i): UserRecord => {
    const created =
      i === 0
        ? daysAgo(rng, 399, 400)
        : i < NAMED.length
          ? daysAgo(rng, 380, 395)
          : daysAgo(rng, 0.5, 380);
    return {
      id: idAt(rng, created),
      key: person.key,
      email: person.email,
      name: person.name,
      groups: i % 9 === 4 ? null : i === 0 ? ['admins'] : rng.sample(USER_GROUPS, rng.int(0, 2)),
      time_zone: i === 0 ? 'America/New_York' : rng.pick(TIME_ZONES),
      user_data_schema: userDataSchema(rng, person, i % 3 !== 2),
      created_at: iso(created),
    };
  });
  return byCreated(users);
}
