import type { enUS } from './i18n';

const ja: typeof enUS = {
  thumbnail: {
    open: 'サムネイル',
    openLabel: '「{{title}}」のサムネイルを選ぶ',
    title: '「{{title}}」のサムネイル',
    current: '現在のサムネイル',
    currentAlt: '「{{title}}」の現在のサムネイル',
    uploadedNote: 'アップロードした画像です。',
    frameNote: '{{time}} の場面です。',
    loading: 'サムネイルを読み込み中…',
    failed: 'サムネイルを読み込めませんでした。',
    retry: '再試行',
    framesHeading: '場面を選ぶ',
    framesHelp: 'クリップの 6 つの場面です。1 つ選んでから「この場面を使う」を押してください。',
    framesPreparing: 'このクリップの場面を用意しています…',
    frameLabel: '{{time}} の場面',
    useFrame: 'この場面を使う',
    updating: '新しいサムネイルを作成中…',
    uploadHeading: 'または画像をアップロード',
    uploadHelp: 'PNG・JPEG・WebP・GIF・AVIF、2 MB まで。16:9 に収まるように切り抜かれます。',
    upload: '画像をアップロード',
    uploading: 'アップロード中…',
    tooLarge: 'この画像は 2 MB を超えています。',
    saved: 'サムネイルを更新しました',
    close: '閉じる',
  },
};

export default ja;
