import { CssBaseline, ThemeProvider } from '@mui/material';
import i18next from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { loadLanguage } from '../i18n/strings';
import { useSession } from '../session';
import { createClipyardTheme } from '../theme/create-theme';
import { DialogHost } from './DialogHost';
import { NotificationHost } from './NotificationHost';
import { setDocumentLanguage } from './i18n-setup';

/** Keeps i18next and <html lang> on the session's language preference (switches apply everywhere). */
function LanguageSync() {
  const language = useSession((s) => s.language);
  useEffect(() => {
    if (i18next.language === language) {
      setDocumentLanguage(language);
      return;
    }
    // Every strings block's translation first, then the switch: no component suspends (its page would blank
    // and lose its state, the open settings dialog too) and no key or English flashes.
    let current = true;
    void loadLanguage(i18next, language)
      .catch((error: unknown) => console.warn('[i18n] a translation could not be loaded; switching anyway', error))
      .then(async () => {
        if (!current) return; // switched again meanwhile: the newer switch wins
        await i18next.changeLanguage(language);
        setDocumentLanguage(language);
      });
    return () => {
      current = false;
    };
  }, [language]);
  return null;
}

/**
 * The providers every page of Clipyard renders inside: the theme of the colour preference, the
 * language, and the notification and dialog hosts. The shell uses it; so does each remote's
 * standalone dev host, so a remote looks the same alone and composed.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const colorPreference = useSession((s) => s.colorPreference);
  const theme = createClipyardTheme(colorPreference);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <LanguageSync />
      {children}
      <NotificationHost />
      <DialogHost />
    </ThemeProvider>
  );
}
