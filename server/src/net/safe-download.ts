import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isAllowlisted } from './address-policy';
import { FetchProblem } from './fetch-problem';
import { pinnedRequest } from './pinned-connection';
import { type Resolver, systemResolver } from './resolver';

export interface DownloadPolicy {
  allowlist: readonly string[];
  maxBytes: number;
  /** The whole download, redirects included. */
  timeoutMs: number;
  maxRedirects?: number;
  resolve?: Resolver;
  /**
   * Origins whose URLs skip the address checks when a download starts there (not after a redirect): the local
   * Twitch stand-in's, in development and tests only (config.twitch.standInMediaOrigin, ADR 0123). Only a URL the
   * stand-in's own Helix answer gave can be stored as a clip's source there: submitClip checks a typed URL without it.
   */
  trustedStartOrigins?: readonly string[];
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Downloads a submitted URL to a local file: http(s) only, every hop (redirects are followed by hand, at most 5)
 * checked against the address policy at connect time, bounded in bytes and in time. The content is not trusted
 * here: ffprobe judges it afterwards.
 */
export async function downloadToFile(start: URL, filePath: string, policy: DownloadPolicy): Promise<{ bytes: number; finalUrl: string }> {
  const resolve = policy.resolve ?? systemResolver;
  const maxRedirects = policy.maxRedirects ?? 5;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), policy.timeoutMs);
  let url = start;
  try {
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchProblem('UNSAFE_URL', `Redirect to ${url.protocol} refused`);
      if (url.username || url.password) throw new FetchProblem('INVALID_URL', 'URLs with credentials are not fetched');
      const trusted = hop === 0 && (policy.trustedStartOrigins ?? []).includes(url.origin);
      const response = await pinnedRequest(url, {
        method: 'GET',
        headers: { 'user-agent': 'Clipyard-MediaFetch/1.0', accept: '*/*' },
        allowlisted: trusted || isAllowlisted(url, policy.allowlist),
        resolve,
        signal: controller.signal,
      });
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.resume();
        const location = response.headers.location;
        if (!location) throw new FetchProblem('FETCH_FAILED', `HTTP ${status} without a Location`);
        if (hop >= maxRedirects) throw new FetchProblem('FETCH_FAILED', `More than ${maxRedirects} redirects`);
        url = new URL(location, url);
        continue;
      }
      if (status < 200 || status > 299) {
        response.resume();
        throw new FetchProblem('FETCH_FAILED', `The server answered HTTP ${status}`);
      }
      const declared = Number(response.headers['content-length'] ?? NaN);
      if (Number.isFinite(declared) && declared > policy.maxBytes) {
        response.destroy();
        throw new FetchProblem('MEDIA_TOO_LARGE', `The file is larger than ${policy.maxBytes} bytes`);
      }
      let bytes = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          if (bytes > policy.maxBytes) done(new FetchProblem('MEDIA_TOO_LARGE', `The file is larger than ${policy.maxBytes} bytes`));
          else done(null, chunk);
        },
      });
      await pipeline(response, limit, createWriteStream(filePath));
      return { bytes, finalUrl: url.toString() };
    }
  } catch (error) {
    await rm(filePath, { force: true });
    if (error instanceof FetchProblem) throw error;
    if (controller.signal.aborted) throw new FetchProblem('FETCH_FAILED', 'The download took too long');
    throw new FetchProblem('FETCH_FAILED', `The download failed: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}
