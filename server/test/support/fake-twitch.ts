import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

/**
 * A local Twitch speaking the parts of its real protocol Clipyard uses: the OAuth 2 token endpoint
 * (authorization_code and client_credentials grants), Helix /users and /clips, and clip mp4 files beside their
 * `-preview-WxH.jpg` thumbnails. One server serves as both the auth and the API base URL.
 */
export interface FakeTwitchUser {
  id: string;
  login: string;
  displayName: string;
}

export interface FakeTwitchClip {
  id: string;
  broadcasterId: string;
  broadcasterLogin: string;
  broadcasterName: string;
  title: string;
  durationSeconds: number;
  /** The mp4 served at {url}/clips/{id}.mp4: a file path or bytes. */
  video?: { path: string } | { bytes: Buffer };
}

export interface FakeTwitch {
  url: string;
  clientId: string;
  clientSecret: string;
  /** Registers what the browser would bring back from Twitch's authorize page: a code for this Twitch user. */
  authorize(user: FakeTwitchUser): string;
  addClip(clip: FakeTwitchClip): { thumbnailUrl: string; videoUrl: string };
  /** Every request seen, for assertions ("the token endpoint was called with …"). */
  requests: { method: string; path: string; headers: IncomingMessage['headers']; body: string }[];
  /** Whether Twitch still accepts this user access token (false once revoked). */
  isTokenValid(token: string): boolean;
  /** Makes the next calls fail with this status (simulates an outage). */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

export async function startFakeTwitch(): Promise<FakeTwitch> {
  const clientId = 'fake-twitch-client-id';
  const clientSecret = 'fake-twitch-client-secret';
  const codes = new Map<string, FakeTwitchUser>();
  const userTokens = new Map<string, FakeTwitchUser>();
  const appTokens = new Set<string>();
  const clips = new Map<string, FakeTwitchClip>();
  const knownUsers = new Map<string, FakeTwitchUser>();
  const requests: FakeTwitch['requests'] = [];
  let failure: number | null = null;
  let url = '';

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const parsed = new URL(req.url ?? '/', 'http://localhost');
    requests.push({ method: req.method ?? 'GET', path: parsed.pathname + parsed.search, headers: req.headers, body });
    if (failure) return json(res, failure, { status: failure, message: 'simulated outage' });

    if (req.method === 'POST' && parsed.pathname === '/oauth2/token') {
      // Twitch accepts the parameters in the query string or a form body.
      const form = new URLSearchParams(body || parsed.search);
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
        return json(res, 403, { status: 403, message: 'invalid client secret' });
      }
      if (form.get('grant_type') === 'client_credentials') {
        const token = `app-${randomBytes(8).toString('hex')}`;
        appTokens.add(token);
        return json(res, 200, { access_token: token, expires_in: 5_000_000, token_type: 'bearer' });
      }
      if (form.get('grant_type') === 'authorization_code') {
        const user = codes.get(form.get('code') ?? '');
        if (!user || !form.get('redirect_uri')) return json(res, 400, { status: 400, message: 'Invalid authorization code' });
        codes.delete(form.get('code')!); // single use, like Twitch
        const token = `user-${randomBytes(8).toString('hex')}`;
        userTokens.set(token, user);
        return json(res, 200, { access_token: token, refresh_token: `refresh-${token}`, expires_in: 14_000, scope: [], token_type: 'bearer' });
      }
      return json(res, 400, { status: 400, message: 'unsupported grant_type' });
    }

    if (req.method === 'POST' && parsed.pathname === '/oauth2/revoke') {
      // Twitch's revoke endpoint: client_id and token; 200 with an empty body, 400 'Invalid token' otherwise.
      const form = new URLSearchParams(body || parsed.search);
      if (form.get('client_id') !== clientId) return json(res, 404, { status: 404, message: 'client does not exist' });
      const token = form.get('token') ?? '';
      if (!userTokens.delete(token) && !appTokens.delete(token)) return json(res, 400, { status: 400, message: 'Invalid token' });
      res.writeHead(200);
      return res.end();
    }

    if (req.method === 'GET' && parsed.pathname.startsWith('/helix/')) {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if (req.headers['client-id'] !== clientId) return json(res, 401, { error: 'Unauthorized', status: 401, message: 'Client-Id header required' });
      if (parsed.pathname === '/helix/users' && parsed.searchParams.has('id')) {
        // Lookup by id with any valid token (how a clip's broadcaster login is found).
        if (!appTokens.has(token) && !userTokens.has(token)) return json(res, 401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' });
        const wanted = parsed.searchParams.getAll('id');
        const data = [...knownUsers.values()].filter((u) => wanted.includes(u.id));
        return json(res, 200, { data: data.map((u) => ({ id: u.id, login: u.login, display_name: u.displayName })) });
      }
      if (parsed.pathname === '/helix/users') {
        const user = userTokens.get(token);
        if (!user) return json(res, 401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' });
        return json(res, 200, {
          data: [{ id: user.id, login: user.login, display_name: user.displayName, type: '', broadcaster_type: '', description: '', profile_image_url: '', offline_image_url: '', view_count: 0, created_at: '2020-01-01T00:00:00Z' }],
        });
      }
      if (parsed.pathname === '/helix/clips') {
        if (!appTokens.has(token) && !userTokens.has(token)) return json(res, 401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' });
        const ids = parsed.searchParams.getAll('id');
        const data = ids.flatMap((id) => {
          const clip = clips.get(id);
          if (!clip) return [];
          return [{
            id: clip.id,
            url: `https://clips.twitch.tv/${clip.id}`,
            embed_url: `https://clips.twitch.tv/embed?clip=${clip.id}`,
            broadcaster_id: clip.broadcasterId,
            broadcaster_name: clip.broadcasterName,
            creator_id: '1',
            creator_name: 'clipper',
            video_id: '',
            game_id: '0',
            language: 'en',
            title: clip.title,
            view_count: 1,
            created_at: '2024-01-01T00:00:00Z',
            thumbnail_url: thumbnailUrl(clip.id),
            duration: clip.durationSeconds,
            vod_offset: null,
            is_featured: false,
          }];
        });
        return json(res, 200, { data, pagination: {} });
      }
      return json(res, 404, { error: 'Not Found', status: 404, message: '' });
    }

    const media = /^\/clips\/([^/]+)\.mp4$/.exec(parsed.pathname);
    if (req.method === 'GET' && media) {
      const clip = clips.get(decodeURIComponent(media[1]!));
      if (!clip?.video) return json(res, 404, { message: 'no such clip' });
      const bytes = 'bytes' in clip.video ? clip.video.bytes : await readFile(clip.video.path);
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': bytes.length });
      return res.end(bytes);
    }
    return json(res, 404, { message: 'not found' });
  });

  const thumbnailUrl = (id: string) => `${url}/clips/${encodeURIComponent(id)}-preview-480x272.jpg`;

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    clientId,
    clientSecret,
    requests,
    authorize(user) {
      const code = `code-${randomBytes(8).toString('hex')}`;
      codes.set(code, user);
      knownUsers.set(user.id, user);
      return code;
    },
    addClip(clip) {
      clips.set(clip.id, clip);
      knownUsers.set(clip.broadcasterId, { id: clip.broadcasterId, login: clip.broadcasterLogin, displayName: clip.broadcasterName });
      return { thumbnailUrl: thumbnailUrl(clip.id), videoUrl: `${url}/clips/${encodeURIComponent(clip.id)}.mp4` };
    },
    isTokenValid: (token) => userTokens.has(token),
    failWith(status) {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
