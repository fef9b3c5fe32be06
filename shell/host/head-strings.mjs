/**
 * The words the HTML host writes into a page's <head> (title, description), in both languages. The host runs
 * before any JavaScript, outside i18next, so it keeps this small table of its own; head-strings.test.ts holds the
 * two languages to the same keys.
 */

export const LANGUAGES = /** @type {const} */ (['en-US', 'ja']);
export const DEFAULT_LANGUAGE = 'en-US';

/** og:locale wants an underscore. */
export const OG_LOCALE = { 'en-US': 'en_US', ja: 'ja_JP' };

export const HEAD_STRINGS = {
  'en-US': {
    siteName: 'Clipyard',
    siteDescription: 'Clipyard: clips from streamers, in English and Japanese.',
    frontpage: 'Clipyard: clips from streamers',
    // mfe-clips' frontpage heading (frontpage.heading): the HTML's first view writes it before the app does.
    frontpageHeading: 'Clips',
    clipDescription: 'A clip from {channel} on Clipyard.',
    clipDescriptionWithViews: 'A clip from {channel} on Clipyard · {views} views',
    channelDescription: 'Clips from {channel} on Clipyard.',
    notFound: 'Page not found',
    pages: {
      menu: 'Menu',
      settings: 'Settings',
      license: 'License',
      info: 'About Clipyard',
      installation: 'Install Clipyard',
      privacyPolicy: 'Privacy policy',
      termsOfService: 'Terms of service',
      safetyStandards: 'Safety standards',
      account: 'Account',
    },
  },
  ja: {
    siteName: 'Clipyard',
    siteDescription: 'Clipyard：配信者のクリップを日本語と英語で。',
    frontpage: 'Clipyard：配信者のクリップ',
    frontpageHeading: 'クリップ',
    clipDescription: 'Clipyard の {channel} のクリップ。',
    clipDescriptionWithViews: 'Clipyard の {channel} のクリップ · {views} 回視聴',
    channelDescription: 'Clipyard の {channel} のクリップ。',
    notFound: 'ページが見つかりません',
    pages: {
      menu: 'メニュー',
      settings: '設定',
      license: 'ライセンス',
      info: 'Clipyard について',
      installation: 'Clipyard をインストール',
      privacyPolicy: 'プライバシーポリシー',
      termsOfService: '利用規約',
      safetyStandards: '安全基準',
      account: 'アカウント',
    },
  },
};

/** Fills {name} placeholders. */
export function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}
