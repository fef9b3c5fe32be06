import { authActions, type PasswordPolicy } from '@clipyard/shared';
import { useCallback, useEffect, useState } from 'react';

/** The identity provider's default policy (SPEC section 5): at least 6 characters, nothing else. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 6,
  maxLength: null,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
  allowedNonAlphanumeric: null,
};

export type PasswordRule = 'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'numeric' | 'nonAlphanumeric';

/**
 * The rules a policy has, in the order they are shown, each with whether this password meets it. Counted as the
 * provider counts (the Firebase SDK's validatePassword): length in UTF-16 units, letters and digits ASCII only, a
 * symbol one of the provider's allowed ones when it names them.
 */
export function passwordRuleChecks(policy: PasswordPolicy, password: string): { rule: PasswordRule; met: boolean }[] {
  const symbol = (char: string) => (policy.allowedNonAlphanumeric ? policy.allowedNonAlphanumeric.includes(char) : !/[A-Za-z0-9]/.test(char));
  const checks: { rule: PasswordRule; met: boolean; active: boolean }[] = [
    { rule: 'minLength', met: password.length >= policy.minLength, active: true },
    { rule: 'maxLength', met: policy.maxLength === null || password.length <= policy.maxLength, active: policy.maxLength !== null },
    { rule: 'lowercase', met: /[a-z]/.test(password), active: policy.requireLowercase },
    { rule: 'uppercase', met: /[A-Z]/.test(password), active: policy.requireUppercase },
    { rule: 'numeric', met: /[0-9]/.test(password), active: policy.requireNumeric },
    { rule: 'nonAlphanumeric', met: [...password].some(symbol), active: policy.requireNonAlphanumeric },
  ];
  return checks.filter((check) => check.active).map(({ rule, met }) => ({ rule, met }));
}

export function meetsPasswordPolicy(policy: PasswordPolicy, password: string): boolean {
  return passwordRuleChecks(policy, password).every((check) => check.met);
}

/** Provider answers that mean "the policy you showed is not the one I apply": read it again (SPEC section 5). */
export function isPasswordPolicyError(code: string): boolean {
  return code === 'auth/password-does-not-meet-requirements' || code === 'auth/weak-password';
}

async function readPolicy(refresh: boolean): Promise<PasswordPolicy> {
  // A shell built before this action existed (platform 1.1.0) has none: the default policy then (ADR 0104).
  if (typeof authActions.passwordPolicy !== 'function') return DEFAULT_PASSWORD_POLICY;
  const result = await authActions.passwordPolicy({ refresh });
  return result.ok ? result.value : DEFAULT_PASSWORD_POLICY;
}

/**
 * The provider's password policy for a new-password form: the default one at once, the provider's as soon as it
 * answers; `refresh()` reads it again (call it when the provider refused a password for its policy).
 */
export function usePasswordPolicy(): { policy: PasswordPolicy; refresh: () => Promise<void> } {
  const [policy, setPolicy] = useState<PasswordPolicy>(DEFAULT_PASSWORD_POLICY);
  useEffect(() => {
    let live = true;
    void readPolicy(false).then((read) => live && setPolicy(read));
    return () => {
      live = false;
    };
  }, []);
  const refresh = useCallback(async () => setPolicy(await readPolicy(true)), []);
  return { policy, refresh };
}
