/**
 * The settings form's SDK as an ES module, for hosts that bundle it (dist/embed/: index.js and its
 * .d.ts). The same as the `/embed.js` loader, except that a bundled module cannot know the gateway,
 * so `origin` is required.
 */
import {
  mountSettingsFormAt,
  type MountedSettingsForm,
  type SettingsFormOptions,
} from './mount.js';

export type { MountedSettingsForm, SettingsFormOptions } from './mount.js';
export type { EmbedError, EmbedMessages } from './protocol.js';
export type { EmbedTheme } from './theme-tokens.js';

export interface ModuleMountOptions extends SettingsFormOptions {
  /** The gateway serving the form, such as `https://console.example.com`. */
  origin: string;
}

/** Mounts the settings form of `options.workflowId` in `element`. */
export function mountSettingsForm(
  element: HTMLElement,
  options: ModuleMountOptions,
): MountedSettingsForm {
  return mountSettingsFormAt(element, options, options.origin);
}
