/**
 * A separate encode worker process for the killed-worker test: it opens the shared PostgreSQL database and works
 * the queue until it is killed. Env: DATABASE_URL, MEDIA_DIR, LEASE_SECONDS.
 */
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { createMediaServices } from '../../src/media';
import { quietLog } from './fixtures';

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, DATA_DIR: 'memory', ENCODE_ALL_RENDITIONS: 'false' });
  const opened = await openDatabase({ databaseUrl: config.databaseUrl });
  const media = createMediaServices({ config, db: opened.db, log: quietLog(), leaseSeconds: Number(process.env.LEASE_SECONDS ?? 2) });
  media.workers.start();
  process.stdout.write('worker started\n');
}

void main();
