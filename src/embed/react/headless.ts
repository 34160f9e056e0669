/**
 * `@workflow-console/embed-react/headless` (also re-exported by the package's main entry): the
 * settings form's state without its look. An entry of its own, so a host that renders only
 * <SettingsForm> bundles none of it.
 */
export { useSettingsForm, type UseSettingsFormOptions } from './use-settings-form';
export type {
  FieldValue,
  HeadlessField,
  HeadlessOption,
  HeadlessOptions,
  HeadlessSettingsForm,
  SummaryItem,
} from './headless/types';
