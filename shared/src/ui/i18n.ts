/**
 * Strings of the shared UI primitives (namespace 'ui'), in both languages. The shell adds this
 * bundle to its i18next instance at boot; a remote's standalone dev host does the same.
 */
export const uiNamespace = 'ui';

const enUS = {
  ok: 'OK',
  cancel: 'Cancel',
  close: 'Close',
  dismiss: 'Dismiss',
  retry: 'Try again',
  working: 'Working…',
  notificationsRegion: 'Notifications',
  boundaryTitle: 'This part of the page stopped working',
  boundaryMessage: 'Something went wrong while showing it. The rest of Clipyard still works.',
  remoteUnavailableTitle: 'This section could not be loaded',
  remoteUnavailableMessage: 'It may be offline or your connection dropped. The rest of Clipyard still works.',
  remoteTimeoutMessage: 'It took too long to answer. The rest of Clipyard still works.',
  loadingSection: 'Loading…',
  standaloneHost: '{{name}} (standalone)',
  standaloneNoRoute: 'No route of {{name}} matches this address.',
};

const ja: typeof enUS = {
  ok: 'OK',
  cancel: 'キャンセル',
  close: '閉じる',
  dismiss: '閉じる',
  retry: '再試行',
  working: '処理中…',
  notificationsRegion: '通知',
  boundaryTitle: 'このエリアでエラーが発生しました',
  boundaryMessage: '表示中に問題が発生しました。Clipyard の他の機能は引き続き利用できます。',
  remoteUnavailableTitle: 'このセクションを読み込めませんでした',
  remoteUnavailableMessage: 'オフラインか、接続が切れた可能性があります。Clipyard の他の機能は引き続き利用できます。',
  remoteTimeoutMessage: '応答に時間がかかりすぎました。Clipyard の他の機能は引き続き利用できます。',
  loadingSection: '読み込み中…',
  standaloneHost: '{{name}}（単体表示）',
  standaloneNoRoute: 'このアドレスに一致する {{name}} のルートはありません。',
};

export const uiResources = { 'en-US': enUS, ja } as const;
export type UiKey = keyof typeof enUS;
