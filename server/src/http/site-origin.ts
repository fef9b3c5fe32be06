import type { ServerConfig } from '../config';

/**
 * Whether an absolute address is on this site: one of the web origins the API serves (CORS_ORIGINS), or localhost
 * outside production. What the API hands out or acts on by address (oEmbed, takedown notices) must be its own pages,
 * never another site's: a notice naming `https://elsewhere.example/<channel>/clip/<id>` would put a link to another
 * site in front of the moderators.
 */
export function isSiteOrigin(url: URL, config: Pick<ServerConfig, 'corsOrigins'>): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (config.corsOrigins.includes(url.origin) || config.corsOrigins.includes('*')) return true;
  return process.env.NODE_ENV !== 'production' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
}
