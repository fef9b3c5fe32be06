import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import pg from 'pg';

/** The channel on which an instance asks the holder of an upload's lock, wherever it runs, to let go. */
const RELEASE_CHANNEL = 'clipyard_tus_release';
/** First key of the two-key advisory lock: tus uploads' own space, apart from any other advisory lock. */
const LOCK_SPACE = 47;

export interface PgUploadLockerOptions {
  /** How long a request waits for an upload's lock before tus answers 500-free ERR_LOCK_TIMEOUT (default 30 s). */
  acquireTimeoutMs?: number;
  /** How often a waiter tries again (default 100 ms). */
  pollMs?: number;
}

/**
 * tus's lock on one upload across every API instance (ADR 0111): a PostgreSQL session advisory lock. @tus/server's
 * default lock is one process's memory; with uploads in the bucket, two instances could append to one upload at once
 * (a client retrying through the load balancer while its first PATCH still runs elsewhere). One dedicated
 * connection per process holds all its locks (not the query pool: a long PATCH would keep a pooled connection
 * away from the queries). When that process dies, PostgreSQL ends its session and the locks with it, so a killed
 * instance's uploads are free at once. A waiter asks the holder to let go (tus's requestRelease) through
 * NOTIFY, so an abandoned request on another instance stops instead of blocking the resumed one.
 */
export class PgUploadLocker implements Locker {
  /** Locks held (or being taken) by this process, with their holders' release callbacks. */
  private readonly held = new Map<string, RequestRelease>();
  private session: Promise<pg.Client> | null = null;
  readonly acquireTimeoutMs: number;
  readonly pollMs: number;

  constructor(
    private readonly databaseUrl: string,
    options: PgUploadLockerOptions = {},
  ) {
    this.acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
    this.pollMs = options.pollMs ?? 100;
  }

  newLock(id: string): Lock {
    return new PgUploadLock(this, id);
  }

  /** The lock session, opened on first use and again after it was lost (the locks went with it). */
  private client(): Promise<pg.Client> {
    if (!this.session) {
      const session: Promise<pg.Client> = this.openSession(() => {
        if (this.session === session) this.session = null;
      });
      this.session = session;
    }
    return this.session;
  }

  private async openSession(lost: () => void): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 5_000, query_timeout: 15_000, keepAlive: true });
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      const release = message.payload ? this.held.get(message.payload) : undefined;
      void Promise.resolve(release?.()).catch(() => undefined);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${RELEASE_CHANNEL}`);
    } catch (error) {
      lost();
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  }

  /** Takes the lock if free everywhere; false when this process or another holds it. */
  async tryAcquire(id: string, requestRelease: RequestRelease): Promise<boolean> {
    // Advisory locks are re-entrant within a session: two requests of this process are kept apart here first.
    // Set before the first await, so a concurrent call sees it.
    if (this.held.has(id)) return false;
    this.held.set(id, requestRelease);
    try {
      const client = await this.client();
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked', [LOCK_SPACE, id]);
      if (rows[0]?.locked) return true;
    } catch (error) {
      this.held.delete(id);
      throw error;
    }
    this.held.delete(id);
    return false;
  }

  /** Asks the holder to finish its request: directly in this process, by NOTIFY in another. */
  async askRelease(id: string): Promise<void> {
    const local = this.held.get(id);
    if (local) return void (await local());
    const client = await this.client();
    await client.query('SELECT pg_notify($1, $2)', [RELEASE_CHANNEL, id]);
  }

  async release(id: string): Promise<void> {
    if (!this.held.delete(id)) throw new Error('Releasing an unlocked lock!');
    // A lost session already released it; a new one would answer false (and warn), so nothing to do then.
    const session = this.session;
    if (!session) return;
    const client = await session;
    await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [LOCK_SPACE, id]);
  }

  async close(): Promise<void> {
    const session = this.session;
    this.session = null;
    if (session) await (await session.catch(() => null))?.end().catch(() => undefined);
  }
}

class PgUploadLock implements Lock {
  constructor(
    private readonly locker: PgUploadLocker,
    private readonly id: string,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.locker.acquireTimeoutMs;
    let askedAt = 0;
    while (!signal.aborted && Date.now() < deadline) {
      if (await this.locker.tryAcquire(this.id, requestRelease)) return;
      // Asked again now and then: the holder may have been between requests (or deaf) the first time.
      if (Date.now() - askedAt > 1_000) {
        askedAt = Date.now();
        await this.locker.askRelease(this.id);
      }
      await new Promise((resolve) => setTimeout(resolve, this.locker.pollMs));
    }
    throw ERRORS.ERR_LOCK_TIMEOUT;
  }

  unlock(): Promise<void> {
    return this.locker.release(this.id);
  }
}
