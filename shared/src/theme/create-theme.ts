import { createTheme, type Theme } from '@mui/material';
import type { ColorPreference } from '../session/types';
import { themeTokens } from './tokens';

declare module '@mui/material/styles' {
  interface Palette {
    accent: Palette['primary'];
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
  }
}

const cache = new Map<ColorPreference, Theme>();

/** The MUI theme of one colour preference (Light, Dark, True Dark), memoized. */
export function createClipyardTheme(preference: ColorPreference): Theme {
  const cached = cache.get(preference);
  if (cached) return cached;
  const t = themeTokens[preference] ?? themeTokens.Dark;
  const theme = createTheme({
    palette: {
      mode: t.mode,
      primary: { main: t.primary },
      secondary: { main: t.secondary },
      accent: { main: t.accent },
      info: { main: t.info },
      background: { default: t.background, paper: t.paper },
      text: { primary: t.text },
      divider: t.accent,
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Hiragino Sans", "Noto Sans JP", sans-serif',
      // No forced capitals, in either language (ADR 0120): labels are written as they should read. MUI's uppercase
      // turned Japanese labels' Latin words into capitals ("GOOGLE で続行") and made English ones shout.
      button: { textTransform: 'none' },
    },
  });
  cache.set(preference, theme);
  return theme;
}
