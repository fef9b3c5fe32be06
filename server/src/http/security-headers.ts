import type { FastifyInstance } from 'fastify';

/** A year, subdomains included: the HTML host's value (shell/host/security-headers.mjs). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers on every answer of the API, the media host and oEmbed, errors and preflights included (issue 22 item 7):
 * nosniff, so a browser never runs or styles a JSON, text or media answer it guessed to be a script; HSTS when the
 * site is served over https. The API serves no page, so framing rules are the HTML host's.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { hsts: boolean }): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    if (options.hsts) reply.header('strict-transport-security', HSTS);
  });
}
