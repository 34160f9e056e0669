/**
 * Every migration, imported statically so the bundled server (dist-server/) carries them. Names sort
 * in the order they run; a new one gets the next number and is never changed once released.
 */
import type { Migration, MigrationProvider } from 'kysely';
import type { Dialect } from '../db';
import { initial } from './0001-initial';
import { history } from './0002-history';
import { views } from './0003-views';
import { runs } from './0004-runs';

export function migrations(dialect: Dialect): MigrationProvider {
  const all: Record<string, Migration> = {
    '0001_initial': initial(dialect),
    '0002_history': history(dialect),
    '0003_views': views(dialect),
    '0004_runs': runs(),
  };
  return { getMigrations: () => Promise.resolve(all) };
}
