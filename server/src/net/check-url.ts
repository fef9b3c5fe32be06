import { bareHost, isAllowlisted, isIpLiteral, isPublicAddress } from './address-policy';
import { FetchProblem } from './fetch-problem';
import { type Resolver, systemResolver } from './resolver';

/**
 * The synchronous check submitClip makes before it accepts a URL: http(s) only, and every address the host
 * resolves to must be public (unless allowlisted). The download repeats the check at connect time, pinned to the
 * address it connects to, so a DNS answer that changes in between (rebinding) gains nothing.
 */
export async function assertFetchableUrl(url: URL, allowlist: readonly string[], resolve: Resolver = systemResolver): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchProblem('INVALID_URL', 'Only http and https URLs can be fetched');
  if (url.username || url.password) throw new FetchProblem('INVALID_URL', 'URLs with credentials are not fetched');
  if (isAllowlisted(url, allowlist)) return;
  const host = bareHost(url.hostname);
  if (isIpLiteral(host)) {
    if (!isPublicAddress(host)) throw new FetchProblem('UNSAFE_URL', `The address ${host} is not public`);
    return;
  }
  let addresses: { address: string }[];
  try {
    addresses = await resolve(host);
  } catch {
    throw new FetchProblem('FETCH_FAILED', `The host ${host} could not be resolved`);
  }
  const unsafe = addresses.find((a) => !isPublicAddress(a.address));
  if (addresses.length === 0 || unsafe) {
    throw new FetchProblem('UNSAFE_URL', `The host ${host} resolves to a non-public address${unsafe ? ` (${unsafe.address})` : ''}`);
  }
}
