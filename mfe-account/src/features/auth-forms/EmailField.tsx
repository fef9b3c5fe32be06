import { TextField } from '@mui/material';
import type { TFunction } from 'i18next';
import { emailProblem } from './AuthCard';

/** The email field of every account form: focused first, checked once the form was submitted. */
export function EmailField({ value, onChange, touched, t }: { value: string; onChange: (value: string) => void; touched: boolean; t: TFunction }) {
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
