import { describe, expect, it } from 'vitest';
import type { Field } from '@/api/wire';
import type { WorkflowRecord } from '@/demo-api/store/records';
import { buildSeed } from './index';
import { PROVIDER_ORIGIN } from './provider';

const data = buildSeed();
const { workflows } = data;
const byKey = (owner: string, key: string): WorkflowRecord => {
  const found = workflows.find((w) => w.owner_user_key === owner && w.key === key);
  if (!found) throw new Error(`no workflow ${owner}/${key}`);
  return found;
};
const formTypes = (form: Field[]) => new Set(form.map((f) => f.type));

describe('workflows', () => {
  it('has at least 64 workflows over at least 4 owners, about 40 of them main', () => {
    expect(workflows.length).toBeGreaterThanOrEqual(64);
    const owners = new Map<string, number>();
    for (const w of workflows)
      owners.set(w.owner_user_key, (owners.get(w.owner_user_key) ?? 0) + 1);
    expect([...owners.keys()].sort()).toEqual(['acme', 'globex', 'initech', 'main']);
    expect(owners.get('main')).toBeGreaterThanOrEqual(36);
    expect(owners.get('main')).toBeLessThanOrEqual(45);
  });

  it('keys are slugs unique per owner', () => {
    const seen = new Set<string>();
    for (const w of workflows) {
      expect(w.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(seen.has(`${w.owner_user_key}/${w.key}`)).toBe(false);
      seen.add(`${w.owner_user_key}/${w.key}`);
    }
  });

  it('mixes on/off, managed, groups, stats and run history', () => {
    expect(workflows.filter((w) => w.on).length).toBeGreaterThan(10);
    expect(workflows.filter((w) => !w.on).length).toBeGreaterThan(5);
    expect(workflows.filter((w) => w.is_managed).length).toBeGreaterThanOrEqual(2);
    expect(workflows.some((w) => w.groups.length === 0)).toBe(true);
    expect(workflows.some((w) => w.groups.length >= 2)).toBe(true);
    expect(workflows.filter((w) => w.last_executed_at === null).length).toBeGreaterThanOrEqual(3);
    const withStats = workflows.filter((w) => Object.keys(w.stats).length > 0);
    expect(withStats.length).toBeGreaterThanOrEqual(2);
    expect(withStats.length).toBeLessThan(workflows.length / 4);
    for (const w of withStats)
      expect(Object.keys(w.stats).sort()).toEqual(['completed', 'failed', 'running']);
  });

  it('never-published workflows are off, never executed', () => {
    const unpublished = workflows.filter((w) => w.last_published_at === null);
    expect(unpublished.length).toBeGreaterThanOrEqual(3);
    for (const w of unpublished) {
      expect(w.on).toBe(false);
      expect(w.last_executed_at).toBeNull();
      expect(w.executions_count).toBe(0);
    }
  });

  it('has account templates owned by main and clones that point at them', () => {
    const templates = workflows.filter((w) => w.is_template);
    expect(templates.length).toBeGreaterThanOrEqual(3);
    for (const t of templates) {
      expect(t.owner_user_key).toBe('main');
      expect(t.managed_by).toBe('account');
    }
    expect(templates.some((t) => t.auto_clone_for_new_users)).toBe(true);
    const clones = workflows.filter((w) => w.account_template_id !== null);
    expect(new Set(clones.map((c) => c.owner_user_key)).size).toBeGreaterThanOrEqual(3);
    for (const c of clones) {
      const t = templates.find((x) => x.id === c.account_template_id);
      expect(t).toBeDefined();
      expect(c.owner_user_key).not.toBe('main');
      expect(c.created_at > (t?.created_at ?? '')).toBe(true);
    }
    expect(
      clones.filter((c) => templates.some((t) => t.key === c.key && t.name === c.name)).length,
    ).toBeGreaterThan(clones.length / 2);
  });

  it('executions_count covers the generated executions', () => {
    for (const w of workflows) {
      const runs = data.executions.filter((e) => e.workflow_id === w.id);
      expect(w.executions_count).toBeGreaterThanOrEqual(runs.length);
      for (const run of runs) expect(run.created_at >= (w.last_published_at ?? '')).toBe(true);
      if (runs.length)
        expect(
          w.last_executed_at &&
            w.last_executed_at >=
              (runs
                .map((r) => r.created_at)
                .sort()
                .at(-1) ?? ''),
        ).toBeTruthy();
    }
  });

  it('has event triggers, match and trigger conditions in the expected shapes (some null or empty)', () => {
    expect(workflows.some((w) => w.event_trigger === null)).toBe(true);
    for (const w of workflows.filter((x) => x.event_trigger)) {
      expect(Object.keys(w.event_trigger ?? {}).sort()).toEqual(['app_identifier', 'key', 'name']);
    }
    expect(new Set(workflows.map((w) => w.match_conditions?.match ?? null))).toEqual(
      new Set(['all', 'any', null]),
    );
    expect(workflows.some((w) => w.trigger_conditions === null)).toBe(true);
    expect(
      workflows.some(
        (w) => w.trigger_conditions !== null && Object.keys(w.trigger_conditions).length === 0,
      ),
    ).toBe(true);
    expect(workflows.some((w) => Array.isArray(w.trigger_conditions?.conditions))).toBe(true);
  });
});

describe('settings forms and saved answers', () => {
  const allFields = workflows.flatMap((w) => w.form);
  const asyncData = (url: string) =>
    allFields.find((f) => f.data.url === `${PROVIDER_ORIGIN}${url}`)?.data;

  it('use all four field types, all of them in at least 10 workflows', () => {
    const full = workflows.filter((w) =>
      ['TextField', 'TextArea', 'JSON', 'AsyncSelect'].every((t) => formTypes(w.form).has(t)),
    );
    expect(full.length).toBeGreaterThanOrEqual(10);
    expect(allFields.some((f) => f.required)).toBe(true);
    expect(allFields.filter((f) => f.type === 'JSON').every((f) => f.advanced)).toBe(true);
    for (const f of allFields) {
      expect(f.object).toBe('field');
      expect(f.id).toMatch(/^fld_[0-9a-f]+$/);
      expect(typeof f.description).toBe('string');
      if (f.type !== 'AsyncSelect') expect(f.data).toEqual({});
    }
    const names = new Set(allFields.map((f) => f.name));
    expect([...names].some((n) => /\[.+\]/.test(n))).toBe(true);
    expect([...names].some((n) => n.includes('.'))).toBe(true);
    expect([...names].some((n) => n.includes('__'))).toBe(true);
  });

  it('configures the channels, contacts and dependent members AsyncSelects', () => {
    expect(asyncData('/chatter/conversations.list')).toMatchObject({
      target_url: null,
      object_key: 'channels',
      label_key: 'name',
      value_key: 'id',
      fetch_mode: 'prefetch',
      parameters: {
        limit: '100',
        types: 'public_channel,private_channel',
        exclude_archived: 'true',
      },
      pagination: {
        type: 'cursor',
        max_items: 2000,
        cursor_path: 'response_metadata.next_cursor',
        cursor_param: 'cursor',
      },
      filters: [
        { id: 'contains_var_query', type: 'contains_var', field: 'name', value: 'field.query' },
      ],
    });
    expect(asyncData('/crm/contacts')).toMatchObject({
      target_url: null,
      object_key: 'data.items',
      label_key: 'full_name',
      value_key: 'contact_id',
      fetch_mode: 'on_open',
      parameters: { page_size: '100' },
      pagination: {
        type: 'cursor',
        max_items: 2000,
        cursor_path: 'paging.next',
        cursor_param: 'after',
      },
      filters: [{ id: 'q', type: 'contains_var', field: 'full_name', value: 'field.query' }],
    });
    expect(asyncData('/chatter/conversations.members')).toMatchObject({
      object_key: 'members',
      label_key: 'name',
      value_key: 'id',
      parameters: { channel: '{{channel}}' },
      pagination: { cursor_path: 'response_metadata.next_cursor', cursor_param: 'cursor' },
    });
    for (const w of workflows) {
      for (const f of w.form.filter((x) => x.data.url?.endsWith('conversations.members'))) {
        const ref = /^\{\{(.+)\}\}$/.exec(f.data.parameters?.channel ?? '')?.[1];
        expect(w.form.find((x) => x.name === ref)?.data.object_key).toBe('channels');
      }
    }
  });

  it('saves the owner answers by id, by name, with an orphan key, deep-page and unknown values', () => {
    const answered = workflows.filter((w) => Object.keys(w.form_data_by_user).length > 0);
    expect(answered.length).toBeGreaterThan(20);
    for (const w of workflows)
      expect(Object.keys(w.form_data_by_user).every((k) => k === w.owner_user_key)).toBe(true);
    const keysOf = (w: WorkflowRecord) => Object.keys(w.form_data_by_user[w.owner_user_key] ?? {});
    expect(answered.some((w) => keysOf(w).some((k) => w.form.some((f) => f.id === k)))).toBe(true);
    expect(
      answered.some((w) => keysOf(w).some((k) => w.form.some((f) => f.name === k && f.id !== k))),
    ).toBe(true);
    const orphans = answered.filter((w) =>
      keysOf(w).some((k) => !w.form.some((f) => f.id === k || f.name === k)),
    );
    expect(orphans.map((w) => w.key)).toEqual(['post-new-tickets-to-support']);
    const values = JSON.stringify(answered.map((w) => w.form_data_by_user));
    const { channels = [], contacts = [] } = data.providerLists;
    expect(values).toContain(String(channels[179]?.id));
    expect(values).toContain(String(contacts[1499]?.contact_id));
    const unknown = byKey('main', 'share-big-wins-in-wins');
    const channelField = unknown.form.find((f) => f.data.object_key === 'channels');
    const saved = unknown.form_data_by_user.main?.[channelField?.id ?? ''];
    expect(channels.some((c) => c.id === saved)).toBe(false);
    expect(typeof saved).toBe('string');
  });

  it('has one field of an unknown type with a saved answer', () => {
    const odd = workflows.filter((w) =>
      w.form.some((f) => !['TextField', 'TextArea', 'JSON', 'AsyncSelect'].includes(f.type)),
    );
    expect(odd).toHaveLength(1);
    const field = odd[0]?.form.find((f) => f.type === 'Checkbox');
    expect(odd[0]?.form_data_by_user[odd[0].owner_user_key]?.[field?.id ?? '']).toBeDefined();
  });
});
