import type { ShellStrings } from './shell.en-US';

/** The shell's strings (namespace 'shell'), Japanese. */
export const shellJa: ShellStrings = {
  brand: 'Clipyard',
  skipToContent: '本文へスキップ',
  appBar: {
    openMenu: 'メニューを開く',
    search: 'チャンネルとクリップを検索',
    signIn: 'ログイン',
    profile: 'プロフィール',
    accountMenu: 'アカウント',
    accountMenuOf: '{{name}} のアカウント',
    studio: 'スタジオ',
    pendingRequestsSuffix: '（承認待ちのリクエスト {{number}} 件）',
    reports: '報告',
    settings: '設定',
    notifications: '通知',
    notificationsUnread: '通知（未読 {{count}} 件）',
    primaryNavigation: 'メインナビゲーション',
    siteNavigation: 'サイトナビゲーション',
  },
  nav: {
    home: 'ホーム',
    search: '検索',
    recommendations: 'おすすめ',
    tipping: '投げ銭',
    upload: 'アップロード',
    menu: 'メニュー',
    login: 'ログイン',
    register: 'アカウント作成',
    profile: 'プロフィール',
    connections: '連携',
    blocks: 'ブロックしたユーザーとチャンネル',
    submissions: '投稿したクリップ',
    streamerRequests: 'クリップリクエスト',
    overview: '概要',
    settings: '設定',
    signOut: 'ログアウト',
  },
  settings: {
    title: '設定',
    chooseLanguage: '言語を選択',
    chooseTheme: 'テーマを選択',
    english: 'English',
    japanese: '日本語',
    light: 'ライト',
    dark: 'ダーク',
    trueDark: 'トゥルーダーク',
    cancel: 'キャンセル',
    save: 'OK',
  },
  pages: {
    menu: { title: 'メニュー', account: 'アカウント', discover: '見つける', followed: 'フォロー中のチャンネル', about: 'Clipyard について', streamer: '配信者向け' },
    settings: { title: '設定' },
    license: {
      title: 'ライセンス',
      body: 'Clipyard はオープンソースソフトウェアです。ライセンスの条件のもとで、実行・調査・改変・共有できます。クリップの権利は制作者に帰属します。',
    },
    info: {
      title: 'Clipyard について',
      body: 'Clipyard は配信者のクリップを共有するための、セルフホスト可能な日英対応サイトです。視聴者はクリップやチャンネルを閲覧し、ログインしたユーザーはいいね・フォロー・コメント・投稿ができ、配信者は自分のチャンネルのクリップを管理できます。',
    },
    installation: {
      title: 'Clipyard をインストール',
      body: 'ブラウザのメニュー（「アプリをインストール」または「ホーム画面に追加」）から Clipyard をホーム画面に追加できます。アプリのように開き、次回からより速く起動します。',
    },
    privacyPolicy: {
      title: 'プライバシーポリシー',
      body: 'Clipyard は、サイトの運営に必要な範囲でのみ、メールアドレス、ユーザー名、プロフィール画像、いいね、フォロー、ブロック、コメント、投稿したクリップを保存します。いつでもすべてのデータをダウンロードしたり、アカウントを削除したりできます。',
    },
    termsOfService: {
      title: '利用規約',
      body: '他の人を尊重してください。共有が許可されたクリップのみを投稿してください。嫌がらせ、スパム、違法なコンテンツの投稿は禁止です。規約に違反するコンテンツは削除され、アカウントが停止される場合があります。',
    },
    safetyStandards: {
      title: '安全基準',
      body: 'Clipyard は児童の性的虐待・搾取に関するコンテンツを一切容認しません。安全でないものは報告ボタンから報告してください。モデレーターがすべての報告を確認し、違反コンテンツを削除します。',
    },
    notFound: {
      title: 'ページが見つかりません',
      body: 'このアドレスには何もありません。移動したか、リンクが間違っている可能性があります。',
      home: 'フロントページに戻る',
    },
  },
  boot: {
    failedTitle: 'Clipyard を起動できませんでした',
    failedBody: '起動中に問題が発生しました。接続を確認して、もう一度お試しください。',
    reload: '再読み込み',
  },
  maintenance: {
    retrying: 'しばらくすると自動的に再試行します。',
    checking: 'Clipyard が復旧したか確認しています…',
    retryNow: '今すぐ再試行',
  },
  sw: {
    cached: 'この端末で開いたページは、オフラインでも最後に見た内容で開けるようになりました。いいね・コメント・アップロードにはネット接続が必要です。',
  },
  offlineBanner: {
    message: 'オフラインです。最後に見た内容を表示しています。いいね・コメント・アップロードにはネット接続が必要です',
  },
  offline: {
    title: 'オフラインです',
    body: 'Clipyard はネットワークに接続できず、このページはまだこの端末で開かれていません。この端末で開いたことのあるページはオフラインでも開けます。接続を確認して、もう一度お試しください。',
    retry: '再試行',
  },
  auth: {
    signedOut: 'ログアウトしました。',
    userDisabled: 'このアカウントは無効にされたため、ログアウトしました。管理者にお問い合わせください。',
    tokenExpired: 'セッションの有効期限が切れたため、ログアウトしました。もう一度ログインしてください。',
  },
};
