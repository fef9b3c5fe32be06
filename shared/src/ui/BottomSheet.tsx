import { Divider, Drawer, ListItemIcon, ListItemText, MenuItem, MenuList, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useId } from 'react';

export interface BottomSheetItem {
  key: string;
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
  /** Shown in the error colour (delete, block). */
  destructive?: boolean;
  /** Left out entirely (e.g. Edit Title for anyone but the clip's streamer). */
  hidden?: boolean;
}

export interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  title?: string;
  items: BottomSheetItem[];
  /** The localized 'Cancel' row that closes the sheet (SPEC section 2 menus end with Cancel). */
  cancelLabel: string;
}

/**
 * The bottom-sheet menu the clip, channel and comment menus of SPEC section 2 use: an MUI Drawer
 * anchored at the bottom holding a menu driven by the keyboard (the first item has focus, arrow
 * keys move, Enter selects, Escape closes). Selecting an item closes the sheet, then runs it.
 *
 * The sheet leaves MUI's modal manager the moment it closes, not when its slide ends (`closeAfterTransition` off):
 * most items open a dialog, and a sheet still registered when its slide ends after that dialog was registered, but
 * before the dialog's element reached the manager, makes the manager hide the dialog itself (aria-hidden) so no
 * screen reader finds it (issue 25: a test failed so under load). The item still runs in the click itself, since
 * sharing, copying and downloading need the click's user activation.
 */
export function BottomSheet({ open, onClose, title, items, cancelLabel }: BottomSheetProps) {
  const titleId = useId();
  const visible = items.filter((item) => !item.hidden);
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      closeAfterTransition={false}
      slotProps={{ paper: { sx: { maxWidth: 560, mx: 'auto', borderTopLeftRadius: 12, borderTopRightRadius: 12, pb: 1 } } }}
    >
      {title ? (
        <Typography id={titleId} variant="subtitle2" component="h2" sx={{ px: 2, pt: 2, pb: 1, color: 'text.secondary' }}>
          {title}
        </Typography>
      ) : null}
      <MenuList autoFocusItem={open} aria-labelledby={title ? titleId : undefined} data-testid="bottom-sheet">
        {visible.map((item) => (
          <MenuItem
            key={item.key}
            data-testid={`bottom-sheet-${item.key}`}
            onClick={() => {
              onClose();
              item.onSelect();
            }}
            sx={item.destructive ? { color: 'error.main' } : undefined}
          >
            {item.icon ? <ListItemIcon sx={item.destructive ? { color: 'error.main' } : undefined}>{item.icon}</ListItemIcon> : null}
            <ListItemText primary={item.label} />
          </MenuItem>
        ))}
        <Divider component="li" />
        <MenuItem onClick={onClose} data-testid="bottom-sheet-cancel">
          <ListItemText primary={cancelLabel} />
        </MenuItem>
      </MenuList>
    </Drawer>
  );
}
