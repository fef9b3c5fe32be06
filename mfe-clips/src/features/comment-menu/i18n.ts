/** Comment menu strings (SPEC section 2 and 8), merged into the 'clips' namespace under `commentMenu`. */
const enUS = {
  commentMenu: {
    open: 'Comment menu for {{user}}',
    report: 'Report Comment',
    blockUser: 'Block User',
    cancel: 'Cancel',
    signInToReport: 'Sign in to report inappropriate content',
    login: 'Login',
    reportThanks: 'Thank you for the report',
    reportFailed: 'Failed to report the following user',
    userBlocked: 'User blocked',
    blockFailed: 'Failed to block user',
  },
};

const ja: typeof enUS = {
  commentMenu: {
    open: '{{user}} のコメントメニュー',
    report: 'コメントを報告',
    blockUser: 'ユーザーをブロック',
    cancel: 'キャンセル',
    signInToReport: '不適切なコンテンツを報告するにはログインしてください',
    login: 'ログイン',
    reportThanks: 'ご報告ありがとうございます',
    reportFailed: '次のユーザーを報告できませんでした',
    userBlocked: 'ユーザーをブロックしました',
    blockFailed: 'ユーザーをブロックできませんでした',
  },
};

export const commentMenuResources = { 'en-US': enUS, ja };
