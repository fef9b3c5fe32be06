/**
 * Slow-loris limits of the HTML host and the remotes' static server: the same numbers as the API's SERVER_TIMEOUTS
 * (server/src/app.ts; these servers run without a build step and cannot import it). `checkEveryMs` is how often Node
 * sweeps for passed request and headers deadlines (connectionsCheckingInterval, 30 s by default).
 * Tests pass shorter ones (server-timeouts.test.ts) to prove the deadlines hold.
 */
export const SERVER_TIMEOUTS = Object.freeze({ requestMs: 120_000, headersMs: 10_000, idleMs: 60_000, keepAliveMs: 5_000, checkEveryMs: 5_000 });
