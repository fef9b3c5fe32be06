import { sql } from 'kysely';
import { type Db, type PoolSettings, openReplica } from './database';
import { isDatabaseUnavailable } from './db-errors';

/**
 * Where a public read runs (issue 24 item 3, ADR 0142): on the read replica (DATABASE_REPLICA_URL) when it is
 * healthy and no more than about a second behind the primary, and the caller did not ask for the primary; otherwise on
 * the primary. Read-your-writes is the client's: for a few seconds after a write it sends READ_PRIMARY.header
 * (shared/contract), which holds across every API instance without any state here. A replica that fails mid-read is
 * left alone for a while and the read runs again on the primary, so a replica going away costs no request an error.
 */
export interface ReadRoutingOptions {
  primary: Db;
  replica: Db;
  /** How often the replica's replay position is compared with the primary's (lag guard); tests lengthen it. */
  probeEveryMs?: number;
  /** How long a replica that failed is not asked again. */
  restAfterFailureMs?: number;
  now?: () => number;
}

export const READ_ROUTING_DEFAULTS = { probeEveryMs: 300, restAfterFailureMs: 5_000 } as const;

/**
 * Whether a read failed for a reason of the replica's, so the primary should answer it: out of reach (connection
 * refused or dropped, shut down, its pool exhausted) or cancelled by a conflict with recovery (SQLSTATE 40001, 40P01 on
 * a standby). A statement timeout is not one: the query is slow, and would be as slow on the primary.
 */
function replicaCouldNotAnswer(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '40001' || code === '40P01') return true;
  if (code === '57014' || (error instanceof Error && error.message.startsWith('Query read timeout'))) return false;
  return isDatabaseUnavailable(error);
}

export class ReadRouting {
  readonly primary: Db;
  readonly replica: Db;
  private readonly options: Required<Omit<ReadRoutingOptions, 'primary' | 'replica'>>;
  private restingUntil = 0;
  /**
   * Until when the replica may serve: a probe that finds it caught up vouches for two probe intervals from its start.
   * A probe that is slow (its pool busy, the primary stalled) or fails vouches for nothing, so the replica stops
   * serving when the guard cannot see it, rather than serving on an old verdict.
   */
  private caughtUpUntil = 0;
  private previousPrimaryLsn: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private probing: Promise<void> | null = null;
  /** Reads answered by each database since start (the replica test reads it; an operator could export it). */
  readonly counts = { replica: 0, primary: 0, fallbacks: 0 };

  constructor({ primary, replica, ...options }: ReadRoutingOptions) {
    this.primary = primary;
    this.replica = replica;
    this.options = { ...READ_ROUTING_DEFAULTS, now: Date.now, ...options };
  }

  /** Starts the lag guard: the replica serves nothing until a probe finds it caught up (the first only notes where the primary is). */
  async start(): Promise<void> {
    await this.probeNow();
    await this.probeNow();
    this.timer = setInterval(() => void this.probeNow(), this.options.probeEveryMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.probing;
  }

  /** Whether a read may go to the replica now. */
  replicaServes(askedForPrimary: boolean): boolean {
    const now = this.options.now();
    return !askedForPrimary && now < this.caughtUpUntil && now >= this.restingUntil;
  }

  /**
   * Runs a read on the database chosen for it. A read the replica fails for being out of reach (or cancelled
   * by recovery) runs again on the primary, and the replica rests: reads are free of side effects, so twice is safe.
   */
  async read<T>(askedForPrimary: boolean, run: (db: Db) => Promise<T>): Promise<T> {
    if (!this.replicaServes(askedForPrimary)) {
      this.counts.primary++;
      return run(this.primary);
    }
    try {
      const answer = await run(this.replica);
      this.counts.replica++;
      return answer;
    } catch (error) {
      if (!replicaCouldNotAnswer(error)) throw error;
      this.restingUntil = this.options.now() + this.options.restAfterFailureMs;
      this.caughtUpUntil = 0;
      this.counts.fallbacks++;
      this.counts.primary++;
      return run(this.primary);
    }
  }

  /**
   * The lag guard. Each probe reads the primary's WAL position and the replica's replayed position; the replica is
   * caught up when it has replayed what the primary had written by the previous probe (one interval ago), and the
   * verdict lasts two intervals from the probe's start: a read it answers misses at most about three intervals of
   * writes (0.9 s at the default 300 ms), however slow the probes get. A probe that fails marks it behind. Runs on its
   * timer; tests call it to step the guard themselves.
   */
  probeNow(): Promise<void> {
    this.probing ??= (async () => {
      const startedAt = this.options.now();
      try {
        const primaryLsn = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(this.primary);
        const previous = this.previousPrimaryLsn;
        this.previousPrimaryLsn = primaryLsn.rows[0]?.lsn ?? null;
        if (previous === null) return;
        const replayed = await sql<{ behind: boolean | null }>`select pg_last_wal_replay_lsn() < ${previous}::pg_lsn as behind`.execute(this.replica);
        // null: not a standby at all (or it has replayed nothing): never treated as caught up.
        this.caughtUpUntil = replayed.rows[0]?.behind === false ? startedAt + 2 * this.options.probeEveryMs : 0;
      } catch {
        this.caughtUpUntil = 0;
      } finally {
        this.probing = null;
      }
    })();
    return this.probing;
  }
}

/**
 * Opens the replica at `replicaUrl` and starts routing the public reads of `primary` to it: what main.ts does with
 * DATABASE_REPLICA_URL, and the test server with its `replica` option. `close` stops the guard, then the pool.
 */
export async function startReadRouting(
  primary: Db,
  replicaUrl: string,
  options: Omit<ReadRoutingOptions, 'primary' | 'replica'> & { pool?: Partial<PoolSettings> } = {},
): Promise<{ routing: ReadRouting; close(): Promise<void> }> {
  const { pool, ...routingOptions } = options;
  const replica = await openReplica(replicaUrl, pool);
  const routing = new ReadRouting({ ...routingOptions, primary, replica: replica.db });
  await routing.start();
  return {
    routing,
    async close() {
      await routing.stop();
      await replica.close();
    },
  };
}
