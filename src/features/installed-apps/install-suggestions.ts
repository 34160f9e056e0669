/**
 * What the install dialog suggests for the app identifier, from what the console knows (the interface
 * has no catalog call): apps that action types need (`required_app_connection`) and are not
 * installed, identifiers typed here recently, and the installed apps' own (marked as installed).
 * Free typing stays: these are suggestions. Pure, but for the few recent identifiers it keeps in local
 * storage per connection.
 */
import { readStored, safeStorage, writeStored } from '@/lib/storage';

export type SuggestionSource = 'needed' | 'recent' | 'installed';

export interface InstallSuggestion {
  identifier: string;
  source: SuggestionSource;
  /** Why it is offered, in words. */
  detail: string;
}

export function installSuggestions(known: {
  installed: readonly { app_identifier: string; name: string }[];
  /** Action types read, with the app connection each needs. */
  actionTypes: readonly { name: string; required_app_connection: string | null }[];
  recent: readonly string[];
}): InstallSuggestion[] {
  const installed = new Map(known.installed.map((app) => [app.app_identifier, app.name]));
  const needed = new Map<string, string[]>();
  for (const type of known.actionTypes) {
    const app = type.required_app_connection?.trim();
    if (!app || installed.has(app)) continue;
    needed.set(app, [...(needed.get(app) ?? []), type.name]);
  }
  const seen = new Set<string>();
  const out: InstallSuggestion[] = [];
  const add = (identifier: string, source: SuggestionSource, detail: string) => {
    if (identifier === '' || seen.has(identifier)) return;
    seen.add(identifier);
    out.push({ identifier, source, detail });
  };
  for (const [app, types] of [...needed].sort(([a], [b]) => a.localeCompare(b))) {
    const [first = '', ...rest] = types;
    add(
      app,
      'needed',
      `Needed by ${first}${rest.length > 0 ? ` and ${String(rest.length)} more` : ''}`,
    );
  }
  for (const identifier of known.recent) {
    if (!installed.has(identifier)) add(identifier, 'recent', 'Typed here recently');
  }
  for (const [identifier, name] of installed)
    add(identifier, 'installed', `Installed: ${name || identifier}`);
  return out;
}

const RECENT_KEY = 'wfc.install-identifiers';
const KEPT = 8;

/** The identifiers typed into the install dialog lately, for one connection (`scope`). */
export function recentIdentifiers(scope: string): string[] {
  const saved = readStored<Record<string, unknown>>(safeStorage('localStorage'), RECENT_KEY)[scope];
  return Array.isArray(saved)
    ? saved.filter((item) => typeof item === 'string').slice(0, KEPT)
    : [];
}

export function rememberIdentifier(scope: string, identifier: string): void {
  const storage = safeStorage('localStorage');
  const saved = readStored<Record<string, unknown>>(storage, RECENT_KEY);
  const next = [identifier, ...recentIdentifiers(scope).filter((item) => item !== identifier)];
  writeStored(storage, RECENT_KEY, { ...saved, [scope]: next.slice(0, KEPT) });
}
