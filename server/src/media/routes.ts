import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Registers the media host (GET/HEAD /media/*) and the tus upload endpoint (/uploads/). */
export function registerMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
