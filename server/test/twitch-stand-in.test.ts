import { createTwitchClient } from '../src/twitch/twitch-client';
import { standInUserId, startTwitchStandIn, type TwitchStandIn } from '../src/twitch/stand-in/twitch-stand-in';

/** The local Twitch stand-in, driven as a browser and the server's real Twitch client would drive Twitch. */
let standIn: TwitchStandIn;
const redirectUri = 'http://localhost:3000/oauth/twitch';

beforeAll(async () => {
  standIn = await startTwitchStandIn({ port: 0 });
});
afterAll(() => standIn.close());

const client = () =>
  createTwitchClient({ clientId: standIn.clientId, clientSecret: standIn.clientSecret, redirectUri, authBaseUrl: standIn.url, apiBaseUrl: standIn.url });

/** Submits the consent form like a browser: answers the redirect's location. */
async function consent(authorizeUrl: string, fields: Record<string, string>): Promise<Response> {
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Local stand-in for Twitch');
  const hidden = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2].replace(/&amp;/g, '&')]));
  return fetch(`${standIn.url}/oauth2/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...hidden, ...fields }).toString(),
  });
}

test('authorize → code → token → Helix users, through the real Twitch client', async () => {
  const twitch = client();
  const response = await consent(twitch.authorizeUrl('state-1'), { login: 'Speedrun_Sam', decision: 'authorize' });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location')!);
  expect(location.origin + location.pathname).toBe(redirectUri);
  expect(location.searchParams.get('state')).toBe('state-1');
  const code = location.searchParams.get('code')!;

  const tokens = await twitch.exchangeCode(code);
  const user = await twitch.getUser(tokens.accessToken);
  expect(user).toEqual({ id: standInUserId('speedrun_sam'), login: 'speedrun_sam', displayName: 'speedrun_sam' });

  const validate = await fetch(`${standIn.url}/oauth2/validate`, { headers: { authorization: `OAuth ${tokens.accessToken}` } });
  expect(await validate.json()).toMatchObject({ login: 'speedrun_sam', user_id: user.id, client_id: standIn.clientId });

  // A code is single-use, like on Twitch.
  await expect(twitch.exchangeCode(code)).rejects.toMatchObject({ errorCode: 'OAUTH_STATE_INVALID' });

  const revoke = await fetch(`${standIn.url}/oauth2/revoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: standIn.clientId, token: tokens.accessToken }).toString(),
  });
  expect(revoke.status).toBe(200);
  expect((await fetch(`${standIn.url}/oauth2/validate`, { headers: { authorization: `OAuth ${tokens.accessToken}` } })).status).toBe(401);
});

test('cancel on the consent page comes back as access_denied with the state', async () => {
  const response = await consent(client().authorizeUrl('state-2'), { decision: 'cancel' });
  const location = new URL(response.headers.get('location')!);
  expect(location.searchParams.get('error')).toBe('access_denied');
  expect(location.searchParams.get('state')).toBe('state-2');
  expect(location.searchParams.has('code')).toBe(false);
});

test('a bad login is answered on the consent page, escaped, without a redirect', async () => {
  const response = await consent(client().authorizeUrl('"><script>'), { login: 'no', decision: 'authorize' });
  expect(response.status).toBe(400);
  const html = await response.text();
  expect(html).toContain('3 to 25 letters');
  expect(html).not.toContain('"><script>');
});

test('the token endpoint refuses a wrong secret, and an unknown client gets no consent page', async () => {
  const bad = await fetch(`${standIn.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: standIn.clientId, client_secret: 'wrong', grant_type: 'client_credentials' }).toString(),
  });
  expect(bad.status).toBe(403);
  const page = await fetch(`${standIn.url}/oauth2/authorize?client_id=other&response_type=code&redirect_uri=${encodeURIComponent(redirectUri)}`);
  expect(page.status).toBe(400);
});

test('Helix /users looks users up by login with an app token and needs the Client-Id header', async () => {
  const token = await fetch(`${standIn.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: standIn.clientId, client_secret: standIn.clientSecret, grant_type: 'client_credentials' }).toString(),
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  const found = await fetch(`${standIn.url}/helix/users?login=pixelpioneer`, { headers: { 'client-id': standIn.clientId, authorization: `Bearer ${token.access_token}` } });
  expect(((await found.json()) as { data: { login: string }[] }).data.map((u) => u.login)).toEqual(['pixelpioneer']);
  const noClient = await fetch(`${standIn.url}/helix/users?login=pixelpioneer`, { headers: { authorization: `Bearer ${token.access_token}` } });
  expect(noClient.status).toBe(401);
});
