import { useTheme } from '@mui/material';
import { useCallback, useSyncExternalStore } from 'react';

const noop = () => undefined;

/** The media query of the theme's `xl` breakpoint and up (1536 px by default): the persistent navigation's screens. */
export function wideScreenQuery(xl: number): string {
  return `(min-width:${xl}px)`;
}

function readMatch(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/**
 * True at the theme's `xl` breakpoint and up (ADR 0112), kept up to date as the window is resized. Read synchronously
 * on the first render (no narrow-then-wide flash); false where there is no matchMedia (no layout to speak of).
 * A small hook of our own rather than MUI's useMediaQuery, which is not in the shared MUI list (ADR 0105).
 */
export function useWideScreen(): boolean {
  const query = wideScreenQuery(useTheme().breakpoints.values.xl);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return noop;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => readMatch(query),
    () => false,
  );
}
