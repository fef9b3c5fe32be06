import type { PasswordPolicy } from '@clipyard/shared';
import { useStrings } from '@clipyard/shared';
import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { PasswordField } from './PasswordField';
import { authFormsStrings } from './i18n';
import { passwordRuleChecks, type PasswordRule } from './password-policy';

/**
 * A new password (register, reset link): the provider's policy as a list of rules under the field, each marked as met
 * while the person types (SPEC section 5); once the form was submitted, an unmet rule turns the field to an error.
 */
export function NewPasswordField({ value, onChange, touched, policy }: { value: string; onChange: (value: string) => void; touched: boolean; policy: PasswordPolicy }) {
  const { t } = useStrings(authFormsStrings);
  const rulesId = useId();
  const checks = passwordRuleChecks(policy, value);
  const unmet = checks.filter((check) => !check.met);
  const showError = touched && unmet.length > 0;
  const ruleText = (rule: PasswordRule) =>
    rule === 'minLength'
      ? t('register.passwordHelp', { min: policy.minLength })
      : rule === 'maxLength'
        ? t('forms.passwordRules.maxLength', { max: policy.maxLength ?? 0 })
        : rule === 'nonAlphanumeric' && policy.allowedNonAlphanumeric
          ? t('forms.passwordRules.nonAlphanumericOf', { symbols: [...policy.allowedNonAlphanumeric].join(' ') })
          : t(`forms.passwordRules.${rule}`);
  return (
    <Box>
      <PasswordField
        value={value}
        onChange={onChange}
        autoComplete="new-password"
        error={showError}
        describedBy={rulesId}
        helperText={showError ? (unmet[0]!.rule === 'minLength' ? t('forms.passwordTooShort', { min: policy.minLength }) : t('forms.passwordRulesUnmet')) : undefined}
      />
      <Box id={rulesId} data-testid="password-rules" sx={{ mt: 0.5, mx: 1.75 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('forms.passwordRules.heading')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {checks.map(({ rule, met }) => (
            <Typography key={rule} component="li" variant="caption" data-rule={rule} data-met={met} sx={{ display: 'block', color: met ? 'success.main' : 'text.secondary' }}>
              <span aria-hidden="true">{met ? '✓ ' : '○ '}</span>
              <span>{ruleText(rule)}</span>
              <Box component="span" sx={VISUALLY_HIDDEN}>
                {met ? t('forms.passwordRules.met') : t('forms.passwordRules.unmet')}
              </Box>
            </Typography>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

const VISUALLY_HIDDEN = { border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: '1px' } as const;
