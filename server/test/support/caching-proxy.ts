/** The deployment's nginx configuration for the API (docs/deploy/nginx-api-cache.conf.template), run as it is. */
export { type CachingProxy, startCachingProxy } from '../../../scripts/lib/caching-proxy.mjs';
