import type { enUS } from './i18n';

const ja: typeof enUS = {
  recut: {
    open: 'トリミング',
    openLabel: '「{{title}}」をトリミング',
    title: '「{{title}}」をトリミング',
    intro: '残す部分を選んでください。クリップはどこでもその部分になり、以前のバージョンへのリンクでは再生されなくなります。',
    introOriginal: '投稿者がアップロードした動画の全体です。残す部分を選んでください。投稿者のカットより前から始めたり、長くしたりできます。',
    submitterCut: '投稿者のカット: {{start}} – {{end}}(タイムラインに印があります)',
    cuttingCard: '新しいカットを作成しています… {{percent}} %',
    cutFailedCard: '新しいカットを作成できませんでした。クリップは元のままです。',
    save: '新しいカットを保存',
    saving: '保存しています…',
    unchanged: '開始位置か終了位置を動かしてクリップをカットしてください。',
    cutting: 'クリップをカットしています… {{percent}} %',
    done: 'クリップをトリミングしました',
    failed: 'クリップをカットできませんでした: {{reason}}',
    failedNoReason: 'クリップをカットできませんでした。',
    loading: '読み込んでいます…',
    close: '閉じる',
  },
};

export default ja;
