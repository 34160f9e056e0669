import { useSearchParams } from 'react-router';
import { connectionStore } from '@/config/connection';
import { useStore } from '@/lib/store';

/** The end user the fill page is for: `?user_key=`, else the connection's default user. */
export function useFillUserKey(): string {
  const [search] = useSearchParams();
  const { defaultUserKey } = useStore(connectionStore);
  return search.get('user_key')?.trim() || defaultUserKey;
}
