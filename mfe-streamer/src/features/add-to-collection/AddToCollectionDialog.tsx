import { COLLECTION_TITLE_MAX, COLLECTIONS_MAX, errorMessage, notify, useStrings, type Clip, type CollectionSummary } from '@clipyard/shared';
import { Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { titleIn } from './collection-title';
import { addToCollectionStrings } from './i18n';
import { useClipCollections } from './use-clip-collections';

/**
 * The clip manager's "Add to collection" (ADR 0148 addendum): the streamer's collections as checkboxes, ticked where
 * the clip is; ticking adds it at the end and unticking takes it out, at once, put back with the server's reason when
 * refused (a full collection, a clip not ready). "New collection" makes one titled in the studio's language with the
 * clip in it. MUI's Dialog gives the focus back to the button that opened it when it closes.
 */
export function AddToCollectionDialog({ clip, onClose }: { clip: Clip; onClose: () => void }) {
  const { t, i18n } = useStrings(addToCollectionStrings);
  const { state, pending, reload, set, create } = useClipCollections(clip.internalClipId);
  const [problem, setProblem] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [creating, setCreating] = useState(false);
  const language = i18n.language;

  const toggle = async (collection: CollectionSummary, inIt: boolean) => {
    setProblem(null);
    const name = titleIn(collection, language);
    const outcome = await set(collection, inIt);
    if (!outcome.ok) {
      setProblem(t(inIt ? 'addToCollection.addFailed' : 'addToCollection.removeFailed', { collection: name, message: errorMessage(t, outcome.errorCode) }));
      return;
    }
    notify({ type: 'positive', message: t(inIt ? 'addToCollection.added' : 'addToCollection.removed', { collection: name }) });
  };

  const makeNew = async () => {
    const trimmed = title.trim();
    if (!trimmed || creating) return;
    setProblem(null);
    setCreating(true);
    const titles = language.startsWith('ja') ? { titleEn: '', titleJa: trimmed } : { titleEn: trimmed, titleJa: '' };
    const outcome = await create(titles);
    setCreating(false);
    if (outcome.step === 'create') return setProblem(t('addToCollection.createFailed', { message: errorMessage(t, outcome.errorCode) }));
    setTitle('');
    if (outcome.step === 'add') return setProblem(t('addToCollection.addFailed', { collection: trimmed, message: errorMessage(t, outcome.errorCode) }));
    notify({ type: 'positive', message: t('addToCollection.created', { collection: trimmed }) });
  };

  const full = state.status === 'ready' && state.collections.length >= COLLECTIONS_MAX;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-to-collection-title">
      <DialogTitle id="add-to-collection-title" sx={{ overflowWrap: 'anywhere' }}>
        {t('addToCollection.dialogTitle', { title: clip.clipTitle })}
      </DialogTitle>
      <DialogContent>
        {problem ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="add-to-collection-problem">
            {problem}
          </Alert>
        ) : null}
        {state.status === 'loading' ? (
          <Typography role="status">{t('addToCollection.loading')}</Typography>
        ) : state.status === 'error' ? (
          <Alert severity="error" action={<Button color="inherit" onClick={() => void reload()}>{t('addToCollection.retry')}</Button>}>
            {t('addToCollection.failed', { message: errorMessage(t, state.errorCode) })}
          </Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {state.collections.length === 0 ? t('addToCollection.empty') : t('addToCollection.help')}
            </Typography>
            {state.collections.length > 0 ? (
              <Box component="ul" aria-label={t('addToCollection.listLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {state.collections.map((collection) => (
                  <li key={collection.collectionId}>
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={state.holding.has(collection.collectionId)}
                          disabled={pending.has(collection.collectionId)}
                          onChange={(event) => void toggle(collection, event.target.checked)}
                        />
                      }
                      label={
                        <span>
                          {titleIn(collection, language)}{' '}
                          <Typography component="span" variant="body2" color="text.secondary">
                            ({t('addToCollection.clipCount', { count: collection.clipCount })})
                          </Typography>
                        </span>
                      }
                      sx={{ overflowWrap: 'anywhere' }}
                    />
                  </li>
                ))}
              </Box>
            ) : null}
            <Box
              component="form"
              onSubmit={(event) => {
                event.preventDefault();
                void makeNew();
              }}
              sx={{ mt: 2 }}
            >
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
                <TextField
                  size="small"
                  label={t('addToCollection.newLabel')}
                  value={title}
                  onChange={(event) => setTitle(event.target.value)}
                  disabled={full || creating}
                  helperText={full ? t('addToCollection.full') : t('addToCollection.newHelp')}
                  slotProps={{ htmlInput: { maxLength: COLLECTION_TITLE_MAX, lang: language.startsWith('ja') ? 'ja' : 'en' } }}
                  sx={{ flexGrow: 1 }}
                />
                <Button type="submit" variant="outlined" disabled={full || creating || title.trim() === ''}>
                  {t('addToCollection.create')}
                </Button>
              </Stack>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('addToCollection.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
