/** Types of caching-proxy.mjs (the tests and bench are TypeScript). */
export interface CachingProxy {
  /** http://127.0.0.1:{port} (no trailing slash). */
  url: string;
  /**
   * The cache status of every request answered so far whose address contains `addressPart` (all when absent), in order,
   * from nginx's access log ('' for a POST). nginx writes a line when it finishes a request, which can be just after
   * its client has read the answer: poll for the count expected.
   */
  cacheStatuses(addressPart?: string): Promise<string[]>;
  stop(): Promise<void>;
}
export const API_CACHE_TEMPLATE: string;
export const PAGE_CACHE_TEMPLATE: string;
export function startCachingProxy(upstream: string, template?: string): Promise<CachingProxy>;
