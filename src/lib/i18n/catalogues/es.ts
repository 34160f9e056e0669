/** Spanish. Keys and placeholders as in ./en.ts (checked by ../catalogues.test.ts). */
import type { Catalogue } from '../messages';

export const catalogue: Catalogue = {
  'fields.advanced': {
    one: 'Avanzado ({count} campo)',
    many: 'Avanzado ({count} de campos)',
    other: 'Avanzado ({count} campos)',
  },
  'fields.hasErrors': '{section} · tiene errores',
  'fields.required': '{label} es obligatorio.',
  'fields.invalidJson': 'JSON no válido en la línea {line}, columna {column}: {detail}',
  'fields.formatJson': 'Dar formato al JSON',
  'fields.cannotFormat': 'No se puede dar formato: {problem}',
  'fields.unsupported':
    'tipo de campo «{type}» no admitido. Su valor guardado se conserva y se devuelve sin cambios al guardar.',
  'fields.noSavedValue': '(sin valor guardado)',

  'select.typeToSearch': 'Escriba para buscar',
  'select.loadsWhenFilledIn': 'Las opciones se cargan al rellenar el campo',
  'select.choose': 'Elegir…',
  'select.clear': 'Borrar {label}',
  'select.open': 'Abrir las opciones de {label}',
  'select.close': 'Cerrar las opciones de {label}',
  'select.list': 'Opciones de {label}',
  'select.chooseFirst': 'Elija primero «{label}».',
  'select.labelLookupFailed':
    'No se pudieron cargar las opciones para encontrar su etiqueta (abra la lista para reintentar).',
  'select.notInOptions': 'El valor guardado no está entre las opciones.',
  'select.lookingUpLabel': 'Buscando su etiqueta…',
  'select.loading': 'Cargando opciones…',
  'select.matching': '{shown} de {loaded} opciones cargadas coinciden con «{query}».',
  'select.loaded': {
    one: '{count} opción cargada.',
    many: '{count} de opciones cargadas.',
    other: '{count} opciones cargadas.',
  },
  'select.loadingMore': 'Cargando más…',
  'select.stoppedAtMax': 'Detenido en max_items ({max}); el proveedor tiene más.',
  'select.stuck': 'Detenido: el cursor del proveedor no avanza.',
  'select.wholeList': 'Esa es toda la lista.',
  'select.scrollForMore': 'Desplácese para ver más.',
  'select.couldNotLoad': 'No se pudieron cargar las opciones: {message}',
  'select.retry': 'Reintentar',

  'save.formLabel': 'Ajustes de {name}',
  'save.savedFor': 'Guardado para el usuario «{user}».',
  'save.saved': 'Sus ajustes se guardaron.',
  'save.save': 'Guardar ajustes',
  'save.saving': 'Guardando…',
  'save.undo': 'Deshacer cambios',
  'save.summaryTitle': {
    one: 'Una respuesta requiere atención',
    many: '{count} de respuestas requieren atención',
    other: '{count} respuestas requieren atención',
  },
  'save.theService': 'El servicio',
  'save.what': 'Guardar los ajustes',
  'save.failed': 'No se pudieron guardar los ajustes: {why}',
  'save.keptHint':
    'No se perdió nada: sus respuestas siguen en el formulario. Guarde de nuevo para reintentar.',
  'save.retry': 'Reintentar',

  'page.loading': 'Cargando el formulario…',
  'page.notFoundTitle': 'No se encontró este formulario',
  'page.nothingToFillTitle': 'Nada que rellenar',
  'page.nothingToFillText': 'Este formulario no tiene ajustes.',
  'page.loadFailed': 'No se pudo cargar el formulario: {why}',
  'page.notAllowedTitle': 'No puede abrir este formulario',
  'page.notAllowedText':
    'Su sesión no da acceso a él. Recargue la página para volver a iniciar sesión.',
  'page.tryAgain': 'Reintentar',
  'page.timedOut': 'Sin respuesta a tiempo',
  'page.unreachable': 'No se pudo contactar con el servidor',
  'page.unexpected': 'Respuesta inesperada',
  'page.answered': 'El servidor respondió {status}',
  'page.requestId': 'Id. de solicitud: {id}',

  'embed.notFoundText':
    'Puede que se haya eliminado. Recargue la página o contacte con el soporte del producto.',
  'embed.renewFailedTitle': 'No se pudo renovar su sesión',
  'embed.renewFailedText':
    'Sus respuestas siguen en el formulario. Inténtelo de nuevo o recargue la página.',
  'embed.notEmbedded':
    'Este formulario de ajustes se muestra dentro de otro producto. Ábralo desde allí.',

  'fill.settings': 'Ajustes',
  'fill.notFoundText':
    'Puede que el enlace sea antiguo o que se haya eliminado el flujo de trabajo. Pida uno nuevo a quien se lo envió.',
  'fill.unsavedFrom': 'Tiene respuestas del {time} que no se guardaron.',
  'fill.unsavedUndated': 'Tiene respuestas que no se guardaron.',
  'fill.restore': 'Restaurar',
  'fill.discard': 'Descartar',
  'fill.restored': 'Respuestas sin guardar restauradas. Guarde para conservarlas.',
  'fill.leaveTitle': '¿Salir sin guardar?',
  'fill.leaveText':
    'Sus respuestas no están guardadas. Se quedan en esta pestaña del navegador y se le ofrecerán cuando vuelva a este formulario.',
  'fill.stay': 'Quedarse',
  'fill.leave': 'Salir',
};
