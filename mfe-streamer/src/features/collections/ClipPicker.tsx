import { callApiResult, errorMessage, useStrings, type ApiErrorCode, type Clip } from '@clipyard/shared';
import { Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { ClipThumbnail } from '../clip-manager';
import { collectionsStrings } from './i18n';

type PickerState = { status: 'loading' } | { status: 'error'; errorCode: ApiErrorCode } | { status: 'ready'; clips: Clip[] };

/**
 * Picks clips of the streamer's own channel to add: the published, ready ones (what a collection can show) not in the
 * collection yet, newest first, searchable by title. Mounted only while open.
 */
export function ClipPicker({ heading, exclude, busy, onAdd, onClose }: { heading: string; exclude: string[]; busy: boolean; onAdd: (ids: string[]) => void; onClose: () => void }) {
  const { t } = useStrings(collectionsStrings);
  const [state, setState] = useState<PickerState>({ status: 'loading' });
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [attempt, setAttempt] = useState(0);
  const excluded = exclude.join(',');

  useEffect(() => {
    let live = true;
    void callApiResult('client/clipManage/getChannelClips', {}).then((result) => {
      if (!live) return;
      const skip = new Set(excluded.split(','));
      setState(result.ok ? { status: 'ready', clips: result.data.clipList.filter((c) => c.status === 'ready' && !skip.has(c.internalClipId)) } : { status: 'error', errorCode: result.errorCode });
    });
    return () => {
      live = false;
    };
  }, [excluded, attempt]);

  const needle = query.trim().toLowerCase();
  const shown = state.status === 'ready' ? state.clips.filter((c) => !needle || c.clipTitle.toLowerCase().includes(needle)) : [];
  const toggle = (id: string) => setChosen((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));

  return (
    <Dialog open onClose={onClose} aria-labelledby="clip-picker-heading" fullWidth maxWidth="md">
      <DialogTitle id="clip-picker-heading">{heading}</DialogTitle>
      <DialogContent>
        <TextField label={t('collections.pickerSearch')} value={query} onChange={(e) => setQuery(e.target.value)} size="small" fullWidth sx={{ mt: 1, mb: 2 }} type="search" />
        {state.status === 'loading' ? <Typography role="status">{t('collections.pickerLoading')}</Typography> : null}
        {state.status === 'error' ? (
          <Alert severity="error" action={<Button color="inherit" onClick={() => setAttempt((n) => n + 1)}>{t('collections.retry')}</Button>}>
            {t('collections.pickerFailed', { message: errorMessage(t, state.errorCode) })}
          </Alert>
        ) : null}
        {state.status === 'ready' && shown.length === 0 ? <Typography color="text.secondary">{state.clips.length === 0 ? t('collections.pickerEmpty') : t('collections.pickerNoMatch')}</Typography> : null}
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((clip) => (
            <Box component="li" key={clip.internalClipId}>
              <FormControlLabel
                control={<Checkbox checked={chosen.includes(clip.internalClipId)} onChange={() => toggle(clip.internalClipId)} />}
                label={
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <ClipThumbnail clip={clip} width={80} />
                    <Typography sx={{ overflowWrap: 'anywhere' }}>{clip.clipTitle}</Typography>
                  </Stack>
                }
              />
            </Box>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('collections.cancel')}</Button>
        <Button variant="contained" disabled={chosen.length === 0 || busy} onClick={() => onAdd(chosen)}>
          {t('collections.pickerAdd', { count: chosen.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
