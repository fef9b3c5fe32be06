import type { FastifyInstance, FastifyReply } from 'fastify';
import { INTERNAL_CLIP_ID_PATTERN } from '@clipyard/shared/contract';
import { clipThumbnailKey } from '@clipyard/shared/media';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/api-error';
import { sendFailure } from '../../http/failure';
import { isSiteOrigin } from '../../http/site-origin';
import { loadTranscript } from './get-transcript.handler';
import { assertPlayableClip } from './playable-clip';
import { toWebVtt } from './web-vtt';

/** The embed player's default size (16:9), and the limits a consumer's maxwidth/maxheight may shrink it to. */
const EMBED_WIDTH = 640;
const EMBED_HEIGHT = 360;
const EMBED_MIN_WIDTH = 200;

const CLIP_PAGE_PATH = /^\/([a-z0-9_]{1,25})\/clip\/([A-Za-z0-9_-]{6,32})\/?$/i;
const EMBED_PATH = /^\/embed\/([a-z0-9_]{1,25})\/([A-Za-z0-9_-]{6,32})\/?$/i;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The <iframe> snippet that embeds a clip (the same one the clip page's "Copy embed code" gives). */
export function embedIframe(embedUrl: string, title: string, width = EMBED_WIDTH, height = EMBED_HEIGHT): string {
  return `<iframe src="${escapeAttribute(embedUrl)}" width="${width}" height="${height}" title="${escapeAttribute(title)}" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`;
}

function positiveInt(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,5}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/**
 * Routes of watching that are not calls: GET /captions/{internalClipId}.vtt (the transcript as the player's captions
 * track) and GET /oembed?url=… (oEmbed 1.0, JSON, type video) for clip page and embed addresses.
 */
export function registerPlaybackRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/captions/:file', async (request, reply: FastifyReply) => {
    const file = (request.params as { file: string }).file;
    const id = file.endsWith('.vtt') ? file.slice(0, -4) : '';
    if (!INTERNAL_CLIP_ID_PATTERN.test(id)) return sendFailure(reply, 'CLIP_NOT_FOUND', 'No such clip');
    await assertPlayableClip(ctx.db, id);
    const transcript = await loadTranscript(ctx.db, id);
    return reply
      .header('content-type', 'text/vtt; charset=utf-8')
      .header('access-control-allow-origin', '*')
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(toWebVtt(transcript.transcriptCueList, transcript.language));
  });

  app.get('/oembed', async (request, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown>;
    if (query.format !== undefined && query.format !== 'json') {
      // oEmbed: a format the provider does not offer is 501.
      return reply.code(501).send({ isSuccessful: false, errorCode: 'BAD_REQUEST', message: 'Only format=json is offered' });
    }
    if (typeof query.url !== 'string' || query.url.length > 2048 || query.url.includes('\u0000')) {
      return sendFailure(reply, 'BAD_REQUEST', 'Give the clip address as url');
    }
    let url: URL;
    try {
      url = new URL(query.url);
    } catch {
      return sendFailure(reply, 'BAD_REQUEST', 'url is not an address');
    }
    const match = CLIP_PAGE_PATH.exec(url.pathname) ?? EMBED_PATH.exec(url.pathname);
    if (!match || !isSiteOrigin(url, ctx.config)) return sendFailure(reply, 'NOT_FOUND', 'Not a clip address of this site');
    const [, login, id] = match;
    const clip = await ctx.db
      .selectFrom('clips')
      .innerJoin('channels', 'channels.login', 'clips.channel_login')
      .select(['clips.id', 'clips.title', 'clips.channel_login', 'clips.media_version', 'clips.thumbnail_formats', 'channels.display_name'])
      .where('clips.id', '=', id)
      .where('clips.status', '=', 'ready')
      // oEmbed answers anyone: a hidden clip is nobody's to embed (ADR 0132).
      .where('clips.visibility', '<>', 'hidden')
      .executeTakeFirst();
    if (!clip || clip.channel_login !== login.toLowerCase()) throw new ApiError('CLIP_NOT_FOUND');

    const maxWidth = positiveInt(query.maxwidth);
    const maxHeight = positiveInt(query.maxheight);
    let width = Math.max(EMBED_MIN_WIDTH, Math.min(EMBED_WIDTH, maxWidth ?? EMBED_WIDTH));
    let height = Math.round((width * 9) / 16);
    if (maxHeight && height > maxHeight) {
      height = Math.max(Math.round((EMBED_MIN_WIDTH * 9) / 16), maxHeight);
      width = Math.round((height * 16) / 9);
    }
    const embedUrl = `${url.origin}/embed/${clip.channel_login}/${clip.id}`;
    const formats = clip.thumbnail_formats as string[];
    const thumbnail = formats.includes('webp') ? `${ctx.config.mediaBaseUrl}${clipThumbnailKey(clip.channel_login, clip.id, 'webp')}?version=${clip.media_version}` : null;
    return reply.header('access-control-allow-origin', '*').send({
      version: '1.0',
      type: 'video',
      provider_name: 'Clipyard',
      provider_url: `${url.origin}/`,
      title: clip.title,
      author_name: clip.display_name,
      author_url: `${url.origin}/${clip.channel_login}`,
      html: embedIframe(embedUrl, clip.title, width, height),
      width,
      height,
      ...(thumbnail ? { thumbnail_url: thumbnail, thumbnail_width: 640, thumbnail_height: 360 } : {}),
    });
  });
}
