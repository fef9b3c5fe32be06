import { channelLogin as channelLoginField, parseTwitchClipUrl, validateClipUrl } from '@clipyard/shared/contract';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/api-error';
import { asApiError } from './fetch-error';

export interface ClipSource {
  channelLogin: string;
  channelDisplayName: string;
  /** The address the source job downloads; null for an upload. */
  sourceUrl: string | null;
  uploadId: string | null;
  /** A Twitch clip's game (Twitch's id), from which its category comes (ADR 0150); null otherwise. */
  twitchGameId: string | null;
}

function checkedLogin(login: string | undefined): string {
  if (!login) throw new ApiError('CHANNEL_REQUIRED', 'Say which channel the clip is from');
  const parsed = channelLoginField.safeParse(login);
  if (!parsed.success) throw new ApiError('CHANNEL_INVALID', 'That is not a channel login');
  return parsed.data;
}

/**
 * Where a submission's video comes from: a finished upload, a Twitch clip (channel and mp4 from Twitch's API),
 * or a direct http(s) video URL. URLs get the synchronous address check here, so an unsafe one is refused at
 * once; the download repeats it at connect time.
 */
export async function resolveClipSource(
  ctx: AppContext,
  body: { clipUrl?: string; uploadId?: string; channelLogin?: string },
): Promise<ClipSource> {
  if (body.uploadId !== undefined) {
    if (body.clipUrl) throw new ApiError('BAD_REQUEST', 'Send a clip URL or an upload, not both');
    const login = checkedLogin(body.channelLogin);
    return { channelLogin: login, channelDisplayName: login, sourceUrl: null, uploadId: body.uploadId, twitchGameId: null };
  }

  const checked = validateClipUrl(body.clipUrl);
  if (!checked.ok) {
    throw new ApiError(checked.errorCode, checked.errorCode === 'EMPTY_INPUT' ? 'Empty input detected' : 'Invalid input URL detected');
  }
  let source: ClipSource;
  const twitchClip = parseTwitchClipUrl(checked.url);
  if (twitchClip) {
    if (!ctx.twitch.isConfigured()) throw new ApiError('TWITCH_NOT_CONFIGURED', 'Twitch clips cannot be fetched on this server');
    let info;
    try {
      info = await ctx.twitch.getClip(twitchClip.slug);
    } catch (error) {
      // The client answers its own codes (TWITCH_FAILED, TWITCH_NOT_CONFIGURED); anything else is Twitch failing.
      if (error instanceof ApiError) throw error;
      throw new ApiError('TWITCH_FAILED', 'Twitch did not answer');
    }
    if (!info) throw new ApiError('FETCH_FAILED', 'Twitch has no such clip');
    const login = checkedLogin(info.broadcasterLogin);
    source = { channelLogin: login, channelDisplayName: info.broadcasterName || login, sourceUrl: info.videoUrl, uploadId: null, twitchGameId: info.gameId };
  } else {
    const login = checkedLogin(body.channelLogin);
    source = { channelLogin: login, channelDisplayName: login, sourceUrl: checked.url.toString(), uploadId: null, twitchGameId: null };
  }
  try {
    // A Twitch clip's file may be on the local stand-in (trusted in development and tests); a typed URL never is.
    await ctx.media.checkFetchUrl(new URL(source.sourceUrl!), { fromTwitch: Boolean(twitchClip) });
  } catch (error) {
    throw asApiError(error);
  }
  return source;
}
