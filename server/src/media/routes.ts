import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerMediaHost } from './host/media-host';
import { clipyardMedia } from './index';
import { registerTusUploads } from './uploads/tus-uploads';

/** Registers the media host (GET/HEAD /media/*) and the tus upload endpoint (/uploads/). */
export function registerMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const media = clipyardMedia(ctx.media);
  registerMediaHost(app, media.storage);
  registerTusUploads(app, ctx, media.dirs);
}
