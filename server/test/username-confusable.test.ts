import { randomBytes } from 'node:crypto';
import { usernameSkeleton } from '../src/db/username-skeleton';
import { call, callFail, callOk, createTestServer, createTestUser, type TestServer, userRow } from './support';

/** Letters only (no digits, which the skeleton maps too), so each test's base name is its own. */
function baseName(): string {
  return `adm${[...randomBytes(6)].map((b) => 'bcdfghjkmnpqrstvwxz'[b % 19]).join('')}`;
}

describe('usernameSkeleton', () => {
  test('fullwidth, Cyrillic, Greek and case variants of a name share its skeleton', () => {
    for (const lookalike of ['admin', 'ADMIN', 'Ａｄｍｉｎ', '\u0430dmin', 'АDMIN', 'adm\u0456n', '\u03b1dmin', 'admın']) {
      expect(usernameSkeleton(lookalike)).toBe('admin');
    }
    expect(usernameSkeleton('paypa1')).toBe(usernameSkeleton('paypal'));
    expect(usernameSkeleton('はるか')).toBe('はるか');
    expect(usernameSkeleton('adnim')).not.toBe(usernameSkeleton('admin'));
  });
});

describe('registration refuses a username confusable with an existing one', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  test('Cyrillic and fullwidth imitations are USERNAME_CONFUSABLE; the check call says so; a different name is fine', async () => {
    const name = baseName();
    const owner = await createTestUser({ server, username: name });
    expect((await userRow(server, owner.uid))?.username_skeleton).toBe(name);
    const spoofs = [
      name.replace('a', '\u0430'), // Cyrillic а
      [...name].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join(''), // fullwidth
      name.replace('m', '\u043c').toUpperCase(), // Cyrillic м, upper case
    ];
    const spoofer = await createTestUser();
    for (const spoof of spoofs) {
      expect(spoof).not.toBe(name);
      expect(await callOk(server, 'client/userLogins/checkUsernameInUse', { username: spoof })).toEqual({ isSuccessful: true, isInUse: true, isConfusable: true });
      expect(await callFail(server, 'client/userLogins/accountRegistration', { username: spoof }, spoofer)).toMatchObject({
        status: 409,
        errorCode: 'USERNAME_CONFUSABLE',
      });
    }
    // The same name in another case is still plainly taken, not "confusable".
    expect(await callOk(server, 'client/userLogins/checkUsernameInUse', { username: name.toUpperCase() })).toMatchObject({ isInUse: true, isConfusable: false });
    expect(await callFail(server, 'client/userLogins/accountRegistration', { username: name.toUpperCase() }, spoofer)).toMatchObject({ errorCode: 'USERNAME_TAKEN' });
    expect(await userRow(server, spoofer.uid)).toBeUndefined();

    const other = `${name}z`;
    expect(await callOk(server, 'client/userLogins/checkUsernameInUse', { username: other })).toMatchObject({ isInUse: false, isConfusable: false });
    // A fresh account: registration is rate limited to 5 attempts, and the spoofer used 4.
    expect(await callOk(server, 'client/userLogins/accountRegistration', { username: other }, await createTestUser())).toMatchObject({ username: other });
  });

  test('two racing look-alike registrations: exactly one wins', async () => {
    const name = baseName();
    const [a, b] = await Promise.all([createTestUser(), createTestUser()]);
    const answers = await Promise.all([
      call(server, 'client/userLogins/accountRegistration', { username: name }, a),
      call(server, 'client/userLogins/accountRegistration', { username: name.replace('a', '\u0430') }, b),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  test('signed out, bad input and unknown fields are refused without a 500', async () => {
    expect(await callFail(server, 'client/userLogins/accountRegistration', { username: baseName() })).toMatchObject({ status: 401 });
    const user = await createTestUser();
    for (const body of [{ username: 'a\u0000dmin' }, { username: 42 }, { username: 'x'.repeat(5000) }, { username: baseName(), extra: 1 }]) {
      expect((await callFail(server, 'client/userLogins/accountRegistration', body as never, user)).status).toBe(400);
    }
  });
});
