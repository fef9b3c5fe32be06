import { SUBMIT_MIN_FOLLOW_DAYS_MAX, useStrings } from '@clipyard/shared';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { submitWhoList, type PageForm, type SubmitWho } from './page-form';
import { pageEditorStrings } from './i18n';

/**
 * "Who may submit clips" (issue 23 item 4): anyone signed in, followers, or followers of at least N days; "no one" is
 * the Closed choice above it. The days field sits in the third choice's row; typing in it picks that choice.
 */
export function SubmitWhoField({ form, onChange, error }: { form: PageForm; onChange: (change: Partial<PageForm>) => void; error?: string }) {
  const { t } = useStrings(pageEditorStrings);
  const closed = form.requestPolicy === 'closed';
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id="submit-who-label">
        {t('pageEditor.submitWho')}
      </FormLabel>
      <FormHelperText sx={{ mx: 0 }}>{closed ? t('pageEditor.submitWhoClosed') : t('pageEditor.submitWhoHelp')}</FormHelperText>
      <RadioGroup aria-labelledby="submit-who-label" value={form.submitWho} onChange={(e) => onChange({ submitWho: e.target.value as SubmitWho })}>
        {submitWhoList.map((who) =>
          who === 'followersFor' ? (
            <Stack key={who} direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <FormControlLabel value={who} control={<Radio />} label={t('pageEditor.submitWhoOptions.followersFor')} sx={{ mr: 0 }} />
              <TextField
                size="small"
                label={t('pageEditor.followDays')}
                value={form.followDays}
                // Typing days means this choice: it is picked with them (a disabled field's helper text would also
                // fall below the contrast minimum, as axe found in the Light theme).
                onChange={(e) => onChange({ followDays: e.target.value, submitWho: 'followersFor' })}
                error={Boolean(error)}
                helperText={error ?? t('pageEditor.followDaysHelp', { max: SUBMIT_MIN_FOLLOW_DAYS_MAX })}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3, 'data-testid': 'follow-days' } }}
                sx={{ width: 180 }}
              />
            </Stack>
          ) : (
            <FormControlLabel key={who} value={who} control={<Radio />} label={t(`pageEditor.submitWhoOptions.${who}`)} />
          ),
        )}
      </RadioGroup>
    </FormControl>
  );
}
