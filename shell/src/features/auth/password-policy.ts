import type { FirebaseWebConfig, PasswordPolicy } from '@clipyard/shared';

/** The provider's own rule when a project sets no policy (or does not enforce it): at least 6 characters (SPEC 5). */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 6,
  maxLength: null,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
  allowedNonAlphanumeric: null,
};

/** Identity Toolkit's answer to `GET /v2/passwordPolicy` (what the Firebase SDK's validatePassword reads). */
interface PolicyAnswer {
  enforcementState?: string;
  allowedNonAlphanumericCharacters?: string[];
  customStrengthOptions?: {
    minPasswordLength?: number;
    maxPasswordLength?: number;
    containsLowercaseCharacter?: boolean;
    containsUppercaseCharacter?: boolean;
    containsNumericCharacter?: boolean;
    containsNonAlphanumericCharacter?: boolean;
  };
}

/** Where the policy is read: Identity Toolkit, or the Auth emulator standing in for it. */
export function passwordPolicyUrl(config: FirebaseWebConfig): string {
  const base = config.authEmulatorUrl ? `${config.authEmulatorUrl.replace(/\/$/, '')}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  return `${base}/v2/passwordPolicy?key=${encodeURIComponent(config.apiKey)}`;
}

function fromAnswer(answer: PolicyAnswer): PasswordPolicy {
  // A policy that is not enforced is not the provider's rule: the default one is.
  if (answer.enforcementState !== 'ENFORCE' || !answer.customStrengthOptions) return DEFAULT_PASSWORD_POLICY;
  const options = answer.customStrengthOptions;
  return {
    minLength: options.minPasswordLength ?? DEFAULT_PASSWORD_POLICY.minLength,
    maxLength: options.maxPasswordLength ?? null,
    requireLowercase: options.containsLowercaseCharacter === true,
    requireUppercase: options.containsUppercaseCharacter === true,
    requireNumeric: options.containsNumericCharacter === true,
    requireNonAlphanumeric: options.containsNonAlphanumericCharacter === true,
    allowedNonAlphanumeric: answer.allowedNonAlphanumericCharacters?.length ? answer.allowedNonAlphanumericCharacters.join('') : null,
  };
}

/**
 * Reads the provider's password policy without loading the Firebase SDK (a register page shows the rules before
 * anyone acts), keeps it, and reads it again on `refresh` (after a policy error, SPEC section 5). A provider that has
 * no policy to give (a project without one) means the default policy; so does a failed read, which is not kept, so
 * the next screen asks again. The Auth emulator does not implement the call at all (it answers 501, which the browser
 * logs as a console error on every register page, issue 19 item 19): with the emulator the policy is the default one
 * and nothing is asked.
 */
export function createPasswordPolicyReader(config: () => FirebaseWebConfig, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  let kept: Promise<PasswordPolicy> | null = null;
  const read = async (): Promise<{ policy: PasswordPolicy; keep: boolean }> => {
    if (config().authEmulatorUrl) return { policy: DEFAULT_PASSWORD_POLICY, keep: true };
    try {
      const response = await fetchImpl(passwordPolicyUrl(config()), { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) return { policy: DEFAULT_PASSWORD_POLICY, keep: true };
      return { policy: fromAnswer((await response.json()) as PolicyAnswer), keep: true };
    } catch {
      return { policy: DEFAULT_PASSWORD_POLICY, keep: false };
    }
  };
  return (options: { refresh?: boolean } = {}): Promise<PasswordPolicy> => {
    if (options.refresh || !kept) {
      const reading: Promise<PasswordPolicy> = read().then(({ policy, keep }) => {
        if (!keep && kept === reading) kept = null;
        return policy;
      });
      kept = reading;
    }
    return kept;
  };
}
