import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { clipMediaFiles, STAND_IN_CLIPS, STAND_IN_GAMES, standInClip, type StandInClip } from './stand-in-clips';

/**
 * A local stand-in for Twitch, for development and e2e tests when no Twitch app credentials are configured. It
 * speaks the parts of Twitch's real protocol Clipyard uses, so the server's Twitch client talks to it unchanged:
 * - GET /oauth2/authorize: a plain consent page (clearly labelled as a local stand-in) where the person types the
 *   channel login to connect as; POST answers with a redirect to redirect_uri carrying `code` and `state`, or
 *   `error=access_denied` when they cancel (as Twitch does).
 * - POST /oauth2/token: authorization_code (single-use codes, redirect_uri must match) and client_credentials.
 * - GET /oauth2/validate, POST /oauth2/revoke.
 * - GET /helix/users: the token's user, or `?id=` / `?login=` lookups (Client-Id header required, as on Helix).
 * - GET /helix/clips?id=: the clips of stand-in-clips.ts (Client-Id and an app or user token required, as on Helix),
 *   with the `game_id` of the game each was streamed in, GET /helix/games?id=: those games' names (ADR 0150),
 *   and GET /clips/<id>.mp4 and /clips/<id>-preview-480x272.jpg: their files, made by ffmpeg on first request.
 * Nothing is kept: restarting it forgets codes and tokens (the clip files live in a temporary folder removed on close),
 * never the users (ids derive from the login).
 */
export interface TwitchStandInOptions {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
}

export interface TwitchStandIn {
  url: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export const STAND_IN_DEFAULT_PORT = 7190;
export const STAND_IN_CLIENT_ID = 'clipyard-stand-in-client-id';
export const STAND_IN_CLIENT_SECRET = 'clipyard-stand-in-client-secret';

interface StandInUser {
  id: string;
  login: string;
  displayName: string;
}

const LOGIN_PATTERN = /^[a-z0-9_]{3,25}$/;
const MAX_BODY_BYTES = 16 * 1024;

/** A stable numeric Twitch-like user id for a login: the same login is the same Twitch user across restarts. */
export function standInUserId(login: string): string {
  const hash = createHash('sha256').update(login).digest();
  return String(hash.readUInt32BE(0) + 100_000_000);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function consentPage(params: URLSearchParams, error = ''): string {
  const hidden = ['client_id', 'redirect_uri', 'state', 'scope', 'response_type']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? '')}">`)
    .join('');
  // An empty icon: otherwise the browser asks for /favicon.ico, whose 404 is a console error in every popup (issue 19).
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Local Twitch stand-in: authorize Clipyard</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111;background:#fff}
.banner{background:#fff4ce;border:1px solid #c99a00;padding:.75rem;border-radius:6px}label{display:block;margin:1rem 0 .25rem;font-weight:600}
input[type=text]{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}.actions{margin-top:1rem;display:flex;gap:.5rem}
button{padding:.5rem 1rem;font-size:1rem}.error{color:#a00000}</style></head>
<body><main>
<p class="banner" role="note"><strong>Local stand-in for Twitch.</strong> This is not Twitch: it is a development server of
Clipyard that speaks Twitch's OAuth protocol, used because no Twitch app credentials are configured. Nothing leaves this machine.</p>
<h1>Authorize Clipyard</h1>
<p>Clipyard wants to know which Twitch channel is yours. Type the channel login to connect as.</p>
<form method="post" action="/oauth2/authorize">${hidden}
<label for="login">Channel login</label>
<input id="login" name="login" type="text" autocomplete="off" required pattern="[A-Za-z0-9_]{3,25}" aria-describedby="login-help${error ? ' login-error' : ''}">
<p id="login-help">3 to 25 letters, digits or underscores, for example speedrun_sam.</p>
${error ? `<p id="login-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<div class="actions"><button type="submit" name="decision" value="authorize">Authorize</button>
<button type="submit" name="decision" value="cancel" formnovalidate>Cancel</button></div>
</form></main></body></html>`;
}

export async function startTwitchStandIn(options: TwitchStandInOptions = {}): Promise<TwitchStandIn> {
  const clientId = options.clientId ?? STAND_IN_CLIENT_ID;
  const clientSecret = options.clientSecret ?? STAND_IN_CLIENT_SECRET;
  const codes = new Map<string, { user: StandInUser; redirectUri: string; expiresAt: number }>();
  const userTokens = new Map<string, StandInUser>();
  const appTokens = new Set<string>();
  const users = new Map<string, StandInUser>();
  const media = clipMediaFiles();
  // The stand-in's own address, for the thumbnail URLs it answers (set once it listens).
  let publicUrl = '';

  const userFor = (login: string): StandInUser => {
    const known = users.get(login);
    if (known) return known;
    const user = { id: standInUserId(login), login, displayName: login };
    users.set(login, user);
    return user;
  };
  const helixUser = (u: StandInUser) => ({
    id: u.id,
    login: u.login,
    display_name: u.displayName,
    type: '',
    broadcaster_type: '',
    description: 'A channel of the local Twitch stand-in',
    profile_image_url: '',
    offline_image_url: '',
    view_count: 0,
    created_at: '2020-01-01T00:00:00Z',
  });

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const helixClip = (clip: StandInClip) => ({
    id: clip.id,
    url: `https://clips.twitch.tv/${clip.id}`,
    embed_url: `https://clips.twitch.tv/embed?clip=${clip.id}`,
    broadcaster_id: userFor(clip.broadcasterLogin).id,
    broadcaster_name: clip.broadcasterName,
    creator_id: '100000001',
    creator_name: 'stand_in_clipper',
    video_id: '',
    game_id: clip.gameId,
    language: 'en',
    title: clip.title,
    view_count: 1,
    created_at: '2024-01-01T00:00:00Z',
    thumbnail_url: `${publicUrl}/clips/${encodeURIComponent(clip.id)}-preview-480x272.jpg`,
    duration: clip.durationSeconds,
    vod_offset: null,
    is_featured: false,
  });
  const html = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(body);
  };
  const readBody = async (req: IncomingMessage): Promise<string | null> => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY_BYTES) return null;
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks).toString('utf8');
  };
  const bearer = (req: IncomingMessage, scheme: 'Bearer' | 'OAuth') =>
    new RegExp(`^${scheme} (.+)$`, 'i').exec(req.headers.authorization ?? '')?.[1] ?? '';

  const server: Server = createServer(async (req, res) => {
    const parsed = new URL(req.url ?? '/', 'http://localhost');
    const body = await readBody(req);
    if (body === null) return json(res, 413, { status: 413, message: 'Request body too large' });

    if (parsed.pathname === '/oauth2/authorize' && (req.method === 'GET' || req.method === 'POST')) {
      const params = req.method === 'POST' ? new URLSearchParams(body) : parsed.searchParams;
      const redirectUri = params.get('redirect_uri') ?? '';
      let redirect: URL;
      try {
        redirect = new URL(redirectUri);
      } catch {
        return html(res, 400, '<!doctype html><title>Bad request</title><p>redirect_uri is missing or not a URL.</p>');
      }
      if (params.get('client_id') !== clientId || params.get('response_type') !== 'code') {
        return html(res, 400, '<!doctype html><title>Bad request</title><p>Unknown client_id or response_type is not code.</p>');
      }
      if (req.method === 'GET') return html(res, 200, consentPage(params));
      const state = params.get('state');
      if (params.get('decision') === 'cancel') {
        redirect.searchParams.set('error', 'access_denied');
        redirect.searchParams.set('error_description', 'The user denied you access');
      } else {
        const login = (params.get('login') ?? '').trim().toLowerCase();
        if (!LOGIN_PATTERN.test(login)) {
          return html(res, 400, consentPage(params, 'A channel login is 3 to 25 letters, digits or underscores.'));
        }
        const code = randomBytes(15).toString('hex');
        codes.set(code, { user: userFor(login), redirectUri, expiresAt: Date.now() + 10 * 60 * 1000 });
        redirect.searchParams.set('code', code);
        redirect.searchParams.set('scope', params.get('scope') ?? '');
      }
      if (state !== null) redirect.searchParams.set('state', state);
      res.writeHead(302, { location: redirect.toString(), 'cache-control': 'no-store' });
      return res.end();
    }

    if (req.method === 'POST' && parsed.pathname === '/oauth2/token') {
      // Twitch accepts the parameters in the query string or a form body.
      const form = new URLSearchParams(body || parsed.search);
      if (form.get('client_id') !== clientId) return json(res, 400, { status: 400, message: 'invalid client' });
      if (form.get('client_secret') !== clientSecret) return json(res, 403, { status: 403, message: 'invalid client secret' });
      if (form.get('grant_type') === 'client_credentials') {
        const token = randomBytes(15).toString('hex');
        appTokens.add(token);
        return json(res, 200, { access_token: token, expires_in: 5_000_000, token_type: 'bearer' });
      }
      if (form.get('grant_type') === 'authorization_code') {
        const code = form.get('code') ?? '';
        const entry = codes.get(code);
        codes.delete(code); // single use, like Twitch
        if (!entry || entry.expiresAt < Date.now() || entry.redirectUri !== form.get('redirect_uri')) {
          return json(res, 400, { status: 400, message: 'Invalid authorization code' });
        }
        const token = randomBytes(15).toString('hex');
        userTokens.set(token, entry.user);
        return json(res, 200, { access_token: token, refresh_token: randomBytes(25).toString('hex'), expires_in: 14_000, scope: [], token_type: 'bearer' });
      }
      return json(res, 400, { status: 400, message: 'Invalid grant type' });
    }

    if (req.method === 'GET' && parsed.pathname === '/oauth2/validate') {
      const token = bearer(req, 'OAuth') || bearer(req, 'Bearer');
      const user = userTokens.get(token);
      if (user) return json(res, 200, { client_id: clientId, login: user.login, scopes: [], user_id: user.id, expires_in: 14_000 });
      if (appTokens.has(token)) return json(res, 200, { client_id: clientId, scopes: [], expires_in: 5_000_000 });
      return json(res, 401, { status: 401, message: 'invalid access token' });
    }

    if (req.method === 'POST' && parsed.pathname === '/oauth2/revoke') {
      const form = new URLSearchParams(body || parsed.search);
      if (form.get('client_id') !== clientId) return json(res, 400, { status: 400, message: 'Invalid client' });
      const token = form.get('token') ?? '';
      if (!userTokens.delete(token) && !appTokens.delete(token)) return json(res, 400, { status: 400, message: 'Invalid token' });
      res.writeHead(200);
      return res.end();
    }

    if (req.method === 'GET' && parsed.pathname === '/helix/users') {
      const token = bearer(req, 'Bearer');
      if (req.headers['client-id'] !== clientId) return json(res, 401, { error: 'Unauthorized', status: 401, message: 'Client-Id header required' });
      const tokenUser = userTokens.get(token);
      if (!tokenUser && !appTokens.has(token)) return json(res, 401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' });
      const ids = parsed.searchParams.getAll('id');
      const logins = parsed.searchParams.getAll('login').map((l) => l.toLowerCase());
      if (ids.length === 0 && logins.length === 0) {
        if (!tokenUser) return json(res, 400, { error: 'Bad Request', status: 400, message: 'Must provide an ID, Login or OAuth Token' });
        return json(res, 200, { data: [helixUser(tokenUser)] });
      }
      const data = [
        ...logins.filter((l) => LOGIN_PATTERN.test(l)).map(userFor),
        ...[...users.values()].filter((u) => ids.includes(u.id)),
      ];
      return json(res, 200, { data: data.map(helixUser) });
    }

    if (req.method === 'GET' && parsed.pathname === '/helix/clips') {
      const token = bearer(req, 'Bearer');
      if (req.headers['client-id'] !== clientId) return json(res, 401, { error: 'Unauthorized', status: 401, message: 'Client-Id header required' });
      if (!userTokens.has(token) && !appTokens.has(token)) return json(res, 401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' });
      const ids = parsed.searchParams.getAll('id');
      if (ids.length === 0) return json(res, 400, { error: 'Bad Request', status: 400, message: 'Missing required parameter "broadcaster_id" or "game_id" or "id"' });
      // Unknown ids are left out, as on Helix: no clip is an empty list, not an error.
      const data = ids.map(standInClip).filter((clip): clip is StandInClip => clip !== undefined).map(helixClip);
      return json(res, 200, { data, pagination: {} });
    }

    if (req.method === 'GET' && parsed.pathname === '/helix/games') {
      const token = bearer(req, 'Bearer');
      if (req.headers['client-id'] !== clientId) return json(res, 401, { error: 'Unauthorized', status: 401, message: 'Client-Id header required' });
      if (!userTokens.has(token) && !appTokens.has(token)) return json(res, 401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' });
      const ids = parsed.searchParams.getAll('id');
      if (ids.length === 0) return json(res, 400, { error: 'Bad Request', status: 400, message: 'Missing required parameter "id" or "name" or "igdb_id"' });
      // As on Helix: unknown ids are left out; box art in Twitch's template form.
      const data = ids.flatMap((id) => {
        const name = STAND_IN_GAMES.get(id);
        return name ? [{ id, name, box_art_url: `${publicUrl}/games/${id}-{width}x{height}.jpg`, igdb_id: '' }] : [];
      });
      return json(res, 200, { data });
    }

    const file = req.method === 'GET' ? /^\/clips\/([^/]+?)(\.mp4|-preview-480x272\.jpg)$/.exec(parsed.pathname) : null;
    if (file) {
      const clip = standInClip(decodeURIComponent(file[1]!));
      if (!clip) return json(res, 404, { error: 'Not Found', status: 404, message: 'No such clip' });
      let bytes: Buffer;
      try {
        const files = await media.filesOf(clip);
        bytes = await readFile(file[2] === '.mp4' ? files.video : files.thumbnail);
      } catch (error) {
        return json(res, 503, { error: 'Service Unavailable', status: 503, message: `The clip's file could not be made: ${(error as Error).message}` });
      }
      res.writeHead(200, { 'content-type': file[2] === '.mp4' ? 'video/mp4' : 'image/jpeg', 'content-length': bytes.length });
      return res.end(bytes);
    }

    if (req.method === 'GET' && parsed.pathname === '/') {
      // What a developer can paste into Clipyard's submit form.
      const list = STAND_IN_CLIPS.map(
        (clip) =>
          `<li><code>https://clips.twitch.tv/${escapeHtml(clip.id)}</code>: ${escapeHtml(clip.title)} (${escapeHtml(clip.broadcasterName)}, <code>${escapeHtml(clip.broadcasterLogin)}</code>)</li>`,
      ).join('');
      return html(
        res,
        200,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Local Twitch stand-in</title></head><body><main><h1>Local stand-in for Twitch</h1><p>Clipyard development only. Clip URLs it knows:</p><ul>${list}</ul></main></body></html>`,
      );
    }
    return json(res, 404, { error: 'Not Found', status: 404, message: '' });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? STAND_IN_DEFAULT_PORT, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  publicUrl = `http://localhost:${port}`;
  return {
    url: publicUrl,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }).then(() => media.close()),
  };
}
