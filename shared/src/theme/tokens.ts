/**
 * Theme tokens with the exact colours of SPEC section 9. The colour preference is stored in
 * localStorage 'app-color-preference' (default Dark) by the session store.
 */
import type { ColorPreference } from '../session/types';

export const DEFAULT_COLOR_PREFERENCE: ColorPreference = 'Dark';

export interface ThemeTokens {
  mode: 'light' | 'dark';
  primary: string;
  secondary: string;
  accent: string;
  info: string;
  /** Page background and surfaces, derived from secondary/accent so the page reads as the theme. */
  background: string;
  paper: string;
  text: string;
}

export const themeTokens: Record<ColorPreference, ThemeTokens> = {
  Light: {
    mode: 'light',
    primary: '#020617',
    secondary: '#f8fafc',
    accent: '#e2e8f0',
    info: 'rgb(37 99 235)',
    background: '#f8fafc',
    paper: '#ffffff',
    text: '#020617',
  },
  Dark: {
    mode: 'dark',
    primary: '#d4d4d4',
    secondary: '#171717',
    accent: '#404040',
    info: '#a9ace9',
    background: '#171717',
    paper: '#262626',
    text: '#f5f5f5',
  },
  'True Dark': {
    mode: 'dark',
    primary: '#d1d5db',
    secondary: '#000000',
    accent: '#262626',
    info: '#a9ace9',
    background: '#000000',
    paper: '#111111',
    text: '#f3f4f6',
  },
};

export function isThemeName(value: unknown): value is ColorPreference {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(themeTokens, value);
}
