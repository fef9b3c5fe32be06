import { useStrings } from '@clipyard/shared';
import { TextField } from '@mui/material';
import { emailProblem } from './AuthCard';
import { authFormsStrings } from './i18n';

/** The email field of every account form: focused first, checked once the form was submitted. */
export function EmailField({ value, onChange, touched }: { value: string; onChange: (value: string) => void; touched: boolean }) {
  const { t } = useStrings(authFormsStrings);
  const problem = touched ? emailProblem(value) : null;
  return (
    <TextField
      label={t('forms.email')}
      type="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="email"
      required
      autoFocus
      error={Boolean(problem)}
      helperText={problem ? t(problem) : undefined}
    />
  );
}
