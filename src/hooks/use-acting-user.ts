import { connectionStore } from '@/config/connection';
import { preferencesStore } from '@/config/preferences';
import { useStore } from '@/lib/store';

/** The user key the console acts as, outside React (route loaders). */
export function currentActingUserKey(): string {
  return preferencesStore.get().actingUserKey ?? connectionStore.get().defaultUserKey;
}

/** The user key the console acts as: the chosen one, else the connection's default. */
export function useActingUserKey(): string {
  const preferences = useStore(preferencesStore);
  const connection = useStore(connectionStore);
  return preferences.actingUserKey ?? connection.defaultUserKey;
}
