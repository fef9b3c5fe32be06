import type { enUS } from './i18n';

const ja: typeof enUS = {
  google: {
    or: 'または',
    continue: 'Google で続行',
    working: 'Google の応答を待っています…',
    popupHint: 'Google のウィンドウが開きます。そこでアカウントを選んでください。',
  },
};

export default ja;
