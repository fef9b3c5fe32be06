import { errorMessage, useStrings, type ApiErrorCode } from '@clipyard/shared';
import { Alert, Box, Button, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { NewListForm } from './NewListForm';
import { clipMenuStrings } from './i18n';
import { useSaveLists } from './use-save-lists';

/**
 * The clip menu's Save (issue 23 item 5, ADR 0149): a checkbox for each of the viewer's lists ("Saved" first) ticked
 * where the clip is; ticking saves it there at once and unticking takes it out, taken back with a message when the
 * server refuses. "New list" makes a list with the clip in it. The viewer is signed in (the menu asks first).
 */
export function SaveToListDialog({ open, onClose, internalClipId, clipTitle }: { open: boolean; onClose: () => void; internalClipId: string; clipTitle?: string }) {
  const { t } = useStrings(clipMenuStrings);
  const titleId = useId();
  const { state, pending, toggle, created, reload } = useSaveLists(open, internalClipId);
  const [failure, setFailure] = useState<ApiErrorCode | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs" data-testid="save-dialog">
      <DialogTitle id={titleId}>{t('menu.save.title')}</DialogTitle>
      <DialogContent>
        {clipTitle ? (
          <Typography color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {clipTitle}
          </Typography>
        ) : null}
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mb: 1 }} onClose={() => setFailure(null)}>
            {t('menu.save.failed')} {errorMessage(t, failure)}
          </Alert>
        ) : null}
        {state.kind === 'loading' ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
            <CircularProgress size={20} aria-hidden="true" />
            <Typography>{t('menu.save.loading')}</Typography>
          </Box>
        ) : state.kind === 'error' ? (
          <Alert severity="error" action={<Button color="inherit" onClick={() => void reload()}>{t('menu.save.retry')}</Button>}>
            {t('menu.save.loadFailed')} {errorMessage(t, state.errorCode)}
          </Alert>
        ) : (
          <>
            <FormGroup aria-label={t('menu.save.listsLabel')} sx={{ mb: 1 }}>
              {state.lists.map((list) => (
                <FormControlLabel
                  key={list.listId}
                  control={
                    <Checkbox
                      checked={list.hasClip}
                      disabled={pending.has(list.listId)}
                      onChange={() => {
                        setFailure(null);
                        void toggle(list).then((code) => code && setFailure(code));
                      }}
                    />
                  }
                  label={list.name ?? t('menu.save.savedList')}
                  sx={{ '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
                />
              ))}
            </FormGroup>
            {state.lists.length - 1 < state.maxLists ? (
              <NewListForm internalClipId={internalClipId} onCreated={created} />
            ) : (
              <Typography color="text.secondary">{t('menu.save.tooMany', { max: state.maxLists })}</Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button component={Link} to="/account/lists" onClick={close} color="inherit">
          {t('menu.save.allLists')}
        </Button>
        <Button variant="contained" onClick={close}>
          {t('menu.save.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
