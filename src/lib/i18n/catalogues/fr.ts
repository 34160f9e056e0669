/** French. Keys and placeholders as in ./en.ts (checked by ../catalogues.test.ts). */
import type { Catalogue } from '../messages';

export const catalogue: Catalogue = {
  'fields.advanced': {
    one: 'Avancé ({count} champ)',
    many: 'Avancé ({count} de champs)',
    other: 'Avancé ({count} champs)',
  },
  'fields.hasErrors': '{section} · contient des erreurs',
  'fields.required': '{label} est obligatoire.',
  'fields.invalidJson': 'JSON non valide à la ligne {line}, colonne {column} : {detail}',
  'fields.formatJson': 'Mettre en forme le JSON',
  'fields.cannotFormat': 'Mise en forme impossible : {problem}',
  'fields.unsupported':
    'type de champ « {type} » non pris en charge. Sa valeur enregistrée est conservée et renvoyée telle quelle à l’enregistrement.',
  'fields.noSavedValue': '(aucune valeur enregistrée)',

  'select.typeToSearch': 'Tapez pour rechercher',
  'select.loadsWhenFilledIn': 'Les options se chargent une fois le champ rempli',
  'select.choose': 'Choisir…',
  'select.clear': 'Effacer {label}',
  'select.open': 'Ouvrir les options de {label}',
  'select.close': 'Fermer les options de {label}',
  'select.list': 'Options de {label}',
  'select.chooseFirst': 'Choisissez d’abord « {label} ».',
  'select.labelLookupFailed':
    'Impossible de charger les options pour trouver son libellé (ouvrez la liste pour réessayer).',
  'select.notInOptions': 'La valeur enregistrée ne figure pas parmi les options.',
  'select.lookingUpLabel': 'Recherche de son libellé…',
  'select.loading': 'Chargement des options…',
  'select.matching': '{shown} des {loaded} options chargées correspondent à « {query} ».',
  'select.loaded': {
    one: '{count} option chargée.',
    many: '{count} d’options chargées.',
    other: '{count} options chargées.',
  },
  'select.loadingMore': 'Chargement de la suite…',
  'select.stoppedAtMax': 'Arrêté à max_items ({max}) ; le fournisseur en a d’autres.',
  'select.stuck': 'Arrêté : le curseur du fournisseur n’avance pas.',
  'select.wholeList': 'C’est toute la liste.',
  'select.scrollForMore': 'Faites défiler pour en voir plus.',
  'select.couldNotLoad': 'Impossible de charger les options : {message}',
  'select.retry': 'Réessayer',

  'save.formLabel': 'Paramètres de {name}',
  'save.savedFor': 'Enregistré pour l’utilisateur « {user} ».',
  'save.saved': 'Vos paramètres ont été enregistrés.',
  'save.save': 'Enregistrer les paramètres',
  'save.saving': 'Enregistrement…',
  'save.undo': 'Annuler les modifications',
  'save.summaryTitle': {
    one: 'Une réponse demande votre attention',
    many: '{count} de réponses demandent votre attention',
    other: '{count} réponses demandent votre attention',
  },
  'save.theService': 'Le service',
  'save.what': 'L’enregistrement des paramètres',
  'save.failed': 'L’enregistrement des paramètres a échoué : {why}',
  'save.keptHint':
    'Rien n’est perdu : vos réponses sont toujours dans le formulaire. Enregistrez à nouveau pour réessayer.',
  'save.retry': 'Réessayer',

  'page.loading': 'Chargement du formulaire…',
  'page.notFoundTitle': 'Ce formulaire est introuvable',
  'page.nothingToFillTitle': 'Rien à remplir',
  'page.nothingToFillText': 'Ce formulaire n’a aucun paramètre.',
  'page.loadFailed': 'Le chargement du formulaire a échoué : {why}',
  'page.notAllowedTitle': 'Vous ne pouvez pas ouvrir ce formulaire',
  'page.notAllowedText':
    'Votre session n’y donne pas accès. Rechargez la page pour vous reconnecter.',
  'page.tryAgain': 'Réessayer',
  'page.timedOut': 'Pas de réponse à temps',
  'page.unreachable': 'Le serveur est injoignable',
  'page.unexpected': 'Réponse inattendue',
  'page.answered': 'Le serveur a répondu {status}',
  'page.requestId': 'Identifiant de requête : {id}',

  'embed.notFoundText':
    'Il a peut-être été supprimé. Rechargez la page ou contactez le support du produit.',
  'embed.renewFailedTitle': 'Votre session n’a pas pu être renouvelée',
  'embed.renewFailedText':
    'Vos réponses sont toujours dans le formulaire. Réessayez, ou rechargez la page.',
  'embed.notEmbedded':
    'Ce formulaire de paramètres s’affiche dans un autre produit. Ouvrez-le depuis celui-ci.',

  'fill.settings': 'Paramètres',
  'fill.notFoundText':
    'Le lien est peut-être ancien, ou le workflow a été supprimé. Demandez-en un nouveau à la personne qui vous l’a envoyé.',
  'fill.unsavedFrom': 'Vous avez des réponses du {time} qui n’ont pas été enregistrées.',
  'fill.unsavedUndated': 'Vous avez des réponses qui n’ont pas été enregistrées.',
  'fill.restore': 'Restaurer',
  'fill.discard': 'Ignorer',
  'fill.restored': 'Réponses non enregistrées restaurées. Enregistrez pour les conserver.',
  'fill.leaveTitle': 'Quitter sans enregistrer ?',
  'fill.leaveText':
    'Vos réponses ne sont pas enregistrées. Elles restent dans cet onglet et vous seront proposées à votre retour sur ce formulaire.',
  'fill.stay': 'Rester',
  'fill.leave': 'Quitter',
};
