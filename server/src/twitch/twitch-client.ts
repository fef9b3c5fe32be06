import type { ServerConfig } from '../config';
import type { TwitchClient, TwitchClipInfo, TwitchUser } from '../context';
import { ApiError } from '../http/api-error';

const TIMEOUT_MS = 10_000;

interface HelixClip {
  id: string;
  broadcaster_id: string;
  broadcaster_name: string;
  title: string;
  duration: number;
  thumbnail_url: string;
  game_id?: string;
}

/**
 * Twitch through its real protocol: the OAuth 2 token endpoint (authorization code for connecting a channel,
 * client credentials for the app token) and Helix. Base URLs come from config, so tests point it at a local fake.
 */
export function createTwitchClient(config: ServerConfig['twitch']): TwitchClient {
  let appToken: { token: string; expiresAt: number } | null = null;

  function credentials(): { clientId: string; clientSecret: string } {
    if (!config.clientId || !config.clientSecret) {
      throw new ApiError('TWITCH_NOT_CONFIGURED', 'Twitch is not configured on this server');
    }
    return { clientId: config.clientId, clientSecret: config.clientSecret };
  }

  async function tokenRequest(form: Record<string, string>): Promise<Record<string, unknown> & { status: number }> {
    let response: Response;
    try {
      response = await fetch(`${config.authBaseUrl}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ApiError('TWITCH_FAILED', `Twitch did not answer: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { ...body, status: response.status };
  }

  async function getAppToken(force = false): Promise<string> {
    if (!force && appToken && appToken.expiresAt > Date.now() + 60_000) return appToken.token;
    const { clientId, clientSecret } = credentials();
    const body = await tokenRequest({ client_id: clientId, client_secret: clientSecret, grant_type: 'client_credentials' });
    if (body.status !== 200 || typeof body.access_token !== 'string') {
      throw new ApiError('TWITCH_FAILED', 'Twitch refused the app credentials');
    }
    appToken = { token: body.access_token, expiresAt: Date.now() + Number(body.expires_in ?? 3600) * 1000 };
    return appToken.token;
  }

  async function helix(path: string, token: string): Promise<Response> {
    try {
      return await fetch(`${config.apiBaseUrl}/helix/${path}`, {
        headers: { 'Client-Id': credentials().clientId, Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError('TWITCH_FAILED', `Twitch did not answer: ${(error as Error).message}`);
    }
  }

  /** A Helix GET with the app token; an app token can be revoked or expire early, so a 401 gets a fresh one once. */
  async function appHelix<T>(path: string): Promise<T[]> {
    let response = await helix(path, await getAppToken());
    if (response.status === 401) response = await helix(path, await getAppToken(true));
    if (!response.ok) throw new ApiError('TWITCH_FAILED', `Twitch ${path.split('?')[0]} answered ${response.status}`);
    const body = (await response.json().catch(() => null)) as { data?: T[] } | null;
    return body?.data ?? [];
  }

  return {
    isConfigured: () => Boolean(config.clientId && config.clientSecret),

    authorizeUrl(state) {
      const url = new URL(`${config.authBaseUrl}/oauth2/authorize`);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', credentials().clientId);
      url.searchParams.set('redirect_uri', config.redirectUri);
      // No scope: identifying the user (Helix /users with a user token) needs none.
      url.searchParams.set('scope', '');
      url.searchParams.set('state', state);
      return url.toString();
    },

    async exchangeCode(code) {
      const { clientId, clientSecret } = credentials();
      const body = await tokenRequest({
        client_id: clientId,
        client_secret: clientSecret,
        code,
        grant_type: 'authorization_code',
        redirect_uri: config.redirectUri,
      });
      if (body.status === 400 || body.status === 401 || body.status === 403) {
        throw new ApiError('OAUTH_STATE_INVALID', 'Twitch refused the authorization code: connect again');
      }
      if (body.status !== 200 || typeof body.access_token !== 'string') {
        throw new ApiError('TWITCH_FAILED', `Twitch token endpoint answered ${body.status}`);
      }
      return {
        accessToken: body.access_token,
        refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
        expiresInSeconds: Number(body.expires_in ?? 0),
      };
    },

    async revokeToken(accessToken) {
      if (!config.clientId) return false;
      try {
        const response = await fetch(`${config.authBaseUrl}/oauth2/revoke`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ client_id: config.clientId, token: accessToken }).toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (response.ok) return true;
        // Twitch answers 400 "Invalid token" for a token that is already revoked or expired: nothing left to revoke.
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        return response.status === 400 && /invalid token/i.test(body?.message ?? '');
      } catch {
        return false;
      }
    },

    async getUser(accessToken): Promise<TwitchUser> {
      const response = await helix('users', accessToken);
      const body = (await response.json().catch(() => null)) as { data?: { id: string; login: string; display_name: string }[] } | null;
      const user = body?.data?.[0];
      if (!response.ok || !user) throw new ApiError('TWITCH_FAILED', `Twitch users answered ${response.status}`);
      return { id: user.id, login: user.login.toLowerCase(), displayName: user.display_name };
    },

    async getClip(slug): Promise<TwitchClipInfo | null> {
      const clip = (await appHelix<HelixClip>(`clips?id=${encodeURIComponent(slug)}`))[0];
      if (!clip) return null;
      // A clip names its broadcaster by id and display name (which may be Japanese): the login comes from /users.
      const broadcaster = (await appHelix<{ login: string }>(`users?id=${encodeURIComponent(clip.broadcaster_id)}`))[0];
      if (!broadcaster) throw new ApiError('TWITCH_FAILED', 'Twitch does not know the clip’s broadcaster');
      return {
        id: clip.id,
        broadcasterLogin: broadcaster.login.toLowerCase(),
        broadcasterName: clip.broadcaster_name,
        title: clip.title,
        durationSeconds: clip.duration,
        thumbnailUrl: clip.thumbnail_url,
        videoUrl: videoUrlFromThumbnail(clip.thumbnail_url),
        // Twitch answers '' (and older clips '0') for a clip streamed without a category.
        gameId: clip.game_id && clip.game_id !== '0' ? clip.game_id : null,
      };
    },

    async getGame(id) {
      const game = (await appHelix<{ id: string; name: string }>(`games?id=${encodeURIComponent(id)}`))[0];
      return game && typeof game.name === 'string' ? { id: String(game.id), name: game.name } : null;
    },
  };
}

/** The long-standing Helix convention: the mp4 sits beside the thumbnail, `-preview-WxH.jpg` replaced by `.mp4`. */
export function videoUrlFromThumbnail(thumbnailUrl: string): string {
  return thumbnailUrl.replace(/-preview-\d+x\d+\.jpg$/, '.mp4');
}
