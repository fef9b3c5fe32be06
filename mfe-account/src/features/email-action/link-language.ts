import { STORAGE_KEYS, getSession, type AppLanguage } from '@clipyard/shared';

/** The site language a link's `lang` names (the provider's codes: 'ja', 'en', maybe with a region). */
export function linkLanguage(lang: string | null): AppLanguage | null {
  const code = lang?.trim().toLowerCase() ?? '';
  if (code === 'ja' || code.startsWith('ja-')) return 'ja';
  if (code === 'en' || code.startsWith('en-')) return 'en-US';
  return null;
}

/**
 * An email link opened on a device where nobody chose a language (a phone's mail app, another browser) shows the page
 * in the language the email was written in: the person's own (ADR 0120). A language chosen on this device wins.
 */
export function adoptLinkLanguage(lang: string | null): void {
  const language = linkLanguage(lang);
  if (!language) return;
  let chosen: string | null = null;
  try {
    chosen = window.localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    return; // storage unreadable: keep what the page shows
  }
  if (chosen === null && getSession().language !== language) getSession().setLanguage(language);
}
