import { authActions, authErrorMessage, useStrings } from '@clipyard/shared';
import { LoadingState } from '@clipyard/clip-ui';
import { Alert, Button, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthCard, EmailField, emailProblem, authFormsStrings, finishSignIn } from '../auth-forms';
import { emailActionStrings } from './i18n';
import { forgetLinkEmail, readLinkEmail } from './link-email-storage';
import { LinkFailure } from './LinkFailure';
import { forgetRun, runOnce } from './run-once';

type Step = { step: 'working' } | { step: 'ask-email'; problem: string | null } | { step: 'failed'; code: string };

/** The provider answers these when the address typed is not the one the link was sent to: ask again. */
const WRONG_ADDRESS = new Set(['auth/invalid-email', 'auth/user-mismatch', 'auth/missing-email']);

/**
 * A `signIn` link (ADR 0054): signs in with the address remembered on this device, or asks for it (another device).
 * An existing account is welcomed back and goes to the frontpage; a brand-new identity has no Clipyard account yet
 * and goes to the finish-registration page to choose its username (as after a first Google sign-in).
 */
export function EmailLinkSignIn({ code }: { code: string }) {
  const { t } = useStrings(emailActionStrings);
  const forms = useStrings(authFormsStrings).t;
  const navigate = useNavigate();
  const [state, setState] = useState<Step>(() => (readLinkEmail() ? { step: 'working' } : { step: 'ask-email', problem: null }));
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);

  const complete = useCallback(
    async (address: string, isLive: () => boolean) => {
      const key = `signIn:${code}:${address}`;
      const result = await runOnce(key, () => authActions.signInWithLink(address, window.location.href));
      if (!isLive()) return;
      if (!result.ok) {
        forgetRun(key);
        return setState(WRONG_ADDRESS.has(result.code) ? { step: 'ask-email', problem: authErrorMessage(t, result.code) } : { step: 'failed', code: result.code });
      }
      forgetLinkEmail();
      const target = await finishSignIn(result.value, (name) => forms('login.success', { name }));
      if (isLive()) navigate(target, { replace: true });
    },
    [code, navigate, t, forms],
  );

  useEffect(() => {
    const remembered = readLinkEmail();
    if (!remembered) return;
    let live = true;
    void complete(remembered, () => live);
    return () => {
      live = false;
    };
  }, [complete]);

  if (state.step === 'working') return <LoadingState label={t('emailAction.working')} />;
  if (state.step === 'failed') return <LinkFailure mode="signIn" code={state.code} />;
  const submit = () => {
    setTouched(true);
    if (emailProblem(email)) return;
    setState({ step: 'working' });
    void complete(email.trim(), () => true);
  };
  return (
    <AuthCard heading={t('emailLink.askEmailHeading')} onSubmit={submit} busy={false}>
      <Typography color="text.secondary">{t('emailLink.askEmailBody')}</Typography>
      {state.problem ? <Alert severity="error">{state.problem}</Alert> : null}
      <EmailField value={email} onChange={setEmail} touched={touched} />
      <Button type="submit" variant="contained" size="large">
        {t('emailLink.submit')}
      </Button>
    </AuthCard>
  );
}
