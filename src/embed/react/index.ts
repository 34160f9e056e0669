/**
 * `@workflow-console/embed-react`: the Workflow Console settings form in a React app.
 * - `<SettingsForm>`: the form itself, in an iframe of the gateway (the loader's way);
 * - `useSettingsForm`: the form's state without its look, for hosts that draw it themselves (its
 *   own entry, ./headless.ts: a host that does not import it does not bundle it);
 * - `mountSettingsForm`: the same iframe without React (also at `./mount`, which imports no React).
 * React is a peer dependency; nothing else comes along.
 */
export { SettingsForm, type SettingsFormProps } from './settings-form';
export * from './headless';
export { mountSettingsForm, type MountOptions } from './mount';
export type { Message, MessageKey, MessageOverrides, PluralMessage } from '../../lib/i18n/messages';
export type { MountedSettingsForm } from '../sdk/mount';
export type { EmbedError } from '../sdk/protocol';
export type { EmbedTheme } from '../sdk/theme-tokens';
