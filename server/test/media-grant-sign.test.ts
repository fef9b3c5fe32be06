import { MEDIA_GRANT_TTL_SECONDS, signMediaGrant, verifyMediaGrant } from '../src/media/grants/media-grant';

/** The grant format on its own (ADR 0114): what signs verifies, for that clip, until it expires, and nothing else. */
describe('media grant signing', () => {
  const secret = 'test-secret';
  const now = Date.UTC(2030, 0, 1, 12, 3, 0);

  test('a fresh grant verifies for its clip, for at least the TTL, and then expires', () => {
    const grant = signMediaGrant(secret, 'clipA', now);
    expect(grant).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyMediaGrant(secret, 'clipA', grant, now)).toBe(true);
    expect(verifyMediaGrant(secret, 'clipA', grant, now + MEDIA_GRANT_TTL_SECONDS * 1000 - 1)).toBe(true);
    const expiry = Number(grant.split('.')[0]) * 1000;
    expect(verifyMediaGrant(secret, 'clipA', grant, expiry)).toBe(false);
  });

  test('grants are stable for a few minutes, so a list fetched again keeps its addresses', () => {
    expect(signMediaGrant(secret, 'clipA', now)).toBe(signMediaGrant(secret, 'clipA', now + 60_000));
  });

  test('another clip, another secret, a tampered signature or expiry are refused', () => {
    const grant = signMediaGrant(secret, 'clipA', now);
    const [expiry, sig] = grant.split('.');
    const flipped = `${sig.slice(0, 10)}${sig[10] === 'A' ? 'B' : 'A'}${sig.slice(11)}`;
    expect(verifyMediaGrant(secret, 'clipB', grant, now)).toBe(false);
    expect(verifyMediaGrant('other-secret', 'clipA', grant, now)).toBe(false);
    expect(verifyMediaGrant(secret, 'clipA', `${expiry}.${flipped}`, now)).toBe(false);
    expect(verifyMediaGrant(secret, 'clipA', `${Number(expiry) + 600}.${sig}`, now)).toBe(false);
  });

  test.each([undefined, null, 42, ['1.a', '2.b'], '', '.', 'garbage', '1.\u0000', `${'9'.repeat(12)}.${'A'.repeat(43)}`, 'x'.repeat(100_000), `1.${'A'.repeat(43)}\u0000`])(
    'anything else is false, never a throw (case %#)',
    (grant) => {
      expect(verifyMediaGrant(secret, 'clipA', grant, now)).toBe(false);
    },
  );
});
