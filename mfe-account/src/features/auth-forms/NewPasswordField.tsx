import { useStrings } from '@clipyard/shared';
import { PasswordField } from './PasswordField';
import { PASSWORD_MIN_LENGTH, authFormsStrings } from './i18n';

/** A new password (register, reset): the rules under the field, an error once the form was submitted too short. */
export function NewPasswordField({ value, onChange, touched }: { value: string; onChange: (value: string) => void; touched: boolean }) {
  const { t } = useStrings(authFormsStrings);
  const tooShort = touched && value.length < PASSWORD_MIN_LENGTH;
  return (
    <PasswordField
      value={value}
      onChange={onChange}
      autoComplete="new-password"
      error={tooShort}
      helperText={tooShort ? t('forms.passwordTooShort', { min: PASSWORD_MIN_LENGTH }) : t('register.passwordHelp', { min: PASSWORD_MIN_LENGTH })}
    />
  );
}
