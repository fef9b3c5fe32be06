/** Channel page strings, merged into the 'channels' namespace under `channelPage`. */
const enUS = {
  channelPage: {
    loading: 'Loading channel…',
    notFoundTitle: 'Channel not found',
    notFoundBody: 'No channel called {{channelLogin}} exists on Clipyard yet.',
    home: 'Back to the frontpage',
    retry: 'Try again',
    follow: 'Follow',
    following: 'Following',
    followedLocally: 'Following on this device. Sign in to keep it on every device.',
    unfollowedLocally: 'Unfollowed on this device.',
    followFailed: 'Failed to follow channel',
    unfollowFailed: 'Failed to unfollow channel',
    clipCount: 'Clips: {{count}}',
    followerCount: 'Followers: {{count}}',
    menu: 'Channel menu',
    clips: 'Clips',
    sortLabel: 'Sort clips',
    sort: { new: 'New', top: 'Top' },
    empty: 'This channel has no clips yet.',
    blocked: 'You blocked this channel. Its clips are hidden.',
    unblock: 'Unblock',
    links: 'Links',
  },
};

const ja: typeof enUS = {
  channelPage: {
    loading: 'チャンネルを読み込み中…',
    notFoundTitle: 'チャンネルが見つかりません',
    notFoundBody: '{{channelLogin}} というチャンネルはまだ Clipyard にありません。',
    home: 'フロントページに戻る',
    retry: '再試行',
    follow: 'フォロー',
    following: 'フォロー中',
    followedLocally: 'この端末でフォローしました。ログインするとすべての端末に保存されます。',
    unfollowedLocally: 'この端末でフォローを解除しました。',
    followFailed: 'チャンネルをフォローできませんでした',
    unfollowFailed: 'チャンネルのフォローを解除できませんでした',
    clipCount: 'クリップ: {{count}}',
    followerCount: 'フォロワー: {{count}}',
    menu: 'チャンネルメニュー',
    clips: 'クリップ',
    sortLabel: 'クリップの並び順',
    sort: { new: '新着', top: 'トップ' },
    empty: 'このチャンネルにはまだクリップがありません。',
    blocked: 'このチャンネルをブロックしています。クリップは表示されません。',
    unblock: 'ブロックを解除',
    links: 'リンク',
  },
};

export const channelPageResources = { 'en-US': enUS, ja };
