/**
 * The "Compare with…" form as plain values: each side's source and its details, checked, and turned
 * into the side the URL names. Pure (the dialog binds it with react-hook-form).
 */
import { schemaOfRules, type MessagesByPath } from '@/lib/form/resolver';
import type { LayoutFile } from './layout-file';
import { formatSide, parseSide, type LayoutVersion, type SideSpec } from './side-spec';

export type SourceChoice = 'published' | 'draft' | 'template' | 'workflow' | 'file' | 'version';

export interface SideChoice {
  source: SourceChoice;
  /** Another workflow: its key or id, and whose it is (empty: the acting user). */
  ref: string;
  userKey: string;
  version: LayoutVersion;
  /** A loaded file: which of its layouts (`auto`: what the file naturally holds). */
  fileVersion: LayoutVersion | 'auto';
  /** A version from the gateway's history: its id. */
  versionId: string;
}

export interface PickerValues {
  base: SideChoice;
  head: SideChoice;
}

export interface PickerContext {
  /** The workflow was cloned from an account template. */
  hasTemplate: boolean;
  /** The file loaded (or about to be), if any. */
  file: LayoutFile | null;
}

const BLANK: Omit<SideChoice, 'source'> = {
  ref: '',
  userKey: '',
  version: 'published',
  fileVersion: 'auto',
  versionId: '',
};

export function choiceOf(spec: SideSpec): SideChoice {
  switch (spec.source) {
    case 'self':
      return { ...BLANK, source: spec.version };
    case 'template':
      return { ...BLANK, source: 'template', version: spec.version };
    case 'workflow':
      return {
        ...BLANK,
        source: 'workflow',
        ref: spec.ref,
        userKey: spec.userKey ?? '',
        version: spec.version,
      };
    case 'file':
      return { ...BLANK, source: 'file', fileVersion: spec.version };
    case 'version':
      return { ...BLANK, source: 'version', versionId: spec.id };
  }
}

export function specOf(choice: SideChoice): SideSpec {
  switch (choice.source) {
    case 'published':
    case 'draft':
      return { source: 'self', version: choice.source };
    case 'template':
      return { source: 'template', version: 'published' };
    case 'workflow':
      return {
        source: 'workflow',
        ref: choice.ref.trim(),
        userKey: choice.userKey.trim() === '' ? null : choice.userKey.trim(),
        version: choice.version,
      };
    case 'file':
      return { source: 'file', version: choice.fileVersion };
    case 'version':
      return { source: 'version', id: choice.versionId };
  }
}

function checkSide(choice: SideChoice, context: PickerContext, path: 'base' | 'head') {
  const messages: Record<string, string> = {};
  if (choice.source === 'template' && !context.hasTemplate)
    messages[`${path}.source`] = 'This workflow was not cloned from an account template.';
  if (choice.source === 'workflow') {
    const ref = choice.ref.trim();
    const user = choice.userKey.trim();
    if (ref === '') messages[`${path}.ref`] = 'Enter the key or id of a workflow.';
    else if (/[\s@:]/.test(ref)) messages[`${path}.ref`] = 'A key or id has no spaces, “@” or “:”.';
    if (/[\s@:]/.test(user)) messages[`${path}.userKey`] = 'A user key has no spaces, “@” or “:”.';
  }
  if (choice.source === 'file') {
    if (!context.file) messages[`${path}.source`] = 'Load a JSON file first.';
    else if (choice.fileVersion !== 'auto' && !context.file.versions[choice.fileVersion])
      messages[`${path}.fileVersion`] =
        `The file holds no ${choice.fileVersion === 'published' ? 'published layout' : 'draft'}.`;
  }
  if (choice.source === 'version' && !/^\d{1,15}$/.test(choice.versionId))
    messages[`${path}.versionId`] = 'Choose a version.';
  // Whatever passes the checks above must also read back from the URL.
  if (Object.keys(messages).length === 0 && !parseSide(formatSide(specOf(choice))).ok)
    messages[`${path}.source`] = 'This choice cannot be written in the address.';
  return messages;
}

/** The form's schema for a context: the checks of validatePicker, at their fields. */
export const pickerSchema = (context: PickerContext | undefined) =>
  schemaOfRules<PickerValues>((values) => validatePicker(values, context));

export function validatePicker(
  values: PickerValues,
  context: PickerContext | undefined,
): MessagesByPath {
  const ctx = context ?? { hasTemplate: false, file: null };
  return { ...checkSide(values.base, ctx, 'base'), ...checkSide(values.head, ctx, 'head') };
}
