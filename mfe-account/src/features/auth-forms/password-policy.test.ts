import { DEFAULT_PASSWORD_POLICY, meetsPasswordPolicy, passwordRuleChecks } from './password-policy';

const strict = { ...DEFAULT_PASSWORD_POLICY, minLength: 8, maxLength: 12, requireLowercase: true, requireUppercase: true, requireNumeric: true, requireNonAlphanumeric: true };
const met = (policy: typeof strict, password: string) => Object.fromEntries(passwordRuleChecks(policy, password).map((c) => [c.rule, c.met]));

test('only the rules the policy has are checked; the default policy is the minimum length alone', () => {
  expect(passwordRuleChecks(DEFAULT_PASSWORD_POLICY, '12345')).toEqual([{ rule: 'minLength', met: false }]);
  expect(meetsPasswordPolicy(DEFAULT_PASSWORD_POLICY, '123456')).toBe(true);
});

test('letters and digits are counted as the provider counts them: ASCII only, length in UTF-16 units', () => {
  // 'é', 'Ä' and a full-width digit are no lowercase, uppercase or digit for Firebase's validatePassword.
  expect(met(strict, 'éÄ１!!!!!')).toMatchObject({ lowercase: false, uppercase: false, numeric: false, nonAlphanumeric: true, minLength: true });
  expect(met(strict, 'aB3!')).toMatchObject({ lowercase: true, uppercase: true, numeric: true, nonAlphanumeric: true, minLength: false });
  // Four emoji are eight UTF-16 units: long enough for 8, as the provider sees it; 13 units are too long for 12.
  expect(met(strict, '😀😀😀😀')).toMatchObject({ minLength: true, maxLength: true });
  expect(met(strict, 'aB3!aB3!aB3!a')).toMatchObject({ maxLength: false });
  expect(meetsPasswordPolicy(strict, 'aB3!aB3!')).toBe(true);
});

test('a symbol is one of the provider’s allowed ones when it names them', () => {
  const named = { ...strict, allowedNonAlphanumeric: '!#' };
  expect(met(named, 'aB3$aB3$')).toMatchObject({ nonAlphanumeric: false });
  expect(met(named, 'aB3#aB3$')).toMatchObject({ nonAlphanumeric: true });
  expect(met(strict, 'aB3 aB3x')).toMatchObject({ nonAlphanumeric: true });
});
