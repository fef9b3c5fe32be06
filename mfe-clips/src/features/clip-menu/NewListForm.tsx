import { SAVED_LIST_NAME_MAX, callApiResult, errorMessage, useStrings, type ApiErrorCode, type SavedList } from '@clipyard/shared';
import { Box, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { clipMenuStrings } from './i18n';

/**
 * "New list" of the Save dialog: a name of 1 to SAVED_LIST_NAME_MAX characters; the list is made with the clip in it.
 * A refusal (a name taken, too many lists) is said under the field, which keeps what was typed.
 */
export function NewListForm({ internalClipId, onCreated }: { internalClipId: string; onCreated: (list: SavedList) => void }) {
  const { t } = useStrings(clipMenuStrings);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<ApiErrorCode | null>(null);
  const [busy, setBusy] = useState(false);

  if (!open) {
    return (
      <Button onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        {t('menu.save.newList')}
      </Button>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length === 0 || trimmed.length > SAVED_LIST_NAME_MAX) return setError('LIST_NAME_INVALID');
    setBusy(true);
    const result = await callApiResult('client/savedLists/createList', { name: trimmed, internalClipId });
    setBusy(false);
    if (!result.ok) return setError(result.errorCode);
    onCreated(result.data.list);
    setName('');
    setError(null);
    setOpen(false);
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          autoFocus
          size="small"
          fullWidth
          label={t('menu.save.nameLabel')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ? errorMessage(t, error) : t('menu.save.nameHelp', { length: name.trim().length, max: SAVED_LIST_NAME_MAX })}
          disabled={busy}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ flexShrink: 0, mt: 0.25 }}>
          {t('menu.save.create')}
        </Button>
      </Stack>
    </Box>
  );
}
