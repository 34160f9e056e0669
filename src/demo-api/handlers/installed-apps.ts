/** /installed_apps: list, install, update groups. */
import { forbidden, notFound, unprocessable } from '../http/errors';
import { byCodeUnits } from '../http/pagination';
import type { RouteContext, Router } from '../http/route';
import * as serialize from '../serialize';
import { nowInstant } from '../store/clock';
import type { DemoDb } from '../store/db';
import { newId } from '../store/random';
import type { CatalogApp, InstalledAppRecord } from '../store/records';
import { isNonBlankString } from '@/utils/guards';

function catalogAppOf(db: DemoDb, record: InstalledAppRecord): CatalogApp {
  const app = db.catalogApp(record.app_identifier);
  if (!app) throw new Error(`installed app ${record.app_identifier} is missing from the catalog`);
  return app;
}

/** `groups` is an admin-only input: checked before validation and before an idempotent replay. */
function mayChangeGroups({ body, caller }: RouteContext): void {
  if (body.groups !== undefined && !caller.admin) {
    throw forbidden('groups is an admin-only input; this key does not have the admin role.');
  }
}

/** Validates the admin-only `groups` input: an array of strings. */
function readGroups(context: RouteContext): string[] | undefined {
  const { body } = context;
  mayChangeGroups(context);
  if (body.groups === undefined) return undefined;
  if (!Array.isArray(body.groups) || body.groups.some((group) => !isNonBlankString(group))) {
    throw unprocessable('groups must be a list of group names.', {
      groups: ['must be a list of non-empty strings'],
    });
  }
  return [...new Set(body.groups as string[])];
}

function listInstalledApps({ db, providerBase }: RouteContext) {
  const rows = db.installedApps
    .all()
    .sort((a, b) => byCodeUnits(b.installed_at, a.installed_at) || byCodeUnits(b.id, a.id));
  return {
    body: {
      collection: rows.map((row) =>
        serialize.installedApp(row, catalogAppOf(db, row), { providerBase }),
      ),
      meta: { page_limit: null, has_next_page: false, has_previous_page: false },
    },
  };
}

function installApp(context: RouteContext) {
  const { body, db } = context;
  // Permission before validation: a non-admin sending groups learns nothing about the catalog.
  const groups = readGroups(context) ?? [];
  const identifier = body.app_identifier;
  if (!isNonBlankString(identifier)) {
    throw unprocessable('app_identifier is required.', { app_identifier: ['is required'] });
  }
  const app = db.catalogApp(identifier.trim());
  if (!app) {
    // The interface has no catalog endpoint, so the demo's message names what can be installed.
    const installable = db.catalog
      .filter((entry) => !db.installedApps.get(entry.app_identifier))
      .map((entry) => entry.app_identifier);
    const hint =
      installable.length > 0
        ? ` Apps you can install: ${installable.join(', ')}.`
        : ' Every app of the catalog is installed.';
    throw unprocessable(`There is no app "${identifier}" to install.${hint}`, {
      app_identifier: [`no app is called "${identifier}"`],
    });
  }
  if (db.installedApps.get(app.app_identifier)) {
    throw unprocessable(`The app "${app.name}" is already installed.`, {
      app_identifier: ['is already installed'],
    });
  }
  const now = Date.now();
  const record = db.installedApps.put({
    id: newId(now),
    app_identifier: app.app_identifier,
    app_version: app.versions[0] ?? '1.0.0',
    previous_version: null,
    groups,
    installed_at: nowInstant(now),
    last_used_at: null,
    upgraded_at: null,
  });
  // Account-wide, like the seed's app events: no user key; `version` as the seed writes it.
  db.recordEvent('app.installed', { object: 'installed_app', id: record.id }, null, {
    app_identifier: app.app_identifier,
    version: record.app_version,
    groups,
  });
  return { status: 201, body: serialize.installedAppWithSchema(record, app, context) };
}

function updateInstalledApp(context: RouteContext) {
  const { params, db } = context;
  const identifier = params.app_identifier ?? '';
  const record = db.installedApps.get(identifier);
  if (!record) throw notFound('installed app', identifier);
  const groups = readGroups(context);
  // Only a change is recorded: no groups, or the same groups in the same order, change nothing.
  const changed = groups !== undefined && JSON.stringify(groups) !== JSON.stringify(record.groups);
  const updated = changed ? db.installedApps.put({ ...record, groups }) : record;
  if (changed) {
    db.recordEvent('app.groups_updated', { object: 'installed_app', id: record.id }, null, {
      app_identifier: identifier,
      groups,
      previous_groups: [...record.groups],
    });
  }
  return { body: serialize.installedAppWithSchema(updated, catalogAppOf(db, updated), context) };
}

export function installedAppHandlers(router: Router) {
  return [
    router.route('get', '/installed_apps', listInstalledApps),
    router.route('post', '/installed_apps', installApp, { authorize: mayChangeGroups }),
    router.route('put', '/installed_apps/:app_identifier', updateInstalledApp, {
      authorize: mayChangeGroups,
    }),
  ];
}
