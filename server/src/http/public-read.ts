import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_READ_CACHE_CONTROL } from '@clipyard/shared/contract';
import { ApiError } from './api-error';

/** Every answer that is not a public read's signed-out GET: no shared cache, no browser cache may keep it. */
export const NOT_CACHEABLE = 'private, no-store';

/**
 * The request of a public read's GET form (ADR 0141): the JSON in `?input=`, or {} without one. What is not JSON is
 * BAD_REQUEST, as a body that is not JSON is for the POST; the call's own schema then checks it like the POST's body.
 */
export function publicReadInput(request: FastifyRequest): unknown {
  const { input } = (request.query ?? {}) as Record<string, unknown>;
  if (input === undefined) return {};
  if (typeof input !== 'string') throw new ApiError('BAD_REQUEST', 'input: give the request once, as JSON');
  try {
    return JSON.parse(input) as unknown;
  } catch {
    throw new ApiError('BAD_REQUEST', 'input: not JSON');
  }
}

/** A strong validator of the exact bytes answered. */
function entityTag(json: string): string {
  return `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match names this tag (or any, `*`): the weak comparison RFC 9110 asks of If-None-Match. */
function alreadyHeld(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const held = candidate.trim().replace(/^W\//, '');
    return held === '*' || held === tag;
  });
}

/**
 * Answers a public read's signed-out GET: cacheable by a shared cache for the documented time, revalidated by the
 * browser every time, 304 without a body when the caller already holds these bytes. `Vary: Authorization` tells a
 * cache that a request with a token is another answer (which is never stored: it is answered `private, no-store`).
 */
export function sendPublicRead(request: FastifyRequest, reply: FastifyReply, json: string): FastifyReply {
  const tag = entityTag(json);
  reply.header('cache-control', PUBLIC_READ_CACHE_CONTROL).header('etag', tag).header('vary', 'Authorization');
  if (alreadyHeld(request.headers['if-none-match'], tag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
