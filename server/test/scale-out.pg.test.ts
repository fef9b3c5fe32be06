import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { clipVideoKey } from '@clipyard/shared/media';
import { sql } from 'kysely';
import { type OpenDatabase, openDatabase } from '../src/db/database';
import { generateTestVideo } from '../src/media';
import { createS3Store, s3OptionsFromEnv } from '../src/media/storage/s3-store';
import { removeStaleUploads } from '../src/media/uploads/stale-uploads';
import { uploadObjectKey } from '../src/media/uploads/upload-handoff';
import { workDirsFor } from '../src/media/work-dirs';
import { tempDir } from './media-support/fixtures';
import { callFail, callOk, createTestDatabase, createTestUser, freePort, uniqueUsername } from './support';
import { type S3StandIn, startS3StandIn } from './support/s3-stand-in';

const MiB = 1024 * 1024;

const SERVER_DIR = path.resolve(__dirname, '..');
const BUCKET = 'clipyard-scale';
/**
 * Four processes compiling with tsx and probing ffmpeg at once take 20 to 50 s on an idle 2-core machine; a CI
 * machine under full load has taken longer. Bounded, but with room: a slow start is not a failure of scale-out.
 */
const STARTUP_MS = 150_000;

interface Child {
  name: string;
  process: ChildProcess;
  output: string;
  exited: Promise<void>;
}

function start(name: string, script: string, env: Record<string, string>): Child {
  // tsx as a loader in this one process (not tsx's CLI, which runs a second one): the pid is the server's own.
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: SERVER_DIR,
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started: Child = { name, process: child, output: '', exited: new Promise((resolve) => child.on('exit', () => resolve())) };
  child.stdout!.on('data', (chunk) => (started.output += chunk));
  child.stderr!.on('data', (chunk) => (started.output += chunk));
  return started;
}

/** Polls `check` every 200 ms until it answers something truthy, or throws after `ms`. */
async function until<T>(what: string, ms: number, check: () => Promise<T | null | undefined | false>): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await check().catch(() => null);
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/**
 * Scale-out (ADRs 0046, 0047): two API processes (ENCODE_WORKERS=false) and two `worker` processes, each with its
 * own media folder, on one PostgreSQL database and one S3-compatible bucket. Nothing is shared but the database
 * and the bucket, as on separate machines. PostgreSQL only (`*.pg.test.ts`: the postgres jest project alone runs it):
 * PGlite is one process's database.
 */
describe('two API instances and two encode workers on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let opened: OpenDatabase;
  let work: Awaited<ReturnType<typeof tempDir>>;
  let s3: S3StandIn;
  let s3Env: Record<string, string>;
  const children: Child[] = [];
  let apiA: { url: string };
  let apiB: { url: string };
  /** The two encode workers every encode test relies on. */
  let workers: Child[];
  /** Starts another API instance or worker process (tests that kill or stop one start their own: any order holds). */
  let startApi: (name: string) => Promise<{ url: string; child: Child }>;
  let startWorker: (name: string) => Promise<Child>;

  beforeAll(async () => {
    work = await tempDir('clipyard-scale-');
    database = await createTestDatabase();
    // Migrations once, here, so the four processes start on a ready schema.
    opened = await openDatabase({ databaseUrl: database.url, dataDir: 'memory' });
    // s3rver with ListParts, which tus's S3 store computes every offset from (test/support/s3-stand-in.ts).
    s3 = await startS3StandIn({ directory: path.join(work.dir, 's3'), buckets: [BUCKET] });
    s3Env = s3.env(BUCKET);
    const common = {
      ...s3Env,
      DATABASE_URL: database.url,
      HOST: '127.0.0.1',
      SEED: 'false',
      ENCODE_ALL_RENDITIONS: 'false',
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
      LOG_LEVEL: 'info',
    };
    const [portA, portB] = [await freePort(), await freePort()];
    const api = (name: string, port: number) =>
      start(name, 'src/main.ts', { ...common, PORT: String(port), ENCODE_WORKERS: 'false', DATA_DIR: path.join(work.dir, name), MEDIA_DIR: path.join(work.dir, name, 'media'), MEDIA_BASE_URL: `http://127.0.0.1:${port}/media/` });
    const worker = (name: string) => start(name, 'src/worker-main.ts', { ...common, DATA_DIR: path.join(work.dir, name), MEDIA_DIR: path.join(work.dir, name, 'media') });
    children.push(api('api-a', portA), api('api-b', portB));
    workers = [worker('worker-1'), worker('worker-2')];
    children.push(...workers);
    startApi = async (name) => {
      const port = await freePort();
      const child = api(name, port);
      children.push(child);
      const url = `http://127.0.0.1:${port}`;
      await until(`${name} to answer`, STARTUP_MS, () => fetch(`${url}/is-online`).then((r) => r.ok));
      return { url, child };
    };
    startWorker = async (name) => {
      const child = worker(name);
      children.push(child);
      await until(`${name} to start`, STARTUP_MS, async () => child.output.includes('encode worker started'));
      return child;
    };
    apiA = { url: `http://127.0.0.1:${portA}` };
    apiB = { url: `http://127.0.0.1:${portB}` };
    // One deadline for all four: they start together.
    const left = ((deadline) => () => Math.max(0, deadline - Date.now()))(Date.now() + STARTUP_MS);
    try {
      for (const target of [apiA, apiB]) {
        await until(`${target.url} to answer`, left(), () => fetch(`${target.url}/is-online`).then((r) => r.ok));
      }
      for (const child of workers) await until(`${child.name} to start`, left(), async () => child.output.includes('encode worker started'));
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${children.map((c) => `--- ${c.name} ---\n${c.output.slice(-2000)}`).join('\n')}`);
    }
  }, STARTUP_MS + 30_000);

  afterAll(async () => {
    // Every process by its pid: SIGTERM (graceful), then SIGKILL for any that did not stop within 10 s. What is
    // awaited is each exit; the 10 s is a watchdog's grace, cleared at the exit (no timer outlives the teardown).
    for (const child of children) child.process.kill('SIGTERM');
    await Promise.all(
      children.map(async (child) => {
        const watchdog = setTimeout(() => {
          if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
        }, 10_000);
        await child.exited;
        clearTimeout(watchdog);
      }),
    );
    await opened?.close();
    await database?.drop();
    await s3?.close();
    await work?.remove();
  }, 60_000);

  /** A tiny real video uploaded with tus through one instance: create, then the whole body in one PATCH. */
  async function uploadThrough(api: { url: string }, idToken: string): Promise<{ uploadId: string; size: number }> {
    const sample = path.join(work.dir, 'sample.mp4');
    await generateTestVideo(sample, { seconds: 1, width: 160, height: 90, withAudio: true });
    const video = await readFile(sample);
    const tus = { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${idToken}` };
    const created = await fetch(`${api.url}/uploads/`, { method: 'POST', headers: { ...tus, 'Upload-Length': String(video.length) } });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const patched = await fetch(`${api.url}${location}`, {
      method: 'PATCH',
      headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: video,
    });
    expect(patched.status).toBe(204);
    return { uploadId: location.split('/').pop()!, size: video.length };
  }

  /**
   * Whether some instance holds tus's lock on an upload: the PostgreSQL advisory lock (47, hashtext(id)) of
   * src/media/uploads/pg-upload-locker.ts. pg_locks shows a two-int4 key as classid, objid (an oid: the second key's
   * unsigned 32 bits) and objsubid 2.
   */
  const uploadLockHeld = async (uploadId: string) => {
    const { rows } = await sql<{ held: boolean }>`
      SELECT EXISTS (
        SELECT 1 FROM pg_locks
        WHERE locktype = 'advisory' AND granted AND objsubid = 2 AND classid = 47
          AND objid::bigint = (hashtext(${uploadId})::bigint & 4294967295)
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
      ) AS held`.execute(opened.db);
    return rows[0]?.held ?? false;
  };

  /** The bucket's answer for an upload's object (s3rver answers unsigned requests). */
  const inBucket = (uploadId: string) => fetch(`${s3Env.S3_ENDPOINT}/${BUCKET}/${uploadObjectKey(uploadId)}`, { method: 'HEAD' });

  test('an upload through instance A, submitted through instance B, is encoded by one of the worker processes', async () => {
    const user = await createTestUser({ server: { url: apiA.url, db: opened.db }, username: uniqueUsername('scale') });
    const { uploadId, size } = await uploadThrough(apiA, user.idToken);
    // tus wrote the upload to the bucket: B and the workers have no access to A's disk.
    const handedOff = await inBucket(uploadId);
    expect(handedOff.status).toBe(200);
    expect(handedOff.headers.get('content-length')).toBe(String(size));

    // Submitted through instance B.
    const submitted = await callOk(apiB, 'client/userSubmission/submitClip', { uploadId, channelLogin: 'scalechannel', clipTitle: 'Across instances' }, user.idToken);
    const clipId = submitted.internalClipId;

    // Neither API runs workers: one of the worker processes takes the source job and publishes the clip.
    const status = await until('the clip to be encoded', 90_000, async () => {
      const answer = await callOk(apiA, 'client/userSubmission/clipEncodeStatus', { internalClipId: clipId }, user.idToken);
      if (answer.status === 'failed') throw new Error(`encode failed: ${answer.failureReason}`);
      // The clip is published inside the source job, which is marked done once it returns (after the bucket's upload
      // is cleaned up): wait for both.
      return answer.status === 'ready' && answer.tasks.some((t) => t.kind === 'source' && t.state === 'done') ? answer : null;
    });
    expect(status.tasks.find((t) => t.kind === 'source')).toMatchObject({ state: 'done' });
    const source = await opened.db.selectFrom('encode_jobs').select('locked_by').where('clip_id', '=', clipId).where('kind', '=', 'source').executeTakeFirstOrThrow();
    const workerIds = workers.map((w) => /"workerId":"([^"]+)"/.exec(w.output)?.[1]);
    expect(workerIds).toContain(source.locked_by);
    expect(source.locked_by!.split(':')[1]).toMatch(new RegExp(`^(${workers.map((w) => w.process.pid).join('|')})$`));

    // The rendition is in the bucket, served by either API instance; the handed-off upload is gone.
    for (const api of [apiA, apiB]) {
      const media = await fetch(`${api.url}/media/${clipVideoKey('scalechannel', clipId, 'source')}`);
      expect(media.status).toBe(200);
      expect(media.headers.get('content-type')).toBe('video/mp4');
      expect((await media.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
    expect((await inBucket(uploadId)).status).toBe(404);
  }, 120_000);

  test('a finished upload never submitted is removed from the bucket by the stale-upload sweep', async () => {
    const user = await createTestUser({ server: { url: apiB.url, db: opened.db }, username: uniqueUsername('stale') });
    const { uploadId } = await uploadThrough(apiB, user.idToken);
    expect((await inBucket(uploadId)).status).toBe(200);
    // Two days old: the next sweep (any process's, here one run by the test) takes its row and its object.
    await opened.db.updateTable('uploads').set({ created_at: new Date(Date.now() - 48 * 3600_000) }).where('id', '=', uploadId).execute();
    const store = createS3Store(s3OptionsFromEnv(s3Env));
    expect(await removeStaleUploads(opened.db, workDirsFor(path.join(work.dir, 'sweeper')), undefined, store)).toBe(1);
    expect((await inBucket(uploadId)).status).toBe(404);
  });

  test('a rate limit hit half on A and half on B is enforced across both', async () => {
    // accountRegistration: 5 per 10 minutes per caller; an invalid username still counts.
    const caller = await createTestUser();
    const codes: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await callFail(i % 2 ? apiB : apiA, 'client/userLogins/accountRegistration', { username: '!' }, caller.idToken);
      codes.push(`${res.status} ${res.errorCode}`);
    }
    // Per-process windows would have allowed 5 on each instance (10 in all).
    expect(codes).toEqual([...Array(5).fill('400 USERNAME_INVALID'), '429 RATE_LIMITED', '429 RATE_LIMITED']);
  });

  test('an upload resumes through instance B after the instance it began on is killed mid-upload, and is encoded', async () => {
    // An instance of this test's own to kill (A and B serve the other tests, in whatever order they run).
    const apiC = await startApi('api-c');
    const user = await createTestUser({ server: { url: apiB.url, db: opened.db }, username: uniqueUsername('resume') });
    const stranger = await createTestUser({ server: { url: apiB.url, db: opened.db }, username: uniqueUsername('other') });
    const sample = path.join(work.dir, 'large.mp4');
    await generateTestVideo(sample, { seconds: 6, width: 1920, height: 1080, withAudio: true });
    const video = await readFile(sample);
    // More than one S3 part (8 MiB each): the offset B reports comes from ListParts and the `.part` tail.
    expect(video.length).toBeGreaterThan(9 * MiB);
    const tus = (idToken: string) => ({ 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${idToken}` });
    const patch = (api: { url: string }, location: string, offset: number, body: Buffer | ReadableStream, idToken = user.idToken) =>
      fetch(`${api.url}${location}`, {
        method: 'PATCH',
        headers: { ...tus(idToken), 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
        body,
        duplex: 'half',
      } as RequestInit);

    const created = await fetch(`${apiC.url}/uploads/`, { method: 'POST', headers: { ...tus(user.idToken), 'Upload-Length': String(video.length) } });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const uploadId = location.split('/').pop()!;
    // Two chunks through C: 3 MiB (kept as `.part`), then 6 MiB (one 8 MiB part, 1 MiB left as `.part`).
    let offset = 0;
    for (const size of [3 * MiB, 6 * MiB]) {
      const answer = await patch(apiC, location, offset, video.subarray(offset, offset + size));
      expect(answer.status).toBe(204);
      offset += size;
      expect(answer.headers.get('upload-offset')).toBe(String(offset));
    }
    // A third PATCH is under way (half a MiB sent, the body never ends) when C is killed.
    let push: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (push = controller) });
    const stalled = patch(apiC, location, offset, body).catch((error: unknown) => error);
    push!.enqueue(video.subarray(offset, offset + MiB / 2));
    // C is inside that PATCH once it holds the upload's lock (taken after the request's checks, released before its
    // answer: the earlier PATCHes have answered, so the lock held is this one's).
    await until('instance C to be inside the third PATCH', 30_000, () => uploadLockHeld(uploadId));
    apiC.child.process.kill('SIGKILL');
    await apiC.child.exited;
    // The client saw its connection die (an Error of fetch's own realm, hence no toBeInstanceOf).
    expect(await stalled).toMatchObject({ message: 'fetch failed' });
    push!.error(new Error('instance gone'));

    // B answers for the upload C started with the bytes that are in the bucket. The unfinished PATCH is lost, and with
    // it the 1 MiB tail C had kept as `.part`: @tus/s3-store takes that tail in at the start of a PATCH (ADR 0111), so
    // the offset may go back to the 8 MiB of the stored part. A tus client resumes from the offset HEAD tells.
    const head = await fetch(`${apiB.url}${location}`, { method: 'HEAD', headers: tus(user.idToken) });
    expect(head.status).toBe(200);
    expect([8 * MiB, offset].map(String)).toContain(head.headers.get('upload-offset'));
    expect(head.headers.get('upload-length')).toBe(String(video.length));
    offset = Number(head.headers.get('upload-offset'));
    // Another user's HEAD or PATCH sees no such upload; a PATCH at a wrong offset is a conflict; never a 500.
    expect((await fetch(`${apiB.url}${location}`, { method: 'HEAD', headers: tus(stranger.idToken) })).status).toBe(404);
    expect((await patch(apiB, location, offset, video.subarray(offset), stranger.idToken)).status).toBe(404);
    const conflict = await patch(apiB, location, offset + 1, video.subarray(offset + 1, offset + 100));
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toMatchObject({ isSuccessful: false });

    // B receives the rest; the finished upload passes its checks and is the bucket's uploads/{id}.
    const rest = await patch(apiB, location, offset, video.subarray(offset));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(video.length));
    const stored = await fetch(`${s3Env.S3_ENDPOINT}/${BUCKET}/${uploadObjectKey(uploadId)}`);
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).equals(video)).toBe(true);

    const submitted = await callOk(apiB, 'client/userSubmission/submitClip', { uploadId, channelLogin: 'scalechannel', clipTitle: 'Resumed elsewhere' }, user.idToken);
    const clipId = submitted.internalClipId;
    await until('the resumed clip to be encoded', 120_000, async () => {
      const answer = await callOk(apiB, 'client/userSubmission/clipEncodeStatus', { internalClipId: clipId }, user.idToken);
      if (answer.status === 'failed') throw new Error(`encode failed: ${answer.failureReason}`);
      return answer.status === 'ready';
    });
    const media = await fetch(`${apiB.url}/media/${clipVideoKey('scalechannel', clipId, 'source')}`);
    expect(media.status).toBe(200);
    expect((await media.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    // The upload's objects (the file, tus's `.info`) are gone once its source is stored.
    expect((await inBucket(uploadId)).status).toBe(404);
    expect((await fetch(`${s3Env.S3_ENDPOINT}/${BUCKET}/uploads/${uploadId}.info`, { method: 'HEAD' })).status).toBe(404);
  }, 240_000);

  test('the worker processes stop cleanly on SIGTERM', async () => {
    // Workers of this test's own: the two the encode tests rely on keep running, whatever the order.
    const ownWorkers = [await startWorker('worker-3'), await startWorker('worker-4')];
    for (const worker of ownWorkers) worker.process.kill('SIGTERM');
    await Promise.all(ownWorkers.map((worker) => worker.exited));
    for (const worker of ownWorkers) {
      expect(worker.process.exitCode).toBe(0);
      expect(worker.output).toContain('shutting down');
    }
  });
});

describe('the encode worker process', () => {
  test('refuses to start without DATABASE_URL (PGlite is one process’s database)', async () => {
    const child = start('worker-pglite', 'src/worker-main.ts', { DATABASE_URL: '', SEED: 'false' });
    await child.exited;
    expect(child.process.exitCode).toBe(1);
    expect(child.output).toContain('needs DATABASE_URL');
  }, 60_000);
});
