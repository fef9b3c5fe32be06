import { CssBaseline, ThemeProvider } from '@mui/material';
import i18next from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { useSession } from '../session';
import { createClipyardTheme } from '../theme';
import { DialogHost } from './DialogHost';
import { NotificationHost } from './NotificationHost';
import { setDocumentLanguage } from './i18n-setup';

/** Keeps i18next and <html lang> on the session's language preference (switches apply everywhere). */
function LanguageSync() {
  const language = useSession((s) => s.language);
  useEffect(() => {
    if (i18next.language !== language) void i18next.changeLanguage(language);
    setDocumentLanguage(language);
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
