/** Portuguese (Brazil). Keys and placeholders as in ./en.ts (checked by ../catalogues.test.ts). */
import type { Catalogue } from '../messages';

export const catalogue: Catalogue = {
  'fields.advanced': {
    one: 'Avançado ({count} campo)',
    many: 'Avançado ({count} de campos)',
    other: 'Avançado ({count} campos)',
  },
  'fields.hasErrors': '{section} · tem erros',
  'fields.required': '{label} é obrigatório.',
  'fields.invalidJson': 'JSON inválido na linha {line}, coluna {column}: {detail}',
  'fields.formatJson': 'Formatar JSON',
  'fields.cannotFormat': 'Não é possível formatar: {problem}',
  'fields.unsupported':
    'tipo de campo “{type}” não suportado. O valor salvo é mantido e enviado de volta sem alterações ao salvar.',
  'fields.noSavedValue': '(nenhum valor salvo)',

  'select.typeToSearch': 'Digite para pesquisar',
  'select.loadsWhenFilledIn': 'As opções carregam quando o campo é preenchido',
  'select.choose': 'Escolher…',
  'select.clear': 'Limpar {label}',
  'select.open': 'Abrir opções de {label}',
  'select.close': 'Fechar opções de {label}',
  'select.list': 'Opções de {label}',
  'select.chooseFirst': 'Escolha “{label}” primeiro.',
  'select.labelLookupFailed':
    'Não foi possível carregar as opções para encontrar o rótulo (abra a lista para tentar de novo).',
  'select.notInOptions': 'O valor salvo não está entre as opções.',
  'select.lookingUpLabel': 'Procurando o rótulo…',
  'select.loading': 'Carregando opções…',
  'select.matching': '{shown} de {loaded} opções carregadas correspondem a “{query}”.',
  'select.loaded': {
    one: '{count} opção carregada.',
    many: '{count} de opções carregadas.',
    other: '{count} opções carregadas.',
  },
  'select.loadingMore': 'Carregando mais…',
  'select.stoppedAtMax': 'Parado em max_items ({max}); o provedor tem mais.',
  'select.stuck': 'Parado: o cursor do provedor não avança.',
  'select.wholeList': 'Essa é a lista inteira.',
  'select.scrollForMore': 'Role para ver mais.',
  'select.couldNotLoad': 'Não foi possível carregar as opções: {message}',
  'select.retry': 'Tentar de novo',

  'save.formLabel': 'Configurações de {name}',
  'save.savedFor': 'Salvo para o usuário “{user}”.',
  'save.saved': 'Suas configurações foram salvas.',
  'save.save': 'Salvar configurações',
  'save.saving': 'Salvando…',
  'save.undo': 'Desfazer alterações',
  'save.summaryTitle': {
    one: 'Uma resposta precisa de atenção',
    many: '{count} de respostas precisam de atenção',
    other: '{count} respostas precisam de atenção',
  },
  'save.theService': 'O serviço',
  'save.what': 'Salvar as configurações',
  'save.failed': 'Não foi possível salvar as configurações: {why}',
  'save.keptHint':
    'Nada foi perdido: suas respostas continuam no formulário. Salve novamente para tentar de novo.',
  'save.retry': 'Tentar de novo',

  'page.loading': 'Carregando o formulário…',
  'page.notFoundTitle': 'Este formulário não foi encontrado',
  'page.nothingToFillTitle': 'Nada para preencher',
  'page.nothingToFillText': 'Este formulário não tem configurações.',
  'page.loadFailed': 'Não foi possível carregar o formulário: {why}',
  'page.notAllowedTitle': 'Você não pode abrir este formulário',
  'page.notAllowedText':
    'Sua sessão não dá acesso a ele. Recarregue a página para entrar novamente.',
  'page.tryAgain': 'Tentar de novo',
  'page.timedOut': 'Sem resposta a tempo',
  'page.unreachable': 'Não foi possível acessar o servidor',
  'page.unexpected': 'Resposta inesperada',
  'page.answered': 'O servidor respondeu {status}',
  'page.requestId': 'ID da solicitação: {id}',

  'embed.notFoundText':
    'Ele pode ter sido removido. Recarregue a página ou fale com o suporte do produto.',
  'embed.renewFailedTitle': 'Não foi possível renovar sua sessão',
  'embed.renewFailedText':
    'Suas respostas continuam no formulário. Tente de novo ou recarregue a página.',
  'embed.notEmbedded':
    'Este formulário de configurações é exibido dentro de outro produto. Abra-o por lá.',

  'fill.settings': 'Configurações',
  'fill.notFoundText':
    'O link pode ser antigo, ou o fluxo de trabalho foi removido. Peça um novo a quem o enviou.',
  'fill.unsavedFrom': 'Você tem respostas de {time} que não foram salvas.',
  'fill.unsavedUndated': 'Você tem respostas que não foram salvas.',
  'fill.restore': 'Restaurar',
  'fill.discard': 'Descartar',
  'fill.restored': 'Respostas não salvas restauradas. Salve para mantê-las.',
  'fill.leaveTitle': 'Sair sem salvar?',
  'fill.leaveText':
    'Suas respostas não estão salvas. Elas ficam nesta aba do navegador e serão oferecidas de volta quando você voltar a este formulário.',
  'fill.stay': 'Ficar',
  'fill.leave': 'Sair',
};
