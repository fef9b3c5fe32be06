import { callApiResult, errorMessage, notify, useStrings, type Clip } from '@clipyard/shared';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { CategoryField } from './CategoryField';
import { categoryFieldStrings } from './i18n';

/** The clip manager's category choice (ADR 0150): setClipCategory for one clip of the streamer's channel. */
export function ClipCategoryDialog({ clip, onClose, onSaved }: { clip: Clip; onClose: () => void; onSaved: () => void }) {
  const { t } = useStrings(categoryFieldStrings);
  const [categoryId, setCategoryId] = useState<number | null>(clip.category?.categoryId ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setBusy(true);
    setError(null);
    const result = await callApiResult('client/clipManage/setClipCategory', { internalClipId: clip.internalClipId, categoryId });
    setBusy(false);
    if (!result.ok) return setError(errorMessage(t, result.errorCode));
    notify({ type: 'positive', message: t('categoryField.saved') });
    onSaved();
    onClose();
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="clip-category-title">
      <DialogTitle id="clip-category-title" sx={{ overflowWrap: 'anywhere' }}>
        {t('categoryField.dialogTitle', { title: clip.clipTitle })}
      </DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <CategoryField value={categoryId} onChange={setCategoryId} disabled={busy} helperText={t('categoryField.managerHelp')} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('categoryField.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {t('categoryField.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
