import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useStrings } from '@clipyard/shared';
import { SHORTCUT_ROWS } from './player-shortcuts';
import { clipPageStrings } from './i18n';

// Its own module: the clip page loads it (React.lazy) the first time `?` or the help button asks for it.
/** The cheat sheet (`?`): every shortcut, in a table. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useStrings(clipPageStrings);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="shortcuts-title" maxWidth="xs" fullWidth>
      <DialogTitle id="shortcuts-title">{t('clipPage.player.shortcutsTitle')}</DialogTitle>
      {/* On a short window the list scrolls: the region is focusable so a keyboard can scroll it (axe). */}
      <DialogContent tabIndex={0} role="region" aria-labelledby="shortcuts-title">
        <Table size="small" aria-labelledby="shortcuts-title">
          <TableBody>
            {SHORTCUT_ROWS.map((row) => (
              <TableRow key={row.labelKey}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {row.keys.map((key, index) => (
                    <Box component="span" key={key}>
                      {index > 0 ? ' / ' : null}
                      <Box component="kbd" sx={{ fontFamily: 'monospace', px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 0.5 }}>
                        {key}
                      </Box>
                    </Box>
                  ))}
                </TableCell>
                <TableCell>{t(`clipPage.player.keys.${row.labelKey}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('clipPage.player.shortcutsNote')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('clipPage.player.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export default ShortcutsDialog;
