import { describe, expect, it } from 'vitest';
import { SEED_NOW_MS } from '@/demo-api/store/clock';
import type { DemoData } from '@/demo-api/store/records';
import { buildSeed } from './index';
import { PROVIDER_ORIGIN } from './provider';

const data = buildSeed();
const DAY = 86_400_000;
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const idMs = (id: string): number => parseInt(id.replace(/-/g, '').slice(0, 12), 16);

/** Every object reachable from `root`, failing on the first one reached twice (a shared reference). */
function sharedReferences(root: unknown): string[] {
  const seen = new Set<object>();
  const shared: string[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value !== 'object' || value === null) return;
    if (seen.has(value)) {
      shared.push(path);
      return;
    }
    seen.add(value);
    for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
  };
  walk(root, '$');
  return shared;
}

describe('buildSeed determinism and hygiene', () => {
  it('builds deep-equal data on every call, with no object shared between calls', () => {
    const again = buildSeed();
    expect(again).toEqual(data);
    expect(JSON.stringify(again)).toBe(JSON.stringify(data));
    expect(again.workflows[0]?.template).not.toBe(data.workflows[0]?.template);
    expect(again.actionTypes[0]?.form).not.toBe(data.actionTypes[0]?.form);
  });

  it('shares no object reference anywhere inside one build', () => {
    expect(sharedReferences(data)).toEqual([]);
  });

  it('keeps every timestamp an ISO UTC instant in the past ~400 days', () => {
    const stamps: string[] = [];
    const tables: (keyof DemoData)[] = [
      'workflows',
      'actionTypes',
      'users',
      'installedApps',
      'executions',
      'actions',
      'events',
    ];
    for (const table of tables) {
      for (const row of data[table] as unknown as Record<string, unknown>[]) {
        for (const [key, value] of Object.entries(row))
          if (key.endsWith('_at') && value !== null) stamps.push(value as string);
      }
    }
    expect(stamps.length).toBeGreaterThan(1000);
    for (const stamp of stamps) {
      expect(stamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      const ms = Date.parse(stamp);
      expect(ms).toBeLessThan(SEED_NOW_MS);
      expect(ms).toBeGreaterThan(SEED_NOW_MS - 410 * DAY);
    }
  });

  it('makes ids UUIDv7 from the created time, unique per table', () => {
    const rows: [string, string][] = [
      ...data.workflows.map((r) => [r.id, r.created_at] as [string, string]),
      ...data.actionTypes.map((r) => [r.id, r.created_at] as [string, string]),
      ...data.users.map((r) => [r.id, r.created_at] as [string, string]),
      ...data.executions.map((r) => [r.id, r.created_at] as [string, string]),
      ...data.actions.map((r) => [r.uuid, r.created_at] as [string, string]),
      ...data.events.map((r) => [r.id, r.created_at] as [string, string]),
      ...data.installedApps.map((r) => [r.id, r.installed_at] as [string, string]),
    ];
    for (const [id, created] of rows) {
      expect(id).toMatch(UUID_V7);
      expect(idMs(id)).toBe(Date.parse(created));
    }
    expect(new Set(rows.map(([id]) => id)).size).toBe(rows.length);
  });
});

describe('provider option lists', () => {
  const { channels = [], contacts = [], members = [] } = data.providerLists;

  it('has at least 300 uniquely named channels', () => {
    expect(channels.length).toBeGreaterThanOrEqual(300);
    expect(new Set(channels.map((c) => c.id)).size).toBe(channels.length);
    expect(new Set(channels.map((c) => c.name)).size).toBe(channels.length);
    expect(channels.map((c) => c.name)).toContain('general');
    expect(channels.some((c) => /-\d+$/.test(c.name))).toBe(true);
    for (const c of channels) {
      expect(c.id).toMatch(/^C[0-9A-F]+$/);
      expect(typeof c.is_private).toBe('boolean');
      expect(typeof c.num_members).toBe('number');
    }
    expect(channels.some((c) => c.is_private === true)).toBe(true);
  });

  it('has exactly 2000 contacts whose id is the contact_id and name the full_name', () => {
    expect(contacts).toHaveLength(2000);
    expect(new Set(contacts.map((c) => c.contact_id)).size).toBe(2000);
    for (const c of contacts) {
      expect(c.id).toBe(c.contact_id);
      expect(c.name).toBe(c.full_name);
      expect(String(c.email)).toMatch(/@/);
      expect(typeof c.company).toBe('string');
    }
  });

  it('has ~150 members, each in one of the first 20 channels (all of which have members)', () => {
    expect(members.length).toBeGreaterThanOrEqual(140);
    expect(members.length).toBeLessThanOrEqual(160);
    const first20 = channels.slice(0, 20).map((c) => c.id);
    for (const m of members) {
      expect(m.id).toMatch(/^U[0-9A-F]+$/);
      expect(m.name).toMatch(/^\S+ \S/);
      expect(first20).toContain(m.channel);
    }
    expect(new Set(members.map((m) => m.channel)).size).toBe(20);
  });

  it('exports the sentinel provider origin the field URLs use', () => {
    expect(PROVIDER_ORIGIN).toBe('https://provider.demo.invalid');
    expect(JSON.stringify(data.workflows)).toContain(
      `${PROVIDER_ORIGIN}/chatter/conversations.list`,
    );
  });
});

describe('users', () => {
  it('has the four account users and at least 130 in all, with unique keys', () => {
    expect(data.users.length).toBeGreaterThanOrEqual(130);
    const keys = data.users.map((u) => u.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of ['main', 'acme', 'globex', 'initech']) expect(keys).toContain(key);
    expect(keys.some((k) => /^user_[a-z]+-[a-z-]+$/.test(k))).toBe(true);
    expect(keys.some((k) => /^[a-z]+\.[a-z-]+$/.test(k))).toBe(true);
  });

  it('varies names, groups and time zones', () => {
    expect(data.users.filter((u) => u.name === null).length).toBeGreaterThanOrEqual(3);
    expect(data.users.filter((u) => u.groups === null).length).toBeGreaterThanOrEqual(3);
    expect(new Set(data.users.map((u) => u.time_zone)).size).toBeGreaterThanOrEqual(8);
    for (const u of data.users) {
      expect(u.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: u.time_zone })).not.toThrow();
    }
  });

  it('describes user data with source user, nested company fields and a secret token', () => {
    for (const u of data.users) {
      const vars = u.user_data_schema.map((d) => d.variable);
      expect(vars).toEqual(expect.arrayContaining(['email', 'plan', 'company', 'api_token']));
      expect(u.user_data_schema.every((d) => d.source === 'user')).toBe(true);
      const company = u.user_data_schema.find((d) => d.variable === 'company');
      expect(company?.children?.map((c) => c.variable)).toEqual(['company.name', 'company.size']);
      expect(u.user_data_schema.find((d) => d.variable === 'api_token')?.secret).toBe(true);
    }
    const withValues = data.users.filter((u) => u.user_data_schema.some((d) => d.value !== null));
    expect(withValues.length).toBeGreaterThan(10);
    expect(withValues.length).toBeLessThan(data.users.length);
  });
});

describe('events', () => {
  it('has at least 220 events over the last 60 days, of every kind', () => {
    expect(data.events.length).toBeGreaterThanOrEqual(220);
    for (const e of data.events)
      expect(Date.parse(e.created_at)).toBeGreaterThanOrEqual(SEED_NOW_MS - 60 * DAY);
    const types = new Set(data.events.map((e) => e.type));
    for (const type of [
      'workflow.published',
      'workflow.turned_on',
      'workflow.turned_off',
      'workflow.settings_updated',
      'workflow.draft_discarded',
      'execution.started',
      'execution.completed',
      'execution.failed',
      'execution.stopped',
      'action_type.updated',
      'app.installed',
      'app.upgraded',
      'user.created',
    ]) {
      expect(types).toContain(type);
    }
  });

  it('points every subject at an existing record', () => {
    const ids: Record<string, Set<string>> = {
      workflow: new Set(data.workflows.map((w) => w.id)),
      execution: new Set(data.executions.map((e) => e.id)),
      action_type: new Set(data.actionTypes.map((t) => t.id)),
      installed_app: new Set(data.installedApps.map((a) => a.id)),
      user: new Set(data.users.map((u) => u.id)),
    };
    for (const e of data.events) {
      expect(e.subject).not.toBeNull();
      expect(ids[e.subject?.object ?? '']?.has(e.subject?.id ?? '')).toBe(true);
      expect(typeof e.data).toBe('object');
    }
  });
});
