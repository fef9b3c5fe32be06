import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses a submitted URL may reach. Only globally routable unicast passes: loopback, private,
 * link-local (cloud metadata 169.254.169.254 included), carrier-grade NAT, multicast, unspecified, reserved,
 * and IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo) are all refused. IPv4-mapped IPv6
 * (::ffff:127.0.0.1) is judged as the IPv4 address it is. IPv4-compatible IPv6 (::/96, deprecated: `[::127.0.0.1]`,
 * which URL parsing turns into `[::7f00:1]`) is refused whatever the IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address);
  } catch {
    return false;
  }
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).match(IPV4_COMPATIBLE, 96)) return false;
  return parsed.range() === 'unicast';
}

const IPV4_COMPATIBLE = ipaddr.IPv6.parse('::');

/** URL hostnames keep IPv6 literals in brackets: '[::1]' → '::1'. */
export function bareHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

export function isIpLiteral(hostname: string): boolean {
  return isIP(bareHost(hostname)) !== 0;
}

function defaultPort(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

/**
 * The allowlist (config.media.fetchAllowlist, development and tests only) names hosts ('localhost') or one
 * port of a host ('127.0.0.1:41234'). A listed address skips the address checks; nothing else does.
 */
export function isAllowlisted(url: URL, allowlist: readonly string[]): boolean {
  const host = bareHost(url.hostname).toLowerCase();
  const hostPort = `${host}:${defaultPort(url)}`;
  return allowlist.some((entry) => {
    const e = entry.trim().toLowerCase().replace(/^\[(.*)\](:\d+)?$/, '$1$2');
    return e === host || e === hostPort;
  });
}
