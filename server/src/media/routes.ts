import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { clipMediaAccess } from './host/clip-media-access';
import { registerMediaHost } from './host/media-host';

/** Registers the media host (GET/HEAD /media/*); the tus upload endpoint (/uploads/) is the submission feature's. */
export function registerMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const media = ctx.media;
  const clipTitle = async (channelLogin: string, internalClipId: string) => {
    const clip = await ctx.db
      .selectFrom('clips')
      .select('title')
      .where('id', '=', internalClipId)
      .where('channel_login', '=', channelLogin)
      .where('status', 'not in', ['deleted', 'rejected'])
      .executeTakeFirst();
    return clip?.title ?? null;
  };
  registerMediaHost(app, media.storage, { clipTitle, clipAccess: clipMediaAccess(ctx.db, ctx.config.media.grantSecret) });
}
