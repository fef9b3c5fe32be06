import type { enUS } from './i18n';

const ja: typeof enUS = {
  "common": {
    "home": "フロントページに戻る"
  },
  "routes": {
    "frontpage": {
      "title": "フロントページ",
      "description": "すべてのチャンネルの新着・トップ・トレンドのクリップ。"
    },
    "clipPage": {
      "title": "クリップ",
      "description": "コメント、チャットリプレイ、文字起こし付きでクリップを視聴できます。"
    },
    "categoryPage": {
      "title": "カテゴリー",
      "description": "ひとつのゲームやカテゴリーのトレンド・トップ・新着のクリップ。"
    },
    "embed": {
      "title": "クリッププレーヤー",
      "description": "他のサイトに埋め込むためのクリップのプレーヤー。"
    }
  }
};

export default ja;
