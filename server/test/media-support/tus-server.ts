import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ErrorCode } from '@clipyard/shared/contract';
import type { ServerConfig } from '../../src/config';
import type { AppContext } from '../../src/context';
import type { OpenDatabase } from '../../src/db/database';
import type { UserRow } from '../../src/db/schema';
import { createMediaServices, type ClipyardMedia } from '../../src/media';
import { registerTusUploads } from '../../src/features/submission/tus-uploads';
import { emulatorVerifier, ensureAuthEmulator, signUp } from './auth';
import { insertUser, makeContext } from './context';
import { DB_KINDS, openTestDb, quietLog, tempDir, testConfig } from './fixtures';

/**
 * The tus upload endpoint on its own Fastify, with real Firebase tokens (the Auth emulator), this project's
 * database and a one-second sample video: what the tus upload and upload quota tests share.
 */
export interface TusTestServer {
  opened: OpenDatabase;
  config: ServerConfig;
  media: ClipyardMedia;
  ctx: AppContext;
  app: FastifyInstance;
  base: string;
  /** A scratch directory of the test's own. */
  dir: string;
  video: Buffer;
  /** A signed-up Firebase account registered as a Clipyard user. */
  newUser(username: string): Promise<{ token: string; user: UserRow }>;
  stop(): Promise<void>;
}

export async function startTusTestServer(options: { maxSourceBytes: number }): Promise<TusTestServer> {
  const emulator = await ensureAuthEmulator();
  const verifier = emulatorVerifier();
  const opened = await openTestDb(DB_KINDS[0]!);
  const work = await tempDir();
  const config = testConfig(path.join(work.dir, 'media'), { maxSourceBytes: options.maxSourceBytes });
  const media = createMediaServices({ config, db: opened.db, log: quietLog() });
  const ctx = makeContext({ db: opened.db, config, media, auth: verifier });
  const sample = path.join(work.dir, 'sample.mp4');
  await media.generateTestVideo(sample, { seconds: 1, width: 160, height: 90 });
  const video = await readFile(sample);
  const app = Fastify();
  registerTusUploads(app, ctx, media.dirs);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    opened,
    config,
    media,
    ctx,
    app,
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    dir: work.dir,
    video,
    async newUser(username) {
      const account = await signUp();
      return { token: account.idToken, user: await insertUser(opened.db, username, account.uid) };
    },
    async stop() {
      await app.close();
      await media.stop();
      await opened.close();
      await verifier.close();
      await work.remove();
      await emulator.stop();
    },
  };
}

export const TUS_HEADERS = { 'Tus-Resumable': '1.0.0' };
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The requests a tus client sends: create (POST), append (PATCH), offset (HEAD). */
export function tusRequests(base: string) {
  return {
    create(token: string | null, length: number, extra: Record<string, string> = {}): Promise<Response> {
      return fetch(`${base}/uploads/`, {
        method: 'POST',
        headers: { ...TUS_HEADERS, ...(token ? bearer(token) : {}), 'Upload-Length': String(length), ...extra },
      });
    },
    patch(location: string, token: string, offset: number, body: Buffer): Promise<Response> {
      return fetch(`${base}${location}`, {
        method: 'PATCH',
        headers: { ...TUS_HEADERS, ...bearer(token), 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
        body: new Uint8Array(body),
      });
    },
    offsetOf(location: string, token: string): Promise<Response> {
      return fetch(`${base}${location}`, { method: 'HEAD', headers: { ...TUS_HEADERS, ...bearer(token) } });
    },
  };
}

/** A refusal in the calls' failure shape: this status, this code, as JSON. */
export async function expectFailure(response: Response, status: number, errorCode: ErrorCode): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ isSuccessful: false, errorCode, message: expect.any(String) });
}
