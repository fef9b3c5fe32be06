import http, { type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { bareHost, isIpLiteral, isPublicAddress } from './address-policy';
import { FetchProblem } from './fetch-problem';
import type { Resolver } from './resolver';

/**
 * A lookup for http.request that refuses non-public addresses. The socket connects to exactly the address
 * checked here (Node does not resolve again), which closes the DNS-rebinding window between check and connect.
 */
export function pinnedLookup(resolve: Resolver): LookupFunction {
  return ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    resolve(hostname).then(
      (addresses) => {
        const unsafe = addresses.find((a) => !isPublicAddress(a.address));
        if (addresses.length === 0 || unsafe) {
          callback(new FetchProblem('UNSAFE_URL', `The host ${hostname} resolves to a non-public address${unsafe ? ` (${unsafe.address})` : ''}`));
        } else if (options?.all) {
          callback(null, addresses);
        } else {
          callback(null, addresses[0].address, addresses[0].family);
        }
      },
      () => callback(new FetchProblem('FETCH_FAILED', `The host ${hostname} could not be resolved`)),
    );
  }) as LookupFunction;
}

export interface PinnedRequest {
  method: 'GET' | 'POST';
  headers: OutgoingHttpHeaders;
  body?: Uint8Array;
  /** An allowlisted address (development and tests) skips the address checks; nothing else does. */
  allowlisted: boolean;
  resolve: Resolver;
  signal: AbortSignal;
}

/**
 * One request to a URL someone else gave us (a submitted clip, a browser's push service), connected only to a public
 * address, and to the very address that was checked: the check runs inside the connection's own DNS look-up. No
 * redirect is followed here (the caller decides), no socket is pooled (each connection goes through the check).
 */
export function pinnedRequest(url: URL, o: PinnedRequest): Promise<IncomingMessage> {
  const host = bareHost(url.hostname);
  if (!o.allowlisted && isIpLiteral(host) && !isPublicAddress(host)) {
    return Promise.reject(new FetchProblem('UNSAFE_URL', `The address ${host} is not public`));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolvePromise, reject) => {
    const req = client.request(url, {
      method: o.method,
      agent: false,
      lookup: o.allowlisted ? undefined : pinnedLookup(o.resolve),
      headers: o.headers,
      signal: o.signal,
    });
    req.on('response', resolvePromise);
    req.on('error', reject);
    req.end(o.body);
  });
}
