import { useStrings, type BottomSheetItem } from '@clipyard/shared';
import { Divider, Drawer, ListItemText, MenuItem, MenuList, Typography } from '@mui/material';
import { useId } from 'react';
import { clipCardStrings } from '../i18n';
import { shareTargets } from './share-targets';

export interface ShareSheetProps {
  open: boolean;
  onClose: () => void;
  heading: string;
  /** What is shared: the page's address and title. */
  url: string;
  title: string;
  /** The copy actions first (Copy link; on a clip also the link at this moment and the embed code); hidden ones are left out. */
  copyItems: BottomSheetItem[];
  /** The menu's own Cancel. */
  cancelLabel: string;
}

/**
 * The share sheet where the browser has no share sheet of its own (most computers): the copy actions, then a link
 * per site (a real link: it opens in a new tab, rel=noopener, and can be middle-clicked or copied), then Cancel.
 * A bottom sheet like the clip or channel menu it comes from, driven the same way by the keyboard.
 */
export function ShareSheet({ open, onClose, heading, url, title, copyItems, cancelLabel }: ShareSheetProps) {
  const { t } = useStrings(clipCardStrings);
  const headingId = useId();
  const copies = copyItems.filter((item) => !item.hidden);
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { maxWidth: 560, mx: 'auto', borderTopLeftRadius: 12, borderTopRightRadius: 12, pb: 1, maxHeight: '85dvh' } } }}
    >
      <Typography id={headingId} variant="subtitle2" component="h2" sx={{ px: 2, pt: 2, pb: 1, color: 'text.secondary' }}>
        {heading}
      </Typography>
      <MenuList autoFocusItem={open} aria-labelledby={headingId} data-testid="share-sheet">
        {copies.map((item) => (
          <MenuItem
            key={item.key}
            // The same test ids as the menu's own items (bottom-sheet-copy-link…).
            data-testid={`bottom-sheet-${item.key}`}
            onClick={() => {
              onClose();
              item.onSelect();
            }}
          >
            <ListItemText primary={item.label} />
          </MenuItem>
        ))}
        <Divider component="li" />
        {shareTargets(url, title).map(({ site, href }) => {
          // A mail link opens the mail app: a new tab would stay behind empty.
          const newTab = site !== 'email';
          return (
            <MenuItem
              key={site}
              component="a"
              href={href}
              target={newTab ? '_blank' : undefined}
              rel={newTab ? 'noopener noreferrer' : undefined}
              aria-label={newTab ? t('opensInNewTab', { label: t(`shareOn.${site}`) }) : undefined}
              data-testid={`share-${site}`}
              onClick={onClose}
            >
              <ListItemText primary={t(`shareOn.${site}`)} />
            </MenuItem>
          );
        })}
        <Divider component="li" />
        <MenuItem onClick={onClose} data-testid="share-cancel">
          <ListItemText primary={cancelLabel} />
        </MenuItem>
      </MenuList>
    </Drawer>
  );
}
