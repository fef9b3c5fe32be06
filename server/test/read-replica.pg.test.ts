import pg from 'pg';
import { READ_PRIMARY, publicReadQuery } from '@clipyard/shared/contract';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';
import { callOk, createTestServer, createTestUser, type TestServer, type TestUser, uniqueUsername } from './support';
import { type OwnPostgres, startOwnPostgres } from './support/own-postgres';
import { startApiProcess } from './support/api-process';
import { openReplica } from '../src/db/database';
import { ReadRouting } from '../src/db/read-replica';

/**
 * Issue 24 item 3 (ADR 0142): public reads on a real streaming replica of a real primary (a cluster of this test's
 * own, and its pg_basebackup copy on another loopback port). In-process, the lag guard is stepped by the tests
 * (probeNow), so what each read hits does not depend on timing; the last test runs the API as production does
 * (DATABASE_REPLICA_URL, the guard on its own timer) and reads the replica's own statistics.
 */
describe('public reads on a streaming replica', () => {
  let primary: OwnPostgres;
  let replica: OwnPostgres;
  let server: TestServer;
  let viewer: TestUser;
  const BY_ID = 'client/videoListing/fetchClipsById';
  const BY_CHANNEL = 'client/videoListing/fetchByChannelLogins';

  /** Runs one SQL statement on the replica itself. */
  async function onReplica<T>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: replica.url() });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /** Waits until the replica has replayed everything the primary has written so far. */
  async function replicaCaughtUp(): Promise<void> {
    const [{ lsn }] = (await server.db.selectNoFrom((eb) => eb.fn<string>('pg_current_wal_lsn', []).as('lsn')).execute()) as { lsn: string }[];
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
      const [row] = await onReplica<{ done: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [lsn]);
      if (row.done) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the replica did not replay up to ${lsn} within 30 s`);
  }

  /** Steps the lag guard until the replica serves (or 30 s pass). */
  async function replicaServing(): Promise<void> {
    await replicaCaughtUp();
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
      await server.readRouting!.probeNow();
      if (server.readRouting!.replicaServes(false)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the lag guard never let the replica serve');
  }

  /** A public read as the site sends it: signed out a GET, signed in a POST with the token; optionally asking for the primary. */
  async function read(path: string, input: unknown, options: { token?: string; primary?: boolean } = {}) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.primary) headers[READ_PRIMARY.header] = '1';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = options.token
      ? await fetch(`${server.url}/${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(input) })
      : await fetch(`${server.url}/${path}${publicReadQuery(input)}`, { headers });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer read field by field
    return { status: response.status, json: (await response.json()) as any };
  }

  const titleOf = async (clipId: string, options: { token?: string; primary?: boolean } = {}) => (await read(BY_ID, { internalClipIdList: [clipId] }, options)).json.clipList[0]?.clipTitle;

  /** Pauses the replica's replay for the span of `body`: what the primary writes meanwhile, the replica does not show. */
  async function withReplayPaused(body: () => Promise<void>): Promise<void> {
    await onReplica('select pg_wal_replay_pause()');
    try {
      await body();
    } finally {
      await onReplica('select pg_wal_replay_resume()');
    }
  }

  beforeAll(async () => {
    primary = await startOwnPostgres();
    replica = await primary.startReplica();
    // The guard's own timer is off (an hour): each test steps it with probeNow.
    server = await createTestServer({ postgresUrl: primary.url(), replica: { url: replica.url(), probeEveryMs: 3_600_000, restAfterFailureMs: 500 } });
    viewer = await createTestUser({ server, username: uniqueUsername('rep') });
  });
  afterAll(async () => {
    await server?.close();
    await primary?.remove();
  });

  test('a signed-out read is answered by the replica; a signed-in one that asks for the primary, by the primary', async () => {
    const channel = uniqueLogin('rep');
    await insertChannel(server.db, channel);
    const clipId = await insertClip(server.db, { channel, title: 'Before' });
    await replicaServing();
    expect(await titleOf(clipId)).toBe('Before');

    await withReplayPaused(async () => {
      await server.db.updateTable('clips').set({ title: 'After' }).where('id', '=', clipId).execute();
      const before = { ...server.readRouting!.counts };
      // The replica has not replayed the rename: a read it answers shows the old title, one the primary answers the new.
      expect(await titleOf(clipId)).toBe('Before');
      expect(await titleOf(clipId, { token: viewer.idToken, primary: true })).toBe('After');
      // Signed out nobody has written: the header is not heeded (it would let anyone send reads past the replica).
      expect(await titleOf(clipId, { primary: true })).toBe('Before');
      expect(server.readRouting!.counts).toEqual({ ...before, replica: before.replica + 2, primary: before.primary + 1 });
    });
    await replicaServing();
    expect(await titleOf(clipId)).toBe('After');
  });

  test('read-your-writes: the person who just blocked a channel reads from the primary and never sees it again', async () => {
    const channel = uniqueLogin('rep');
    const blocked = uniqueLogin('rpb');
    await insertChannel(server.db, channel);
    await insertChannel(server.db, blocked);
    await insertClip(server.db, { channel, title: 'Kept' });
    await insertClip(server.db, { channel: blocked, title: 'Of the channel blocked' });
    await replicaServing();
    const input = { channelLoginList: [channel, blocked] };

    await withReplayPaused(async () => {
      await callOk(server, 'client/channelBlocking/modifyChannelBlockPreference', { channelLogin: blocked, isBlock: true }, viewer);
      // The site's client sends the header for READ_PRIMARY.windowMs after a write (shared/src/api/call-api.ts).
      const fresh = await read(BY_CHANNEL, input, { token: viewer.idToken, primary: true });
      expect(fresh.status).toBe(200);
      expect(fresh.json.clipList.map((clip: { channelLogin: string }) => clip.channelLogin)).toEqual([channel]);
      // Without it the replica, which has not seen the block, would have answered: what the header is for.
      const stale = await read(BY_CHANNEL, input, { token: viewer.idToken });
      expect(stale.json.clipList.map((clip: { channelLogin: string }) => clip.channelLogin).sort()).toEqual([channel, blocked].sort());
    });
  });

  test('the replica stops: every read is still answered, by the primary, and the replica serves again once back', async () => {
    const channel = uniqueLogin('rep');
    await insertChannel(server.db, channel);
    const clipId = await insertClip(server.db, { channel, title: 'Through a failover' });
    await replicaServing();
    const fallbacksBefore = server.readRouting!.counts.fallbacks;
    await replica.stop('immediate');
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => read(BY_ID, { internalClipIdList: [clipId] })));
      expect(answers.map((answer) => [answer.status, answer.json.clipList[0]?.clipTitle])).toEqual(Array.from({ length: 20 }, () => [200, 'Through a failover']));
      expect(server.readRouting!.counts.fallbacks).toBeGreaterThan(fallbacksBefore);
      expect(server.readRouting!.replicaServes(false)).toBe(false);
      // Signed in too.
      expect((await read(BY_ID, { internalClipIdList: [clipId] }, { token: viewer.idToken })).status).toBe(200);
    } finally {
      await replica.start();
    }
    await replicaServing();
    const before = server.readRouting!.counts.replica;
    expect(await titleOf(clipId)).toBe('Through a failover');
    expect(server.readRouting!.counts.replica).toBe(before + 1);
  });

  test('the lag guard: a replica whose replay stopped serves no read within two probes, and serves again once caught up', async () => {
    await replicaServing();
    await withReplayPaused(async () => {
      const channel = uniqueLogin('rep');
      await insertChannel(server.db, channel);
      await server.readRouting!.probeNow();
      await server.readRouting!.probeNow();
      expect(server.readRouting!.replicaServes(false)).toBe(false);
      const before = { ...server.readRouting!.counts };
      await read('client/channel/getChannelProfile', { channelLogin: channel });
      expect(server.readRouting!.counts.primary).toBe(before.primary + 1);
    });
    await replicaServing();
    expect(server.readRouting!.replicaServes(false)).toBe(true);
  });

  test('as production runs it (DATABASE_REPLICA_URL): signed-out reads scan the replica, and a stopped replay sends them to the primary', async () => {
    const channel = uniqueLogin('rep');
    await insertChannel(server.db, channel);
    const clipId = await insertClip(server.db, { channel, title: 'Before' });
    await replicaCaughtUp();
    // No micro-cache (ANON_CACHE_MS): every read reaches a database.
    const api = await startApiProcess({ DATABASE_URL: primary.url(), DATABASE_REPLICA_URL: replica.url(), ENCODE_ALL_RENDITIONS: 'false', ANON_CACHE_MS: '0' });
    try {
      const get = async () => {
        const response = await fetch(`${api.url}/${BY_ID}${publicReadQuery({ internalClipIdList: [clipId] })}`);
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer read field by field
        return { status: response.status, title: ((await response.json()) as any).clipList[0]?.clipTitle };
      };
      // The replica's own count of reads of the clips table: only reads it answered move it (the guard reads no table).
      const replicaScans = async () => (await onReplica<{ n: number }>("select (coalesce(seq_scan, 0) + coalesce(idx_scan, 0))::int as n from pg_stat_user_tables where relname = 'clips'"))[0].n;
      const scansBefore = await replicaScans();
      // Reads until the replica has answered ten (a backend reports its counts when idle, within about ten seconds:
      // PostgreSQL's PGSTAT_IDLE_INTERVAL); every answer right, whoever gave it.
      let scans = scansBefore;
      for (const deadline = Date.now() + 30_000; scans < scansBefore + 10 && Date.now() < deadline; scans = await replicaScans()) {
        for (let i = 0; i < 10; i++) expect(await get()).toEqual({ status: 200, title: 'Before' });
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(scans).toBeGreaterThanOrEqual(scansBefore + 10);

      await withReplayPaused(async () => {
        await server.db.updateTable('clips').set({ title: 'After' }).where('id', '=', clipId).execute();
        // The guard notices within its probes (300 ms apart): from then on the primary answers, with the rename.
        let seen = await get();
        for (const deadline = Date.now() + 10_000; seen.title !== 'After' && Date.now() < deadline; seen = await get()) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(seen).toEqual({ status: 200, title: 'After' });
      });
    } finally {
      await api.kill();
    }
  });

  test('the guard vouches for two probe intervals only, and a slow query is the request\'s failure, not the replica\'s', async () => {
    await replicaCaughtUp();
    const opened = await openReplica(replica.url());
    let clock = 1_000_000;
    const routing = new ReadRouting({ primary: server.db, replica: opened.db, probeEveryMs: 1_000, now: () => clock });
    try {
      await routing.probeNow();
      await routing.probeNow();
      expect(routing.replicaServes(false)).toBe(true);
      // A statement timeout: the query is slow, and would be on the primary too. It fails, the replica stays.
      const slow = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
      await expect(routing.read(false, async () => Promise.reject(slow))).rejects.toBe(slow);
      expect(routing.counts.fallbacks).toBe(0);
      expect(routing.replicaServes(false)).toBe(true);
      // A recovery conflict on the standby: the primary answers and the replica rests.
      const conflict = Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40P01' });
      const answeredBy = await routing.read(false, async (db) => (db === opened.db ? Promise.reject(conflict) : 'primary'));
      expect({ answeredBy, fallbacks: routing.counts.fallbacks, serves: routing.replicaServes(false) }).toEqual({ answeredBy: 'primary', fallbacks: 1, serves: false });
      // Caught up again, then no probe for two intervals (a stuck probe, a busy pool): the verdict has run out.
      clock += 10_000;
      await routing.probeNow();
      await routing.probeNow();
      expect(routing.replicaServes(false)).toBe(true);
      clock += 2_000;
      expect(routing.replicaServes(false)).toBe(false);
    } finally {
      await routing.stop();
      await opened.close();
    }
  });
});

