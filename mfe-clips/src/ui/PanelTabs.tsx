import { Box } from '@mui/material';
import { useRef, type KeyboardEvent } from 'react';

export interface PanelTab<T extends string> {
  value: T;
  label: string;
  /** The tab's id; its panel is `aria-controls`. */
  id: string;
  controls?: string;
  testId?: string;
}

/**
 * Tabs with an underline (WAI-ARIA tabs: roving tab stop, arrow keys, Home and End; the selection follows focus),
 * equal widths across the row (`fullWidth`) or each as wide as its label. Not MUI's Tabs: its indicator is placed by
 * measuring the tabs, a forced layout in the first render of the clip page and the frontpage (issue 13, ADR 0115); a
 * border drawn by CSS needs none. The look is MUI's Tab (sizes, type, the primary colour when selected).
 */
export function PanelTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  fullWidth = true,
}: {
  tabs: readonly PanelTab<T>[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  fullWidth?: boolean;
}) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    onChange(tab.value);
    refs.current.get(tab.value)?.focus();
  };
  return (
    <Box role="tablist" aria-label={label} onKeyDown={move} sx={{ display: 'flex', borderBottom: fullWidth ? 1 : 0, borderColor: 'divider', flexShrink: 0 }}>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <Box
            key={tab.value}
            component="button"
            type="button"
            role="tab"
            id={tab.id}
            aria-controls={tab.controls}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            data-testid={tab.testId}
            ref={(element: HTMLButtonElement | null) => {
              if (element) refs.current.set(tab.value, element);
              else refs.current.delete(tab.value);
            }}
            onClick={() => onChange(tab.value)}
            sx={{
              flex: fullWidth ? 1 : '0 0 auto',
              minWidth: 90,
              maxWidth: fullWidth ? 'none' : 360,
              minHeight: 48,
              px: 2,
              py: 1.5,
              lineHeight: 1.25,
              border: 0,
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              bgcolor: 'transparent',
              color: selected ? 'primary.main' : 'text.secondary',
              font: 'inherit',
              fontWeight: 500,
              fontSize: '0.875rem',
              letterSpacing: '0.02857em',
              textTransform: 'none', // as the theme's buttons and tabs: no forced capitals (ADR 0120)
              cursor: 'pointer',
              '&:hover': { color: selected ? 'primary.main' : 'text.primary' },
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            {tab.label}
          </Box>
        );
      })}
    </Box>
  );
}
