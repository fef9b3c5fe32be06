import type { FastifyBaseLogger } from 'fastify';

/**
 * SIGINT and SIGTERM run `stop` once, then exit 0 (1 when it threw); a second signal during it exits at once (a
 * second Ctrl-C means now). The API (main.ts) and the encode worker (worker-main.ts) stop this way.
 */
export function stopOnSignals(log: FastifyBaseLogger, stop: () => Promise<void>): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal }, 'shutting down');
    try {
      await stop();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'unclean shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
