import {
  extensionState,
  extensionStore,
  type ExtensionId,
  type ExtensionState,
} from '@/config/extensions';
import { useStore } from '@/lib/store';

/**
 * Whether the service offers an extension, as far as the console knows for this connection: controls
 * hide themselves once it is `not-offered`, and show while it is `offered` or still `unknown`.
 */
export function useExtension(id: ExtensionId): ExtensionState {
  return extensionState(id, useStore(extensionStore));
}
