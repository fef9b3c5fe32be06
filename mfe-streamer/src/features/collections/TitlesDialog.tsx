import { COLLECTION_TITLE_MAX, useStrings } from '@clipyard/shared';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { collectionsStrings } from './i18n';

export interface Titles {
  titleEn: string;
  titleJa: string;
}

/**
 * The two titles of a collection, for a new one or a rename. Save needs one of them; the server checks the same
 * (COLLECTION_TITLE_REQUIRED) and the length. Mounted only while open, so it starts from `initial` each time.
 */
export function TitlesDialog({ heading, initial, busy, onSave, onClose }: { heading: string; initial: Titles; busy: boolean; onSave: (titles: Titles) => void; onClose: () => void }) {
  const { t } = useStrings(collectionsStrings);
  const [titles, setTitles] = useState(initial);
  const ready = Boolean(titles.titleEn.trim() || titles.titleJa.trim());
  return (
    <Dialog open onClose={onClose} aria-labelledby="collection-titles-heading" fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready && !busy) onSave({ titleEn: titles.titleEn.trim(), titleJa: titles.titleJa.trim() });
        }}
      >
        <DialogTitle id="collection-titles-heading">{heading}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('collections.titleEn')}
              value={titles.titleEn}
              onChange={(e) => setTitles({ ...titles, titleEn: e.target.value })}
              slotProps={{ htmlInput: { maxLength: COLLECTION_TITLE_MAX, lang: 'en' } }}
              autoFocus
            />
            <TextField
              label={t('collections.titleJa')}
              value={titles.titleJa}
              onChange={(e) => setTitles({ ...titles, titleJa: e.target.value })}
              slotProps={{ htmlInput: { maxLength: COLLECTION_TITLE_MAX, lang: 'ja' } }}
            />
            <Typography variant="body2" color="text.secondary">
              {t('collections.titleHelp')}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('collections.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!ready || busy}>
            {t('collections.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
