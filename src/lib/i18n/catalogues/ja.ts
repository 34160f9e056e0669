/** Japanese. Keys and placeholders as in ./en.ts (checked by ../catalogues.test.ts). */
import type { Catalogue } from '../messages';

export const catalogue: Catalogue = {
  'fields.advanced': { other: '詳細設定（{count} 項目）' },
  'fields.hasErrors': '{section}・エラーあり',
  'fields.required': '{label}は必須です。',
  'fields.invalidJson': '{line} 行 {column} 列目が有効な JSON ではありません: {detail}',
  'fields.formatJson': 'JSON を整形',
  'fields.cannotFormat': '整形できません: {problem}',
  'fields.unsupported':
    '未対応のフィールドの種類「{type}」です。保存済みの値はそのまま保持され、保存時に変更されずに送り返されます。',
  'fields.noSavedValue': '（保存済みの値なし）',

  'select.typeToSearch': '入力して検索',
  'select.loadsWhenFilledIn': '入力すると選択肢が読み込まれます',
  'select.choose': '選択…',
  'select.clear': '{label}をクリア',
  'select.open': '{label}の選択肢を開く',
  'select.close': '{label}の選択肢を閉じる',
  'select.list': '{label}の選択肢',
  'select.chooseFirst': '先に「{label}」を選択してください。',
  'select.labelLookupFailed':
    'ラベルを探すための選択肢を読み込めませんでした（リストを開くと再試行します）。',
  'select.notInOptions': '保存済みの値が選択肢にありません。',
  'select.lookingUpLabel': 'ラベルを検索しています…',
  'select.loading': '選択肢を読み込んでいます…',
  'select.matching': '読み込み済みの {loaded} 件中 {shown} 件が「{query}」に一致します。',
  'select.loaded': { other: '{count} 件の選択肢を読み込みました。' },
  'select.loadingMore': 'さらに読み込んでいます…',
  'select.stoppedAtMax': 'max_items（{max}）で停止しました。提供元にはさらに項目があります。',
  'select.stuck': '停止しました: 提供元のカーソルが進みません。',
  'select.wholeList': 'これですべてです。',
  'select.scrollForMore': 'スクロールするとさらに表示されます。',
  'select.couldNotLoad': '選択肢を読み込めませんでした: {message}',
  'select.retry': '再試行',

  'save.formLabel': '{name}の設定',
  'save.savedFor': 'ユーザー「{user}」の設定を保存しました。',
  'save.saved': '設定を保存しました。',
  'save.save': '設定を保存',
  'save.saving': '保存しています…',
  'save.undo': '変更を元に戻す',
  'save.summaryTitle': { other: '確認が必要な回答が {count} 件あります' },
  'save.theService': 'サービス',
  'save.what': '設定の保存',
  'save.failed': '設定を保存できませんでした: {why}',
  'save.keptHint':
    '失われたものはありません。回答はフォームに残っています。もう一度保存して再試行してください。',
  'save.retry': '再試行',

  'page.loading': 'フォームを読み込んでいます…',
  'page.notFoundTitle': 'このフォームは見つかりませんでした',
  'page.nothingToFillTitle': '入力する項目はありません',
  'page.nothingToFillText': 'このフォームには設定がありません。',
  'page.loadFailed': 'フォームを読み込めませんでした: {why}',
  'page.notAllowedTitle': 'このフォームを開く権限がありません',
  'page.notAllowedText':
    '現在のセッションではアクセスできません。ページを再読み込みして、もう一度サインインしてください。',
  'page.tryAgain': '再試行',
  'page.timedOut': '時間内に応答がありませんでした',
  'page.unreachable': 'サーバーに接続できませんでした',
  'page.unexpected': '予期しない応答です',
  'page.answered': 'サーバーの応答: {status}',
  'page.requestId': 'リクエスト ID: {id}',

  'embed.notFoundText':
    '削除された可能性があります。ページを再読み込みするか、製品のサポートにお問い合わせください。',
  'embed.renewFailedTitle': 'セッションを更新できませんでした',
  'embed.renewFailedText':
    '回答はフォームに残っています。もう一度お試しいただくか、ページを再読み込みしてください。',
  'embed.notEmbedded': 'この設定フォームは別の製品の中に表示されます。そちらから開いてください。',

  'fill.settings': '設定',
  'fill.notFoundText':
    'リンクが古いか、ワークフローが削除された可能性があります。送信者に新しいリンクを依頼してください。',
  'fill.unsavedFrom': '{time} に入力した未保存の回答があります。',
  'fill.unsavedUndated': '未保存の回答があります。',
  'fill.restore': '復元',
  'fill.discard': '破棄',
  'fill.restored': '未保存の回答を復元しました。保持するには保存してください。',
  'fill.leaveTitle': '保存せずに移動しますか？',
  'fill.leaveText':
    '回答は保存されていません。回答はこのブラウザーのタブに残り、このフォームに戻ったときに復元を提案します。',
  'fill.stay': 'このページに留まる',
  'fill.leave': '移動する',
};
