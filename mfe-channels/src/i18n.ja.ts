import type { enUS } from './i18n';

const ja: typeof enUS = {
  "common": {
    "home": "フロントページに戻る"
  },
  "routes": {
    "channel": {
      "title": "チャンネル",
      "description": "チャンネルのクリップ、説明、フォローボタン。"
    },
    "search": {
      "title": "検索",
      "description": "チャンネルを名前・その一部・よみがなで、クリップをタイトルで検索できます。"
    },
    "recommendations": {
      "title": "おすすめ",
      "description": "おすすめのチャンネルと、フォロー中のチャンネル。"
    },
    "collection": {
      "title": "コレクション",
      "description": "配信者が選んだ順に並ぶ、チャンネルのクリップのコレクション。"
    },
    "tipping": {
      "title": "投げ銭",
      "description": "フォロー中の配信者を、配信者自身の投げ銭リンクから応援できます。"
    }
  }
};

export default ja;
