import type { enUS } from './i18n';

const ja: typeof enUS = {
  clipEditor: {
    heading: 'クリップを切り出す',
    help: 'つまみをドラッグするか、動画を再生して I と O で開始と終了を決めます。クリップの長さは {{min}}〜{{max}} 秒です。',
    video: '選んだ動画',
    reading: '動画を読み込んでいます…',
    unplayable: 'このブラウザーではこのファイルを再生できないため、ここでは切り出せません。動画全体が送信されます。',
    tooShort: 'この動画は {{min}} 秒より短いため、切り出す必要はありません。動画全体が送信されます。',
    startHandle: 'クリップの開始',
    endHandle: 'クリップの終了',
    summary: '{{start}} から {{end}} まで · {{length}} 秒',
    setStart: 'ここから開始 (I)',
    setEnd: 'ここで終了 (O)',
    playSelection: '選んだ部分を再生',
  },
};

export default ja;
