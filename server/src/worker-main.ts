import pino from 'pino';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { createMediaServices } from './media';
import { mediaSupportWarning } from './media/ffmpeg/capabilities';
import { stopOnSignals } from './stop-on-signals';

/**
 * `pnpm --filter @clipyard/server worker`: encode workers alone, no HTTP (ADR 0047). Any number of them (and of
 * API instances with ENCODE_WORKERS=false) share one PostgreSQL: each claim takes a job with FOR UPDATE SKIP LOCKED
 * and a lease, so no job runs twice at once and a dead worker's job is retaken. Same environment as the API
 * (DATABASE_URL, MEDIA_STORAGE=s3 and S3_*, ENCODE_CONCURRENCY, ENCODE_ALL_RENDITIONS, FFMPEG_PATH).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: process.env.LOG_LEVEL ?? 'info' });
  // PGlite is one process's database: a worker beside the API needs PostgreSQL (ENCODE_WORKERS in the API is that).
  if (!config.databaseUrl) throw new Error('The encode worker process needs DATABASE_URL (PostgreSQL); with PGlite the API runs the workers itself');
  config.media.runEncodeWorkers = true;

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const media = createMediaServices({ config, db: database.db, log });
  const missingMedia = await mediaSupportWarning();
  if (missingMedia) log.warn(missingMedia);
  // Before the line that says it started: whoever waits for that line may stop it at once, and a signal that arrived
  // before its handler ended the process without its graceful stop (scale-out.pg.test.ts, run 70: exit by signal).
  stopOnSignals(log, async () => {
    await media.stop(); // running jobs go back to the queue without counting the attempt
    await database.close();
  });
  media.startWorkers();
  log.info({ workerId: media.workers.workerId, concurrency: config.media.encodeConcurrency, storage: media.storage.kind }, 'Clipyard encode worker started');
}

main().catch((error: unknown) => {
  console.error('Clipyard encode worker failed to start:', error);
  process.exit(1);
});
