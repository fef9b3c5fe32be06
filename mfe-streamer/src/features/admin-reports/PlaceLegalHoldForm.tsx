import { callApiResult, confirmDialog, errorMessage, notify, useStrings, type ApiErrorCode } from '@clipyard/shared';
import { Box, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { adminReportsStrings } from './i18n';
import { clipIdFromReference } from './legal-hold-target';
import { PrivateNoteField } from './PrivateNoteField';
import { privateNoteTooLong, privateNoteToSend } from './private-note';

type HoldKind = 'clip' | 'user';

/** The server's refusals that are about the clip or the username: shown on that field, not in a notification. */
const TARGET_ERRORS: readonly ApiErrorCode[] = ['CLIP_NOT_FOUND', 'USER_NOT_FOUND', 'USERNAME_INVALID'];

/**
 * Places a legal hold (issue 22 item 6): on a clip, named by its address or id, or on an account, by its username,
 * with the moderators' private note (the request it answers), after a confirm naming the target. A clip reference
 * that is not one is refused on its field before anything is sent.
 */
export function PlaceLegalHoldForm({ onPlaced }: { onPlaced: () => void }) {
  const { t } = useStrings(adminReportsStrings);
  const [kind, setKind] = useState<HoldKind>('clip');
  const [target, setTarget] = useState('');
  const [targetError, setTargetError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [noteRefused, setNoteRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const noteTooLong = privateNoteTooLong(note);

  const place = async (event: FormEvent) => {
    event.preventDefault();
    if (!target.trim() || noteTooLong || busy) return;
    const clipId = kind === 'clip' ? clipIdFromReference(target) : null;
    if (kind === 'clip' && !clipId) return setTargetError(t('reports.legalHolds.notAClip'));
    const name = clipId ?? target.trim();
    const confirmed = await confirmDialog({
      title: t(`reports.legalHolds.placeTitle.${kind}`, { target: name }),
      message: t(`reports.legalHolds.placeConfirm.${kind}`, { target: name }),
      okLabel: t('reports.legalHolds.place'),
    });
    if (!confirmed) return;
    setBusy(true);
    const result = await callApiResult('client/admin/placeLegalHold', { ...(clipId ? { internalClipId: clipId } : { userName: name }), ...privateNoteToSend(note) });
    setBusy(false);
    if (!result.ok && TARGET_ERRORS.includes(result.errorCode)) return setTargetError(errorMessage(t, result.errorCode));
    if (!result.ok && result.errorCode === 'PRIVATE_NOTE_TOO_LONG') return setNoteRefused(true);
    if (!result.ok) return notify({ type: 'negative', message: t('reports.legalHolds.placeFailed', { message: errorMessage(t, result.errorCode) }) });
    notify({ type: 'positive', message: t(`reports.legalHolds.${result.data.wasHeld ? 'alreadyHeld' : 'placed'}.${kind}`, { target: name }) });
    setTarget('');
    setNote('');
    onPlaced();
  };

  return (
    <Box component="form" onSubmit={(e) => void place(e)} noValidate sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' }, mb: 2 }}>
        <FormControl component="fieldset" sx={{ flexShrink: 0 }}>
          <FormLabel component="legend" id="legal-hold-kind-label">
            {t('reports.legalHolds.kindLabel')}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby="legal-hold-kind-label"
            name="legal-hold-kind"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as HoldKind);
              setTarget('');
              setTargetError(null);
            }}
          >
            <FormControlLabel value="clip" control={<Radio />} label={t('reports.legalHolds.kind.clip')} />
            <FormControlLabel value="user" control={<Radio />} label={t('reports.legalHolds.kind.user')} />
          </RadioGroup>
        </FormControl>
        <TextField
          label={kind === 'clip' ? t('reports.legalHolds.clipField') : t('reports.legalHolds.userField')}
          value={target}
          onChange={(event) => {
            setTarget(event.target.value);
            setTargetError(null);
          }}
          autoComplete="off"
          required
          error={targetError !== null}
          helperText={targetError ?? (kind === 'clip' ? t('reports.legalHolds.clipHelp') : ' ')}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: kind === 'clip' ? 500 : 40, spellCheck: false } }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <PrivateNoteField
          value={note}
          onChange={(value) => {
            setNote(value);
            setNoteRefused(false);
          }}
          error={noteTooLong || noteRefused ? errorMessage(t, 'PRIVATE_NOTE_TOO_LONG') : null}
        />
        <Box sx={{ flexShrink: 0, pt: { md: 1 } }}>
          <Button type="submit" variant="contained" disabled={!target.trim() || noteTooLong || busy}>
            {t('reports.legalHolds.place')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
