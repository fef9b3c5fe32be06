import { Drawer, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Divider } from '@mui/material';
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
 * anchored at the bottom with a keyboard-navigable list (Tab/arrow keys, Enter, Escape closes).
 * Selecting an item closes the sheet first, then runs the action.
 */
export function BottomSheet({ open, onClose, title, items, cancelLabel }: BottomSheetProps) {
  const titleId = useId();
  const visible = items.filter((item) => !item.hidden);
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': title ? titleId : undefined, sx: { maxWidth: 560, mx: 'auto', borderTopLeftRadius: 12, borderTopRightRadius: 12 } } as object }}
    >
      <List
        role="menu"
        aria-labelledby={title ? titleId : undefined}
        subheader={title ? <ListSubheader id={titleId} component="li">{title}</ListSubheader> : undefined}
        data-testid="bottom-sheet"
      >
        {visible.map((item, index) => (
          <ListItemButton
            key={item.key}
            role="menuitem"
            autoFocus={index === 0}
            data-testid={`bottom-sheet-${item.key}`}
            onClick={() => {
              onClose();
              item.onSelect();
            }}
            sx={item.destructive ? { color: 'error.main' } : undefined}
          >
            {item.icon ? <ListItemIcon sx={item.destructive ? { color: 'error.main' } : undefined}>{item.icon}</ListItemIcon> : null}
            <ListItemText primary={item.label} />
          </ListItemButton>
        ))}
        <Divider component="li" role="separator" />
        <ListItemButton role="menuitem" onClick={onClose} data-testid="bottom-sheet-cancel">
          <ListItemText primary={cancelLabel} />
        </ListItemButton>
      </List>
    </Drawer>
  );
}
