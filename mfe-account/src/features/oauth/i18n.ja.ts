import type { enUS } from './i18n';

const ja: typeof enUS = {
  "oauth": {
    "title": "Twitch と連携中",
    "working": "Twitch との連携を完了しています…",
    "failed": "Twitch に接続できませんでした",
    "back": "連携ページに戻る"
  },
};

export default ja;
