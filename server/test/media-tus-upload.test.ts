import { readdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { AppContext } from '../src/context';
import type { OpenDatabase } from '../src/db/database';
import type { UserRow } from '../src/db/schema';
import { submitClip } from '../src/features/submission/submit-clip.handler';
import type { ClipyardMedia } from '../src/media';
import { removeStaleUploads } from '../src/media/uploads/stale-uploads';
import { signUp } from './media-support/auth';
import { call, callerFor } from './media-support/context';
import { bearer as auth, expectFailure, startTusTestServer, TUS_HEADERS as tus, tusRequests, type TusTestServer } from './media-support/tus-server';

const MAX_BYTES = 2 * 1024 * 1024;

describe('resumable uploads (tus) with real Firebase tokens', () => {
  let server: TusTestServer;
  let opened: OpenDatabase;
  let media: ClipyardMedia;
  let ctx: AppContext;
  let base: string;
  let video: Buffer;
  let owner: { token: string; user: UserRow };
  let other: { token: string; user: UserRow };
  let unregisteredToken: string;
  let create: ReturnType<typeof tusRequests>['create'];
  let patch: ReturnType<typeof tusRequests>['patch'];
  let offsetOf: ReturnType<typeof tusRequests>['offsetOf'];

  beforeAll(async () => {
    server = await startTusTestServer({ maxSourceBytes: MAX_BYTES });
    ({ opened, media, ctx, base, video } = server);
    ({ create, patch, offsetOf } = tusRequests(base));
    owner = await server.newUser('uploader1');
    other = await server.newUser('snooper1');
    unregisteredToken = (await signUp()).idToken;
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Sends part of a PATCH body and then drops the connection, as a browser losing its network would. */
  function interruptedPatch(location: string, token: string, body: Buffer, sendBytes: number): Promise<void> {
    return new Promise((resolve) => {
      const req = http.request(`${base}${location}`, {
        method: 'PATCH',
        headers: {
          ...tus,
          ...auth(token),
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
          'Content-Length': String(body.length),
        },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(body.subarray(0, sendBytes), () => setTimeout(() => req.destroy(), 300));
    });
  }

  it('resumes an interrupted upload from the offset the server kept, then submits it as a clip', async () => {
    const created = await create(owner.token, video.length, {
      // A hostile file name in the metadata must never reach a path.
      'Upload-Metadata': `filename ${Buffer.from('../../../etc/evil.mp4').toString('base64')}`,
      Origin: 'http://localhost:3000',
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/uploads\/[a-f0-9]{32}$/);
    expect(created.headers.get('access-control-expose-headers')).toMatch(/Upload-Offset/);
    expect(created.headers.get('access-control-expose-headers')).toMatch(/Location/);
    const uploadId = location.split('/').pop()!;

    await interruptedPatch(location, owner.token, video, Math.floor(video.length / 2));
    let offset = 0;
    // Until the server has recorded what arrived (30 s only bounds a server that never does).
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
      const head = await offsetOf(location, owner.token);
      if (head.status === 200) {
        offset = Number(head.headers.get('upload-offset'));
        if (offset > 0) break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(video.length);
    const unfinished = await call(submitClip, 'client/userSubmission/submitClip', ctx, callerFor(owner.user), {
      uploadId,
      channelLogin: 'uploadchan',
      clipTitle: 'Not finished yet',
    });
    expect(unfinished).toMatchObject({ ok: false, code: 'UPLOAD_NOT_FOUND' });

    const rest = await patch(location, owner.token, offset, video.subarray(offset));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(video.length));

    const row = await opened.db.selectFrom('uploads').selectAll().where('id', '=', uploadId).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(owner.user.id);
    expect(row.completed_at).not.toBeNull();
    const names = await readdir(media.dirs.uploads);
    expect(names.every((n) => /^[a-f0-9]{32}(\.json)?$/.test(n))).toBe(true);
    expect((await readFile(path.join(media.dirs.uploads, uploadId))).equals(video)).toBe(true);

    // Someone else cannot take it; its owner can, once.
    const stolen = await call(submitClip, 'client/userSubmission/submitClip', ctx, callerFor(other.user), {
      uploadId,
      channelLogin: 'uploadchan',
      clipTitle: 'Not my upload',
    });
    expect(stolen).toMatchObject({ ok: false, code: 'UPLOAD_NOT_FOUND' });
    const submitted = await call(submitClip, 'client/userSubmission/submitClip', ctx, callerFor(owner.user), {
      uploadId,
      channelLogin: 'uploadchan',
      clipTitle: 'My uploaded clip',
    });
    if (!submitted.ok) throw new Error(submitted.code);
    expect(submitted.answer.status).toBe('processing');
    const again = await call(submitClip, 'client/userSubmission/submitClip', ctx, callerFor(owner.user), {
      uploadId,
      channelLogin: 'uploadchan',
      clipTitle: 'Same upload twice',
    });
    expect(again).toMatchObject({ ok: false, code: 'UPLOAD_NOT_FOUND' });

    await media.runJobsUntilIdle();
    const clip = await opened.db.selectFrom('clips').selectAll().where('id', '=', submitted.answer.internalClipId).executeTakeFirstOrThrow();
    expect(clip.status).toBe('ready');
    expect(clip.renditions).toEqual(['source']);
  });

  it('refuses a missing, forged or unregistered token with the calls’ failure shape, readable cross-origin', async () => {
    const signedOut = await create(null, 100, { Origin: 'http://localhost:3000' });
    expect(signedOut.headers.get('access-control-allow-origin')).toBeTruthy();
    await expectFailure(signedOut, 401, 'NOT_AUTHORISED');
    await expectFailure(await create('forged.token.value', 100), 401, 'NOT_AUTHORISED');
    await expectFailure(await create(unregisteredToken, 100), 403, 'ACCOUNT_NOT_REGISTERED');
    // Resuming needs the token too.
    const location = (await create(owner.token, video.length)).headers.get('location')!;
    // (A HEAD answer has no body: its status says it.)
    expect((await fetch(`${base}${location}`, { method: 'HEAD', headers: tus })).status).toBe(401);
    await expectFailure(await fetch(`${base}${location}`, { method: 'DELETE', headers: tus }), 401, 'NOT_AUTHORISED');
    await expectFailure(await patch(location, 'forged.token.value', 0, video), 401, 'NOT_AUTHORISED');
    expect((await offsetOf(location, owner.token)).headers.get('upload-offset')).toBe('0');
    expect(await opened.db.selectFrom('uploads').select('id').where('user_id', '=', other.user.id).execute()).toEqual([]);
  });

  it('hides one user’s upload from another', async () => {
    const created = await create(owner.token, video.length);
    const location = created.headers.get('location')!;
    expect((await offsetOf(location, other.token)).status).toBe(404);
    await expectFailure(await patch(location, other.token, 0, video), 404, 'UPLOAD_NOT_FOUND');
    await expectFailure(await patch('/uploads/0123456789abcdef0123456789abcdef', owner.token, 0, video), 404, 'UPLOAD_NOT_FOUND');
    expect((await offsetOf(location, owner.token)).headers.get('upload-offset')).toBe('0');
  });

  it('answers 412 with Tus-Version to an unsupported Tus-Resumable version, and to none', async () => {
    const wrong = await create(owner.token, 100, { 'Tus-Resumable': '0.2.2' });
    expect(wrong.headers.get('tus-version')).toBe('1.0.0');
    await expectFailure(wrong, 412, 'UPLOAD_PROTOCOL_UNSUPPORTED');
    const missing = await fetch(`${base}/uploads/`, { method: 'POST', headers: { ...auth(owner.token), 'Upload-Length': '100' } });
    expect(missing.headers.get('tus-version')).toBe('1.0.0');
    await expectFailure(missing, 412, 'UPLOAD_PROTOCOL_UNSUPPORTED');
  });

  it('refuses an upload larger than the limit', async () => {
    await expectFailure(await create(owner.token, MAX_BYTES + 1), 413, 'MEDIA_TOO_LARGE');
  });

  it('deletes a finished upload that is not a video and says why', async () => {
    const junk = Buffer.from('plain text pretending to be a video\n'.repeat(50));
    const created = await create(owner.token, junk.length);
    const location = created.headers.get('location')!;
    const uploadId = location.split('/').pop()!;
    await expectFailure(await patch(location, owner.token, 0, junk), 422, 'MEDIA_INVALID');
    expect(await opened.db.selectFrom('uploads').select('id').where('id', '=', uploadId).executeTakeFirst()).toBeUndefined();
    expect(await readdir(media.dirs.uploads)).not.toContain(uploadId);
  });

  it('checks the content, not the name: a video named .txt is fine', async () => {
    const renamed = path.join(server.dir, 'video.txt');
    await writeFile(renamed, video);
    const created = await create(owner.token, video.length, { 'Upload-Metadata': `filename ${Buffer.from('video.txt').toString('base64')}` });
    const done = await patch(created.headers.get('location')!, owner.token, 0, await readFile(renamed));
    expect(done.status).toBe(204);
  });

  it('removes uploads left unsubmitted for a day, files included', async () => {
    const created = await create(owner.token, video.length);
    const uploadId = created.headers.get('location')!.split('/').pop()!;
    await patch(`/uploads/${uploadId}`, owner.token, 0, video);
    const fresh = await removeStaleUploads(opened.db, media.dirs);
    expect(await readdir(media.dirs.uploads)).toContain(uploadId);
    await opened.db.updateTable('uploads').set({ created_at: new Date(Date.now() - 25 * 3600 * 1000) as never }).where('id', '=', uploadId).execute();
    expect(await removeStaleUploads(opened.db, media.dirs)).toBeGreaterThanOrEqual(1);
    expect(fresh).toBe(0);
    expect(await readdir(media.dirs.uploads)).not.toContain(uploadId);
    expect(await opened.db.selectFrom('uploads').select('id').where('id', '=', uploadId).executeTakeFirst()).toBeUndefined();
  });
});
