/** German. Keys and placeholders as in ./en.ts (checked by ../catalogues.test.ts). */
import type { Catalogue } from '../messages';

export const catalogue: Catalogue = {
  'fields.advanced': { one: 'Erweitert ({count} Feld)', other: 'Erweitert ({count} Felder)' },
  'fields.hasErrors': '{section} · enthält Fehler',
  'fields.required': '{label} ist ein Pflichtfeld.',
  'fields.invalidJson': 'Kein gültiges JSON in Zeile {line}, Spalte {column}: {detail}',
  'fields.formatJson': 'JSON formatieren',
  'fields.cannotFormat': 'Formatieren nicht möglich: {problem}',
  'fields.unsupported':
    'Feldtyp „{type}“ wird nicht unterstützt. Der gespeicherte Wert bleibt erhalten und wird beim Speichern unverändert zurückgesendet.',
  'fields.noSavedValue': '(kein gespeicherter Wert)',

  'select.typeToSearch': 'Tippen, um zu suchen',
  'select.loadsWhenFilledIn': 'Optionen werden geladen, sobald das Feld ausgefüllt ist',
  'select.choose': 'Auswählen…',
  'select.clear': '{label} leeren',
  'select.open': 'Optionen für {label} öffnen',
  'select.close': 'Optionen für {label} schließen',
  'select.list': 'Optionen für {label}',
  'select.chooseFirst': 'Wählen Sie zuerst „{label}“.',
  'select.labelLookupFailed':
    'Die Optionen für die Beschriftung konnten nicht geladen werden (Liste öffnen, um es erneut zu versuchen).',
  'select.notInOptions': 'Der gespeicherte Wert ist nicht unter den Optionen.',
  'select.lookingUpLabel': 'Beschriftung wird gesucht…',
  'select.loading': 'Optionen werden geladen…',
  'select.matching': '{shown} von {loaded} geladenen Optionen passen zu „{query}“.',
  'select.loaded': { one: '{count} Option geladen.', other: '{count} Optionen geladen.' },
  'select.loadingMore': 'Weitere werden geladen…',
  'select.stoppedAtMax': 'Bei max_items ({max}) angehalten; der Anbieter hat weitere.',
  'select.stuck': 'Angehalten: Der Cursor des Anbieters kommt nicht weiter.',
  'select.wholeList': 'Das ist die ganze Liste.',
  'select.scrollForMore': 'Für weitere scrollen.',
  'select.couldNotLoad': 'Optionen konnten nicht geladen werden: {message}',
  'select.retry': 'Erneut versuchen',

  'save.formLabel': 'Einstellungen von {name}',
  'save.savedFor': 'Für Benutzer „{user}“ gespeichert.',
  'save.saved': 'Ihre Einstellungen wurden gespeichert.',
  'save.save': 'Einstellungen speichern',
  'save.saving': 'Wird gespeichert…',
  'save.undo': 'Änderungen verwerfen',
  'save.summaryTitle': {
    one: 'Eine Antwort braucht Ihre Aufmerksamkeit',
    other: '{count} Antworten brauchen Ihre Aufmerksamkeit',
  },
  'save.theService': 'Der Dienst',
  'save.what': 'Speichern der Einstellungen',
  'save.failed': 'Speichern der Einstellungen fehlgeschlagen: {why}',
  'save.keptHint':
    'Nichts ging verloren: Ihre Antworten stehen noch im Formular. Speichern Sie erneut, um es noch einmal zu versuchen.',
  'save.retry': 'Erneut versuchen',

  'page.loading': 'Formular wird geladen…',
  'page.notFoundTitle': 'Dieses Formular wurde nicht gefunden',
  'page.nothingToFillTitle': 'Nichts auszufüllen',
  'page.nothingToFillText': 'Dieses Formular hat keine Einstellungen.',
  'page.loadFailed': 'Laden des Formulars fehlgeschlagen: {why}',
  'page.notAllowedTitle': 'Sie dürfen dieses Formular nicht öffnen',
  'page.notAllowedText':
    'Ihre Sitzung gibt keinen Zugriff darauf. Laden Sie die Seite neu, um sich erneut anzumelden.',
  'page.tryAgain': 'Erneut versuchen',
  'page.timedOut': 'Keine Antwort innerhalb der Zeit',
  'page.unreachable': 'Der Server war nicht erreichbar',
  'page.unexpected': 'Unerwartete Antwort',
  'page.answered': 'Der Server antwortete mit {status}',
  'page.requestId': 'Anfrage-ID: {id}',

  'embed.notFoundText':
    'Es wurde womöglich entfernt. Laden Sie die Seite neu oder wenden Sie sich an den Support des Produkts.',
  'embed.renewFailedTitle': 'Ihre Sitzung konnte nicht verlängert werden',
  'embed.renewFailedText':
    'Ihre Antworten stehen noch im Formular. Versuchen Sie es erneut oder laden Sie die Seite neu.',
  'embed.notEmbedded':
    'Dieses Einstellungsformular wird in einem anderen Produkt angezeigt. Öffnen Sie es dort.',

  'fill.settings': 'Einstellungen',
  'fill.notFoundText':
    'Der Link ist vielleicht veraltet, oder der Workflow wurde entfernt. Bitten Sie den Absender um einen neuen.',
  'fill.unsavedFrom': 'Sie haben Antworten vom {time}, die nicht gespeichert wurden.',
  'fill.unsavedUndated': 'Sie haben Antworten, die nicht gespeichert wurden.',
  'fill.restore': 'Wiederherstellen',
  'fill.discard': 'Verwerfen',
  'fill.restored':
    'Nicht gespeicherte Antworten wiederhergestellt. Speichern Sie, um sie zu behalten.',
  'fill.leaveTitle': 'Ohne Speichern verlassen?',
  'fill.leaveText':
    'Ihre Antworten sind nicht gespeichert. Sie bleiben in diesem Browser-Tab und werden Ihnen angeboten, wenn Sie zu diesem Formular zurückkehren.',
  'fill.stay': 'Bleiben',
  'fill.leave': 'Verlassen',
};
