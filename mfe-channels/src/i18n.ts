import { namespaceRegistrar } from '@clipyard/shared';

/** This remote's i18n namespace 'channels' in both languages; added to the shell's instance when the remote loads. */
export const namespace = 'channels';

const enUS = {
  "menu": {
    "share": "Share Channel",
    "report": "Report Channel",
    "block": "Block channel",
    "cancel": "Cancel",
    "linkCopied": "Link copied",
    "signInToReport": "Sign in to report inappropriate content",
    "login": "Login",
    "reportThanks": "Thank you for the report",
    "reportFailed": "Failed to report channel",
    "channelBlocked": "Channel blocked",
    "blockFailed": "Failed to block channel"
  },
  "common": {
    "comingSoon": "Coming soon",
    "home": "Back to the frontpage"
  },
  "routes": {
    "channel": {
      "title": "Channel",
      "description": "A channel’s clips, its description and a follow button."
    },
    "search": {
      "title": "Search",
      "description": "Find channels by name, even with a typo."
    },
    "recommendations": {
      "title": "Recommendations",
      "description": "Channels you may like, and the ones you follow."
    },
    "tipping": {
      "title": "Tipping",
      "description": "Support the streamers you follow through their own tip links."
    }
  }
};

const ja: typeof enUS = {
  "menu": {
    "share": "チャンネルを共有",
    "report": "チャンネルを報告",
    "block": "チャンネルをブロック",
    "cancel": "キャンセル",
    "linkCopied": "リンクをコピーしました",
    "signInToReport": "不適切なコンテンツを報告するにはサインインしてください",
    "login": "ログイン",
    "reportThanks": "ご報告ありがとうございます",
    "reportFailed": "チャンネルを報告できませんでした",
    "channelBlocked": "チャンネルをブロックしました",
    "blockFailed": "チャンネルをブロックできませんでした"
  },
  "common": {
    "comingSoon": "近日公開",
    "home": "フロントページに戻る"
  },
  "routes": {
    "channel": {
      "title": "チャンネル",
      "description": "チャンネルのクリップ、説明、フォローボタン。"
    },
    "search": {
      "title": "検索",
      "description": "チャンネルを名前で検索できます（多少の入力ミスにも対応）。"
    },
    "recommendations": {
      "title": "おすすめ",
      "description": "おすすめのチャンネルと、フォロー中のチャンネル。"
    },
    "tipping": {
      "title": "投げ銭",
      "description": "フォロー中の配信者を、配信者自身の投げ銭リンクから応援できます。"
    }
  }
};

export const resources = { 'en-US': enUS, ja };

export const registerNamespace = namespaceRegistrar(namespace, resources);
