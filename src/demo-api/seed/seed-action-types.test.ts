import { describe, expect, it } from 'vitest';
import type { ActionTypeRecord } from '@/demo-api/store/records';
import { buildSeed } from './index';

const data = buildSeed();
const { actionTypes, catalog, installedApps } = data;
const PAIRS = [
  'url',
  'http_method',
  'headers',
  'params',
  'code',
  'form',
  'icon',
  'response_data_schema',
] as const;
const changedPairs = (t: ActionTypeRecord) =>
  PAIRS.filter((p) => JSON.stringify(t[p]) !== JSON.stringify(t[`${p}_draft`]));
/** `Name:value` lines to a map (blank lines skipped). */
const parse = (text: string | null) =>
  new Map(
    (text ?? '').split('\n').flatMap((line) => {
      const at = line.indexOf(':');
      return at > 0 ? [[line.slice(0, at).trim(), line.slice(at + 1).trim()] as const] : [];
    }),
  );
const formRefs = (text: string | null) =>
  [...(text ?? '').matchAll(/\{\{form\[([^\]]+)\]\}\}/g)].map((m) => m[1]);

describe('action types', () => {
  it('has at least 18 custom API requests, mostly from apps', () => {
    expect(actionTypes.length).toBeGreaterThanOrEqual(18);
    for (const t of actionTypes) {
      expect(t.type).toBe('CustomApiRequest');
      expect(t.url).toMatch(/^https:\/\/[a-z.-]+\.example\//);
      expect(t.response_data_schema.every((d) => d.source === 'action_response')).toBe(true);
      expect(t.executed_count).toBeGreaterThanOrEqual(0);
    }
    const appless = actionTypes.filter((t) => t.source === null);
    expect(appless.length).toBeGreaterThanOrEqual(2);
    expect(appless.length).toBeLessThan(actionTypes.length / 4);
    expect(appless.every((t) => t.app_name === null && t.required_app_connection === null)).toBe(
      true,
    );
    expect(
      actionTypes
        .filter((t) => t.source === 'apps')
        .every((t) => t.app_name && t.required_app_connection),
    ).toBe(true);
    expect(new Set(actionTypes.map((t) => t.http_method))).toEqual(
      new Set(['post', 'get', 'put', 'patch', 'delete']),
    );
  });

  it('writes headers and params as Name:value lines with placeholders, secrets and odd spacing', () => {
    const headers = actionTypes.map((t) => t.headers ?? '');
    expect(headers.some((h) => h.includes('{% redact app_connection.'))).toBe(true);
    expect(headers.some((h) => /\{\{app_connection\.\w+\}\}/.test(h))).toBe(true);
    expect(headers.some((h) => h.includes('{{form['))).toBe(true);
    expect(headers.some((h) => h.split('\n').some((l) => /^[^:]+:.*:\/\//.test(l)))).toBe(true);
    expect(headers.some((h) => /\n\s*\n/.test(h))).toBe(true);
    expect(
      headers.some((h) => h.split('\n').some((l) => l !== l.trim() || / :|: {2}/.test(l))),
    ).toBe(true);
    expect(actionTypes.some((t) => formRefs(t.params).length > 0)).toBe(true);
  });

  it('names only existing form fields in placeholders, except one deliberate missing_field', () => {
    const dangling = actionTypes.flatMap((t) =>
      [t.url, t.headers, t.params]
        .flatMap(formRefs)
        .filter((name) => !t.form.some((f) => f.name === name)),
    );
    expect(dangling).toEqual(['missing_field']);
  });

  it('has code on some, icons (one javascript:), callbacks on at least 3', () => {
    expect(actionTypes.filter((t) => t.code?.includes('\n')).length).toBeGreaterThanOrEqual(3);
    expect(actionTypes.filter((t) => t.code === null).length).toBeGreaterThanOrEqual(3);
    expect(actionTypes.filter((t) => t.icon.url?.startsWith('javascript:'))).toHaveLength(1);
    expect(actionTypes.some((t) => t.icon.url === 'https://icons.demo.invalid/chatter.svg')).toBe(
      true,
    );
    const waiting = actionTypes.filter((t) => t.wait_for_callback);
    expect(waiting.length).toBeGreaterThanOrEqual(3);
    for (const t of waiting) {
      expect(t.callback_timeout_n).toBeGreaterThan(0);
      expect(['minutes', 'hours', 'days']).toContain(t.callback_timeout_unit);
    }
    expect(new Set(waiting.map((t) => t.callback_timeout_unit)).size).toBe(3);
    for (const t of actionTypes.filter((x) => !x.wait_for_callback)) {
      expect([t.callback_timeout_n, t.callback_timeout_unit]).toEqual([null, null]);
    }
  });

  it('has at least 6 drafts, changing every pair somewhere and all pairs in one', () => {
    const drafts = actionTypes.filter((t) => t.has_draft);
    expect(drafts.length).toBeGreaterThanOrEqual(6);
    for (const t of drafts) expect(changedPairs(t).length).toBeGreaterThan(0);
    expect(new Set(drafts.flatMap(changedPairs))).toEqual(new Set(PAIRS));
    expect(
      drafts.filter((t) => changedPairs(t).length === PAIRS.length).length,
    ).toBeGreaterThanOrEqual(1);
    for (const t of actionTypes.filter((x) => !x.has_draft)) {
      expect(changedPairs(t)).toEqual([]);
      expect(t.form_draft).not.toBe(t.form);
    }
  });

  it('draft headers add, remove and change headers and swap a redacted secret', () => {
    const kinds = new Set<string>();
    for (const t of actionTypes.filter((x) => x.has_draft)) {
      const [a, b] = [parse(t.headers), parse(t.headers_draft)];
      for (const [name, value] of b) {
        if (!a.has(name)) kinds.add('added');
        else if (a.get(name) !== value)
          kinds.add(value.includes('{% redact') ? 'secret' : 'changed');
      }
      for (const name of a.keys()) if (!b.has(name)) kinds.add('removed');
    }
    expect([...kinds].sort()).toEqual(['added', 'changed', 'removed', 'secret']);
  });

  it('draft forms and response schemas add, remove and change entries', () => {
    const formKinds = new Set<string>();
    const schemaKinds = new Set<string>();
    for (const t of actionTypes.filter((x) => x.has_draft)) {
      const before = new Map(t.form.map((f) => [f.id, JSON.stringify(f)]));
      const after = new Map(t.form_draft.map((f) => [f.id, JSON.stringify(f)]));
      for (const [id, f] of after)
        formKinds.add(!before.has(id) ? 'added' : before.get(id) !== f ? 'changed' : 'same');
      for (const id of before.keys()) if (!after.has(id)) formKinds.add('removed');
      const vars = (list: typeof t.response_data_schema) =>
        new Map(list.map((d) => [d.variable, JSON.stringify(d)]));
      const [va, vb] = [vars(t.response_data_schema), vars(t.response_data_schema_draft)];
      for (const [v, d] of vb)
        schemaKinds.add(!va.has(v) ? 'added' : va.get(v) !== d ? 'changed' : 'same');
      for (const v of va.keys()) if (!vb.has(v)) schemaKinds.add('removed');
    }
    expect(formKinds).toEqual(new Set(['added', 'changed', 'removed', 'same']));
    expect(schemaKinds).toEqual(new Set(['added', 'changed', 'removed', 'same']));
  });

  it('some action types used by workflows with drafts have drafts themselves', () => {
    const used = new Set(
      data.workflows
        .filter((w) => w.has_draft)
        .flatMap((w) => w.template.nodes.map((n) => n.action_type_id)),
    );
    expect(actionTypes.filter((t) => t.has_draft && used.has(t.id)).length).toBeGreaterThanOrEqual(
      3,
    );
  });
});

describe('app catalog and installed apps', () => {
  it('has at least 6 apps with versions newest first, icons and complete schemas', () => {
    expect(catalog.length).toBeGreaterThanOrEqual(6);
    const semver = (v: string) =>
      v
        .split('.')
        .map(Number)
        .reduce((acc, n) => acc * 1000 + n, 0);
    for (const app of catalog) {
      expect(app.versions.length).toBeGreaterThanOrEqual(2);
      expect(app.versions.map(semver)).toEqual([...app.versions.map(semver)].sort((a, b) => b - a));
      expect(app.icon.type).toBe('svg');
      expect(app.icon.background_color).toMatch(/^#[0-9A-F]{6}$/);
      expect(app.schema.identifier).toBe(app.app_identifier);
      expect(app.schema.triggers.length).toBeGreaterThanOrEqual(2);
      expect(app.schema.actions.length).toBeGreaterThanOrEqual(2);
      expect(app.schema.connection.fields.length).toBeGreaterThanOrEqual(1);
      for (const action of app.schema.actions) {
        expect(action.http_method).toBe(action.http_method.toUpperCase());
        expect(Object.values(action.headers).every((v) => typeof v === 'string')).toBe(true);
        expect(action.form.every((f) => !/[[\]]/.test(f.name))).toBe(true);
      }
    }
    const fieldNames = catalog.flatMap((a) =>
      a.schema.actions.flatMap((x) => x.form.map((f) => f.name)),
    );
    expect(fieldNames).toContain('message__text');
    expect(JSON.stringify(catalog)).toContain('{% redact app_connection.token %}');
  });

  it('gives chatter AsyncSelect channel fields, secret connection fields, several actions and triggers', () => {
    const chatter = catalog.find((a) => a.app_identifier === 'chatter');
    const fields = chatter?.schema.actions.flatMap((a) => a.form) ?? [];
    expect(
      fields.some(
        (f) =>
          f.type === 'AsyncSelect' &&
          f.data.object_key === 'channels' &&
          f.data.fetch_mode === 'prefetch',
      ),
    ).toBe(true);
    expect(
      chatter?.schema.connection.fields.filter((f) => f.type === 'secret').length,
    ).toBeGreaterThanOrEqual(1);
    expect(chatter?.schema.actions.length).toBeGreaterThanOrEqual(3);
    expect(chatter?.schema.triggers.length).toBeGreaterThanOrEqual(3);
  });

  it('has friendly Markdown setup instructions and exactly one hostile one', () => {
    const hostile = catalog.filter((a) =>
      /<script/i.test(a.schema.connection.setup_instructions ?? ''),
    );
    expect(hostile).toHaveLength(1);
    const text = hostile[0]?.schema.connection.setup_instructions ?? '';
    for (const bad of ['onerror=', '](javascript:', '](data:']) expect(text).toContain(bad);
    for (const app of catalog.filter((a) => !hostile.includes(a))) {
      expect(app.schema.connection.setup_instructions).toMatch(/^## /m);
      expect(app.schema.connection.setup_instructions).toMatch(/^- /m);
      expect(app.schema.connection.setup_instructions).toMatch(/\]\(https?:\/\//);
    }
  });

  it('installs chatter one version behind and acme-crm and mailbird at the latest', () => {
    expect(installedApps.length).toBeGreaterThanOrEqual(3);
    expect(installedApps.length).toBeLessThan(catalog.length);
    const installed = (id: string) => installedApps.find((a) => a.app_identifier === id);
    const latest = (id: string) => catalog.find((a) => a.app_identifier === id)?.versions[0];
    expect(installed('chatter')).toMatchObject({ app_version: '2.3.1', previous_version: '2.3.0' });
    expect(latest('chatter')).not.toBe('2.3.1');
    expect(installed('acme-crm')?.app_version).toBe(latest('acme-crm'));
    expect(installed('mailbird')?.app_version).toBe(latest('mailbird'));
  });
});
