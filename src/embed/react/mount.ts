/**
 * `@workflow-console/embed-react/mount`: the loader's plain-JavaScript API, for hosts without React
 * (the same code as `/embed.js`, ../sdk/mount.ts), with the form's message keys typed. It imports no
 * React.
 */
import type { MessageOverrides } from '../../lib/i18n/messages';
import { mountSettingsForm as mount, type ModuleMountOptions } from '../sdk/index';
import type { MountedSettingsForm } from '../sdk/mount';

export type { MountedSettingsForm } from '../sdk/mount';
export type { EmbedError } from '../sdk/protocol';
export type { EmbedTheme } from '../sdk/theme-tokens';

export interface MountOptions extends Omit<ModuleMountOptions, 'messages'> {
  /** Replacements for the form's words, by message key. */
  messages?: MessageOverrides;
}

/** Mounts the settings form of `options.workflowId` in `element`, from the gateway at `options.origin`. */
export const mountSettingsForm: (
  element: HTMLElement,
  options: MountOptions,
) => MountedSettingsForm = mount;
