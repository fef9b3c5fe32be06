import type { FirebaseWebConfig } from '@clipyard/shared';
import { createPasswordPolicyReader, DEFAULT_PASSWORD_POLICY, passwordPolicyUrl } from './password-policy';

const production: FirebaseWebConfig = { apiKey: 'key-1', authDomain: 'clips.example', projectId: 'clips' };
const emulator: FirebaseWebConfig = { ...production, authEmulatorUrl: 'http://127.0.0.1:9099/' };

/** Identity Toolkit's answer for a project with an enforced policy (the shape the Firebase SDK reads). */
const strict = {
  enforcementState: 'ENFORCE',
  customStrengthOptions: {
    minPasswordLength: 10,
    maxPasswordLength: 40,
    containsLowercaseCharacter: true,
    containsUppercaseCharacter: true,
    containsNumericCharacter: true,
    containsNonAlphanumericCharacter: true,
  },
  allowedNonAlphanumericCharacters: ['!', '#'],
  schemaVersion: 1,
};

function fakeFetch(...answers: Array<() => Response>) {
  const urls: string[] = [];
  const fetchImpl = (async (url: string) => {
    urls.push(url);
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  }) as unknown as typeof fetch;
  return { fetchImpl, urls };
}

const json = (body: unknown, status = 200) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

test('the policy is read from Identity Toolkit, or from the emulator standing in for it', () => {
  expect(passwordPolicyUrl(production)).toBe('https://identitytoolkit.googleapis.com/v2/passwordPolicy?key=key-1');
  expect(passwordPolicyUrl(emulator)).toBe('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v2/passwordPolicy?key=key-1');
});

test('an enforced policy becomes its rules; it is read once, and again on refresh', async () => {
  const { fetchImpl, urls } = fakeFetch(json(strict), json({ ...strict, customStrengthOptions: { minPasswordLength: 12 } }));
  const read = createPasswordPolicyReader(() => production, fetchImpl);
  const expected = { minLength: 10, maxLength: 40, requireLowercase: true, requireUppercase: true, requireNumeric: true, requireNonAlphanumeric: true, allowedNonAlphanumeric: '!#' };
  expect(await read()).toEqual(expected);
  expect(await read()).toEqual(expected);
  expect(urls).toHaveLength(1);
  // After a policy error the screen asks again: the provider's newer policy replaces the kept one.
  expect(await read({ refresh: true })).toEqual({ ...DEFAULT_PASSWORD_POLICY, minLength: 12, allowedNonAlphanumeric: '!#' });
  expect(await read()).toEqual({ ...DEFAULT_PASSWORD_POLICY, minLength: 12, allowedNonAlphanumeric: '!#' });
  expect(urls).toHaveLength(2);
});

test('no policy to give (a 501, a project without one) or one not enforced is the default policy', async () => {
  const unimplemented = json({ error: { code: 501, status: 'NOT_IMPLEMENTED' } }, 501);
  expect(await createPasswordPolicyReader(() => production, fakeFetch(unimplemented).fetchImpl)()).toEqual(DEFAULT_PASSWORD_POLICY);
  expect(await createPasswordPolicyReader(() => production, fakeFetch(json({ ...strict, enforcementState: 'OFF' })).fetchImpl)()).toEqual(DEFAULT_PASSWORD_POLICY);
  expect(DEFAULT_PASSWORD_POLICY).toMatchObject({ minLength: 6, maxLength: null });
});

test('a failed read answers the default policy without keeping it: the next screen asks again', async () => {
  const { fetchImpl, urls } = fakeFetch(
    () => {
      throw new TypeError('network down');
    },
    json(strict),
  );
  const read = createPasswordPolicyReader(() => production, fetchImpl);
  expect(await read()).toEqual(DEFAULT_PASSWORD_POLICY);
  expect((await read()).minLength).toBe(10);
  expect(urls).toHaveLength(2);
});

test('the Auth emulator, which does not implement the call, is never asked (no 501 in the console): the default policy, on refresh too', async () => {
  const { fetchImpl, urls } = fakeFetch(json(strict), json(strict));
  const read = createPasswordPolicyReader(() => emulator, fetchImpl);
  expect(await read()).toEqual(DEFAULT_PASSWORD_POLICY);
  expect(await read({ refresh: true })).toEqual(DEFAULT_PASSWORD_POLICY);
  expect(urls).toEqual([]);
});
