import { darken, getContrastRatio, lighten } from '@mui/material/styles';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * A chat name colour that stays readable on `background` (WCAG AA, 4.5:1): the stream's colour, moved toward
 * light or dark until it contrasts enough. Anything that is not a plain hex colour falls back to `fallback`.
 */
export function readableColor(color: string | null, background: string, fallback: string): string {
  if (!color || !HEX.test(color)) return fallback;
  const darkBackground = getContrastRatio(background, '#000') < getContrastRatio(background, '#fff');
  let current = color;
  for (let step = 0; step < 12 && getContrastRatio(current, background) < 4.5; step += 1) {
    current = darkBackground ? lighten(current, 0.2) : darken(current, 0.2);
  }
  return getContrastRatio(current, background) < 4.5 ? fallback : current;
}
