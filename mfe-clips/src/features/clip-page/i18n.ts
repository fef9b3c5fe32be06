/** Clip page strings, merged into the 'clips' namespace under `clipPage`. */
const enUS = {
  clipPage: {
    loading: 'Loading clip…',
    notFoundTitle: 'Clip not found',
    notFoundBody: 'This clip does not exist or was removed.',
    home: 'Back to the frontpage',
    retry: 'Try again',
    processing: 'This clip is still being processed. Check back in a moment.',
    playerLabel: 'Clip video: {{title}}',
    like: 'Like',
    likeCount: 'Likes: {{count}}',
    viewCount: 'Views: {{count}}',
    menu: 'Clip menu',
    postedOn: 'Posted {{date}}',
    comments: 'Comments',
    commentsEmpty: 'No comments yet.',
    commentLabel: 'Add a comment',
    commentSubmit: 'Post',
    commentSignIn: 'Sign in to comment.',
    commentPosted: 'Comment posted',
    loadMoreComments: 'More comments',
  },
};

const ja: typeof enUS = {
  clipPage: {
    loading: 'クリップを読み込み中…',
    notFoundTitle: 'クリップが見つかりません',
    notFoundBody: 'このクリップは存在しないか、削除されました。',
    home: 'フロントページに戻る',
    retry: '再試行',
    processing: 'このクリップは処理中です。しばらくしてからもう一度ご確認ください。',
    playerLabel: 'クリップ動画: {{title}}',
    like: 'いいね',
    likeCount: 'いいね: {{count}}',
    viewCount: '再生数: {{count}}',
    menu: 'クリップメニュー',
    postedOn: '{{date}} に投稿',
    comments: 'コメント',
    commentsEmpty: 'まだコメントはありません。',
    commentLabel: 'コメントを追加',
    commentSubmit: '投稿',
    commentSignIn: 'コメントするにはログインしてください。',
    commentPosted: 'コメントを投稿しました',
    loadMoreComments: 'さらにコメントを表示',
  },
};

export const clipPageResources = { 'en-US': enUS, ja };
