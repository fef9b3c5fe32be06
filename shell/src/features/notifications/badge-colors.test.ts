import { createClipyardTheme } from '@clipyard/shared';
import { getContrastRatio } from '@mui/material/styles';
import { unreadBadgeColors } from './badge-colors';

test('the unread badge’s count is readable (4.5:1 or more) in every theme', () => {
  for (const preference of ['Light', 'Dark', 'True Dark'] as const) {
    const { backgroundColor, color } = unreadBadgeColors(createClipyardTheme(preference));
    expect({ preference, readable: getContrastRatio(color, backgroundColor) >= 4.5 }).toEqual({ preference, readable: true });
  }
});
