import { useTheme } from '@mui/material';
import { useCallback, useSyncExternalStore } from 'react';

const noop = () => undefined;

function readMatch(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/**
 * True below the theme's `md` breakpoint (900 px by default): too narrow for the clip table's seven columns, so the
 * manager lists cards instead. Read synchronously on the first render (no table-then-cards flash) and kept up to date
 * as the window is resized; false where there is no matchMedia. Our own small hook: MUI's useMediaQuery is not in the
 * shared MUI list (ADR 0105).
 */
export function useNarrowScreen(): boolean {
  const query = `(max-width:${useTheme().breakpoints.values.md - 0.05}px)`;
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
