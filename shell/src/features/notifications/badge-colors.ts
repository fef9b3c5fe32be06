import type { Theme } from '@mui/material';

/**
 * The unread badge's colours. White on the dark palette's error red (#f44336) is 3.7:1, below WCAG's 4.5:1 for
 * its 11 px count (axe, QA pass of issue 19); its darker shade (#d32f2f) reads 5:1, as the light palette's red does.
 */
export function unreadBadgeColors(theme: Theme): { backgroundColor: string; color: string } {
  const { error } = theme.palette;
  return { backgroundColor: theme.palette.mode === 'dark' ? error.dark : error.main, color: error.contrastText };
}
