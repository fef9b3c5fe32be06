import { errorMessage, notify, useStrings } from '@clipyard/shared';
import { Alert, Box, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { policyStrings } from './policy-i18n';
import { saveSubmissionPolicy, type SubmissionChoice } from './save-policy';

/**
 * The one step right after a channel is connected (issue 19, ADR 0119): how other people's submissions reach it.
 * The server already put the channel in Approval when it was claimed, so leaving the step alone is the safe outcome;
 * saving 'open' is the only change it can make. It takes the focus when it appears, so it is heard and reached first.
 */
export function SubmissionPolicyStep({ channel, onDone }: { channel: string; onDone: () => void }) {
  const { t } = useStrings(policyStrings);
  const headingId = useId();
  const legendId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [choice, setChoice] = useState<SubmissionChoice>('approval');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => heading.current?.focus(), []);

  const save = async () => {
    setBusy(true);
    setFailure(null);
    const errorCode = await saveSubmissionPolicy(channel, choice);
    setBusy(false);
    if (errorCode) return setFailure(errorMessage(t, errorCode));
    notify({ type: 'positive', message: t(choice === 'approval' ? 'submissionPolicy.savedApproval' : 'submissionPolicy.savedOpen', { channel }) });
    onDone();
  };

  // The label is the radio's name; the help under it is its description.
  const option = (value: SubmissionChoice, label: string, help: string) => (
    <Box sx={{ mb: 1 }}>
      <FormControlLabel value={value} control={<Radio slotProps={{ input: { 'aria-describedby': `${legendId}-${value}` } }} />} label={label} />
      <Typography id={`${legendId}-${value}`} variant="body2" color="text.secondary" sx={{ ml: 4 }}>
        {help}
      </Typography>
    </Box>
  );

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="submission-policy-step" sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography id={headingId} ref={heading} tabIndex={-1} variant="h6" component="h2" gutterBottom sx={{ outline: 'none' }}>
        {t('submissionPolicy.heading', { channel })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('submissionPolicy.intro')}
      </Typography>
      <FormControl component="fieldset">
        <FormLabel component="legend" id={legendId}>
          {t('submissionPolicy.legend')}
        </FormLabel>
        <RadioGroup aria-labelledby={legendId} value={choice} onChange={(event) => setChoice(event.target.value as SubmissionChoice)} sx={{ mt: 1 }}>
          {option('approval', t('submissionPolicy.approval'), t('submissionPolicy.approvalHelp'))}
          {option('open', t('submissionPolicy.open'), t('submissionPolicy.openHelp'))}
        </RadioGroup>
      </FormControl>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {t('submissionPolicy.failed')} {failure}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {busy ? t('submissionPolicy.saving') : t('submissionPolicy.save')}
        </Button>
        <Button component={Link} to="/streamer/pageEditor">
          {t('submissionPolicy.pageEditor')}
        </Button>
      </Stack>
    </Box>
  );
}
