import { localServer } from './http-fixture';

export interface FakeTwitchClip {
  id: string;
  broadcasterId: string;
  broadcasterLogin: string;
  broadcasterName: string;
  title: string;
  mp4: Buffer;
}

/**
 * A local Twitch speaking the parts of its real protocol submitClip uses: the OAuth 2 token endpoint
 * (client credentials), Helix /clips and /users, and the clip mp4 beside its thumbnail (the Helix convention).
 */
export async function fakeTwitch(clips: FakeTwitchClip[], options: { failTokens?: boolean } = {}) {
  const issued = new Set<string>();
  const server = await localServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://twitch.local');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && url.pathname === '/oauth2/token') {
      if (options.failTokens) return json(500, { status: 500, message: 'Internal Server Error' });
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        if (form.get('grant_type') !== 'client_credentials' || form.get('client_secret') !== 'test-secret') {
          return json(400, { status: 400, message: 'invalid client' });
        }
        const token = `app-${issued.size + 1}`;
        issued.add(token);
        json(200, { access_token: token, expires_in: 3600, token_type: 'bearer' });
      });
      return;
    }
    if (url.pathname.startsWith('/helix/')) {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!issued.has(token) || req.headers['client-id'] !== 'test-client') return json(401, { status: 401, message: 'Invalid OAuth token' });
      if (url.pathname === '/helix/clips') {
        const clip = clips.find((c) => c.id === url.searchParams.get('id'));
        return json(200, {
          data: clip
            ? [{
                id: clip.id,
                broadcaster_id: clip.broadcasterId,
                broadcaster_name: clip.broadcasterName,
                title: clip.title,
                duration: 1,
                thumbnail_url: `${server.url}/media/${clip.id}-preview-480x272.jpg`,
              }]
            : [],
          pagination: {},
        });
      }
      if (url.pathname === '/helix/users') {
        const clip = clips.find((c) => c.broadcasterId === url.searchParams.get('id'));
        return json(200, { data: clip ? [{ id: clip.broadcasterId, login: clip.broadcasterLogin, display_name: clip.broadcasterName }] : [] });
      }
    }
    const mp4 = /^\/media\/(.+)\.mp4$/.exec(url.pathname);
    const clip = mp4 && clips.find((c) => c.id === mp4[1]);
    if (clip) {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': clip.mp4.length });
      return res.end(clip.mp4);
    }
    json(404, { status: 404 });
  });
  return server;
}
