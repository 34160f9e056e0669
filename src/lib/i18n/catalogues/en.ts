/**
 * English: the source catalogue. Its keys are the keys every other catalogue has (checked by
 * ../catalogues.test.ts), and the keys a host may override through `messages`.
 *
 * A message is a text with `{name}` placeholders, or, where a count decides the words, one text per
 * plural category of the language (Intl.PluralRules; `other` always), the count being `{count}`.
 * Numbers and dates are written by Intl in the form's language.
 */
import type { Catalogue } from '../messages';

export const en = {
  'fields.advanced': { one: 'Advanced ({count} field)', other: 'Advanced ({count} fields)' },
  'fields.hasErrors': '{section} · has errors',
  'fields.required': '{label} is required.',
  'fields.invalidJson': 'Not valid JSON at line {line}, column {column}: {detail}',
  'fields.formatJson': 'Format JSON',
  'fields.cannotFormat': 'Cannot format: {problem}',
  'fields.unsupported':
    'unsupported field type “{type}”. Its saved value is kept and sent back unchanged when you save.',
  'fields.noSavedValue': '(no saved value)',

  'select.typeToSearch': 'Type to search',
  'select.loadsWhenFilledIn': 'Options load when filled in',
  'select.choose': 'Choose…',
  'select.clear': 'Clear {label}',
  'select.open': 'Open {label} options',
  'select.close': 'Close {label} options',
  'select.list': '{label} options',
  'select.chooseFirst': 'Choose “{label}” first.',
  'select.labelLookupFailed':
    'Could not load the options to find its label (open the list to retry).',
  'select.notInOptions': 'Saved value not found in options.',
  'select.lookingUpLabel': 'Looking up its label…',
  'select.loading': 'Loading options…',
  'select.matching': '{shown} of {loaded} loaded options match “{query}”.',
  'select.loaded': { one: '{count} option loaded.', other: '{count} options loaded.' },
  'select.loadingMore': 'Loading more…',
  'select.stoppedAtMax': 'Stopped at max_items ({max}); the provider has more.',
  'select.stuck': "Stopped: the provider's cursor does not advance.",
  'select.wholeList': 'That is the whole list.',
  'select.scrollForMore': 'Scroll for more.',
  'select.couldNotLoad': 'Could not load options: {message}',
  'select.retry': 'Retry',

  'save.formLabel': 'Settings of {name}',
  'save.savedFor': 'Saved for user “{user}”.',
  'save.saved': 'Your settings were saved.',
  'save.save': 'Save settings',
  'save.saving': 'Saving…',
  'save.undo': 'Undo changes',
  'save.summaryTitle': {
    one: 'One answer needs attention',
    other: '{count} answers need attention',
  },
  'save.theService': 'The service',
  'save.what': 'Saving the settings',
  'save.failed': 'Saving the settings failed: {why}',
  'save.keptHint': 'Nothing was lost: your answers are still in the form. Save again to retry.',
  'save.retry': 'Retry',

  'page.loading': 'Loading the form…',
  'page.notFoundTitle': 'This form was not found',
  'page.nothingToFillTitle': 'Nothing to fill in',
  'page.nothingToFillText': 'This form has no settings.',
  'page.loadFailed': 'Loading the form failed: {why}',
  'page.notAllowedTitle': 'You may not open this form',
  'page.notAllowedText':
    'Your session does not give access to it. Reload the page to sign in again.',
  'page.tryAgain': 'Try again',
  'page.timedOut': 'No answer in time',
  'page.unreachable': 'The server could not be reached',
  'page.unexpected': 'Unexpected response',
  'page.answered': 'The server answered {status}',
  'page.requestId': 'Request id: {id}',

  'embed.notFoundText': 'It may have been removed. Reload the page, or ask the product’s support.',
  'embed.renewFailedTitle': 'Your session could not be renewed',
  'embed.renewFailedText': 'Your answers are still in the form. Try again, or reload the page.',
  'embed.notEmbedded': 'This settings form is shown inside another product. Open it from there.',

  'fill.settings': 'Settings',
  'fill.notFoundText':
    'The link may be old, or the workflow was removed. Ask whoever sent it for a new one.',
  'fill.unsavedFrom': 'You have answers from {time} that were not saved.',
  'fill.unsavedUndated': 'You have answers that were not saved.',
  'fill.restore': 'Restore',
  'fill.discard': 'Discard',
  'fill.restored': 'Unsaved answers restored. Save to keep them.',
  'fill.leaveTitle': 'Leave without saving?',
  'fill.leaveText':
    'Your answers are not saved. They stay in this browser tab and are offered back when you return to this form.',
  'fill.stay': 'Stay',
  'fill.leave': 'Leave',
} as const;

/** The same, as every catalogue is loaded (../locales.ts). */
export const catalogue: Catalogue = en;
