import type { enUS } from './i18n';

const ja: typeof enUS = {
  vertical: {
    open: '縦型',
    openLabel: '「{{title}}」の縦型バージョンを作成',
    title: '「{{title}}」の縦型バージョン',
    intro: 'ショート、TikTok、リール向けの 9:16 の動画です。@{{handle}} が入ります。スマートフォンでクリップページを見る人にもこちらが表示されます。',
    loading: '縦型バージョンを読み込んでいます…',
    retry: '再試行',
    layout: 'レイアウト',
    layoutCrop: '切り抜き',
    layoutSplit: 'カメラとゲーム画面',
    stageLabel: 'クリップの画面と、縦型バージョンに残る部分',
    previewLabel: '縦型バージョンのプレビュー',
    cropBox: '残す部分',
    gameplayBox: 'ゲーム画面',
    facecamBox: 'カメラ',
    position: '位置',
    gameplayPosition: 'ゲーム画面の位置',
    facecamLeft: 'カメラの左端',
    facecamTop: 'カメラの上端',
    facecamSize: 'カメラの大きさ',
    dragHelp: '画面上の枠をドラッグするか、スライダーを使ってください。',
    make: '縦型バージョンを作成',
    remake: 'この構図で作り直す',
    making: '縦型バージョンを作成しています… {{percent}} %',
    made: '縦型バージョンができました',
    failed: '縦型バージョンを作成できませんでした: {{reason}}',
    failedNoReason: '縦型バージョンを作成できませんでした。',
    result: '縦型バージョン',
    download: '縦型バージョンをダウンロード',
    notReady: 'このクリップにはまだ動画がありません。処理が終わると縦型バージョンを作成できます。',
    close: '閉じる',
  },
};

export default ja;
