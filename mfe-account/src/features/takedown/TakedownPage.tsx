import { callApiResult, clipPath, errorMessage, useStrings } from '@clipyard/shared';
import { Alert, Box, Button, Checkbox, FormControlLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { MAX_CLIP_LINES, readClipLines } from './clip-lines';
import { takedownStrings } from './i18n';

type Field = 'clipUrls' | 'work' | 'claimantName' | 'claimantEmail' | 'signature';
const FIELDS: readonly Field[] = ['clipUrls', 'work', 'claimantName', 'claimantEmail', 'signature'];
const EMPTY: Record<Field, string> = { clipUrls: '', work: '', claimantName: '', claimantEmail: '', signature: '' };
const MAX: Record<Field, number> = { clipUrls: 50 * 2048, work: 4000, claimantName: 200, claimantEmail: 254, signature: 200 };

/**
 * `/about/takedown` (issue 22 item 3, ADR 0135): the public copyright notice form, signed in or not. The clip
 * addresses are checked line by line here (a line that is not a clip address of this site is named) and by the server
 * (a line naming no clip is named from its answer). Once sent, the clips are hidden and the page says so.
 */
export function TakedownPage() {
  const { t } = useStrings(takedownStrings);
  const [values, setValues] = useState(EMPTY);
  const [goodFaith, setGoodFaith] = useState(false);
  const [accurate, setAccurate] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field | 'statements', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [hidden, setHidden] = useState<number | null>(null);
  const origin = window.location.origin;

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Partial<Record<Field | 'statements', string>> = {};
    for (const field of FIELDS) if (!values[field].trim()) found[field] = t('takedown.required');
    const { addresses, lines, problem } = readClipLines(values.clipUrls, origin);
    if (problem) found.clipUrls = t('takedown.lineNotClip', { line: problem.line, text: problem.text });
    else if (addresses.length === 0) found.clipUrls = t('takedown.noClips');
    else if (addresses.length > MAX_CLIP_LINES) found.clipUrls = t('takedown.tooManyLines', { max: MAX_CLIP_LINES });
    if (!goodFaith || !accurate) found.statements = t('takedown.statementsRequired');
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    const result = await callApiResult('client/report/fileTakedownNotice', {
      clipUrlList: addresses,
      workDescription: values.work.trim(),
      claimantName: values.claimantName.trim(),
      claimantEmail: values.claimantEmail.trim(),
      goodFaith: true,
      accurate: true,
      signature: values.signature.trim(),
    });
    setBusy(false);
    if (result.ok) return setHidden(result.data.hiddenClipCount);
    if (result.errorCode === 'TAKEDOWN_CLIP_NOT_FOUND') {
      const index = result.publicReason ? addresses.indexOf(result.publicReason) : -1;
      if (index >= 0) return setErrors({ clipUrls: t('takedown.lineNoSuchClip', { line: lines[index], text: addresses[index] }) });
    }
    if (result.errorCode === 'TAKEDOWN_EMAIL_INVALID') return setErrors({ claimantEmail: errorMessage(t, result.errorCode) });
    setFailure(t('takedown.failed', { reason: errorMessage(t, result.errorCode) }));
  };

  const field = (name: Field, props: { multiline?: boolean; type?: string; help?: string; autoComplete?: string } = {}) => (
    <TextField
      fullWidth
      required
      name={name}
      label={t(`takedown.${name}`)}
      value={values[name]}
      onChange={set(name)}
      multiline={props.multiline}
      minRows={props.multiline ? 3 : undefined}
      type={props.type}
      autoComplete={props.autoComplete}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? props.help}
      slotProps={{ htmlInput: { maxLength: MAX[name], 'data-testid': `takedown-${name}` } }}
    />
  );

  return (
    <Box component="section" aria-labelledby="takedown-heading" sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, width: '100%', maxWidth: 760 }}>
        <Typography id="takedown-heading" variant="h5" component="h1" gutterBottom>
          {t('takedown.heading')}
        </Typography>
        {hidden !== null ? (
          <Alert severity="success" role="status" data-testid="takedown-sent" action={
            <Button color="inherit" size="small" onClick={() => { setHidden(null); setValues(EMPTY); setGoodFaith(false); setAccurate(false); }}>
              {t('takedown.another')}
            </Button>
          }>
            <Typography sx={{ fontWeight: 600 }}>{t('takedown.sentTitle')}</Typography>
            <Typography>{t('takedown.sentBody', { count: hidden })}</Typography>
          </Alert>
        ) : (
          <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t('takedown.intro')}
            </Typography>
            <Stack spacing={2.5}>
              {field('clipUrls', { multiline: true, help: t('takedown.clipUrlsHelp', { example: `${origin}${clipPath('channel', 'abc123')}` }) })}
              {field('work', { multiline: true, help: t('takedown.workHelp') })}
              {field('claimantName', { autoComplete: 'name' })}
              {field('claimantEmail', { type: 'email', autoComplete: 'email', help: t('takedown.claimantEmailHelp') })}
              <Box>
                <FormControlLabel
                  control={<Checkbox checked={goodFaith} onChange={(event) => { setGoodFaith(event.target.checked); setErrors((e) => ({ ...e, statements: undefined })); }} />}
                  label={t('takedown.goodFaith')}
                />
                <FormControlLabel
                  control={<Checkbox checked={accurate} onChange={(event) => { setAccurate(event.target.checked); setErrors((e) => ({ ...e, statements: undefined })); }} />}
                  label={t('takedown.accurate')}
                />
                {errors.statements ? (
                  <Typography color="error" variant="body2" role="alert">
                    {errors.statements}
                  </Typography>
                ) : null}
              </Box>
              {field('signature')}
              {failure ? (
                <Alert severity="error" role="alert">
                  {failure}
                </Alert>
              ) : null}
              <Box>
                <Button type="submit" variant="contained" disabled={busy} data-testid="takedown-submit">
                  {busy ? t('takedown.sending') : t('takedown.submit')}
                </Button>
              </Box>
            </Stack>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
