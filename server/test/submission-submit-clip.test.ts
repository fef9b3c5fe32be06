import path from 'node:path';
import { clipVideoKey } from '@clipyard/shared/media';
import type { AppContext } from '../src/context';
import type { OpenDatabase } from '../src/db/database';
import type { UserRow } from '../src/db/schema';
import { clipEncodeStatus } from '../src/features/submission/clip-encode-status.handler';
import { submitClip } from '../src/features/submission/submit-clip.handler';
import { createMediaServices, type ClipyardMedia } from '../src/media';
import { callerFor, call, insertUser, makeContext } from './media-support/context';
import { DB_KINDS, openTestDb, quietLog, tempDir, testConfig } from './media-support/fixtures';
import { sampleVideoHost } from './media-support/http-fixture';

describe.each(DB_KINDS)('submitClip on %s', (kind) => {
  let opened: OpenDatabase;
  let work: Awaited<ReturnType<typeof tempDir>>;
  let media: ClipyardMedia;
  let ctx: AppContext;
  let host: Awaited<ReturnType<typeof sampleVideoHost>>['host'];
  let viewer: UserRow;
  let streamer: UserRow;
  let videoUrl: string;

  beforeAll(async () => {
    opened = await openTestDb(kind);
    work = await tempDir();
    // The "remote" video host: loopback, so it must be allowlisted (by port) to be fetched at all.
    const probeMedia = createMediaServices({ config: testConfig(work.dir), db: opened.db, log: quietLog() });
    ({ host, videoUrl } = await sampleVideoHost(probeMedia, work.dir));
    const config = testConfig(path.join(work.dir, 'media'), { fetchAllowlist: [`127.0.0.1:${host.port}`] });
    media = createMediaServices({ config, db: opened.db, log: quietLog() });
    ctx = makeContext({ db: opened.db, config, media });
    viewer = await insertUser(opened.db, 'viewer1');
    streamer = await insertUser(opened.db, 'streamer1');
    await opened.db.insertInto('channels').values({ login: 'approvalchan', display_name: 'Approval Chan', claimed_by_user_id: streamer.id, request_policy: 'approval' }).execute();
    await opened.db.insertInto('channels').values({ login: 'closedchan', display_name: 'Closed', request_policy: 'closed' }).execute();
  });
  afterAll(async () => {
    await media.stop();
    await host.close();
    await opened.close();
    await work.remove();
  });

  const submit = (body: unknown, user: UserRow | null = viewer) => call(submitClip, 'client/userSubmission/submitClip', ctx, callerFor(user), body);
  const clipCount = async () => (await opened.db.selectFrom('clips').select('id').execute()).length;

  it.each([
    [{ clipUrl: '', channelLogin: 'somechan', clipTitle: 'A fine title' }, 'EMPTY_INPUT'],
    [{ clipUrl: '   ', channelLogin: 'somechan', clipTitle: 'A fine title' }, 'EMPTY_INPUT'],
    [{ channelLogin: 'somechan', clipTitle: 'A fine title' }, 'EMPTY_INPUT'],
    [{ clipUrl: 'not a url', channelLogin: 'somechan', clipTitle: 'A fine title' }, 'INVALID_URL'],
    [{ clipUrl: 'ftp://example.com/a.mp4', channelLogin: 'somechan', clipTitle: 'A fine title' }, 'INVALID_URL'],
    [{ clipUrl: 'javascript:alert(1)', channelLogin: 'somechan', clipTitle: 'A fine title' }, 'INVALID_URL'],
    [{ clipUrl: 'https://example.com/a.mp4', clipTitle: 'A fine title' }, 'CHANNEL_REQUIRED'],
    [{ clipUrl: 'https://example.com/a.mp4', channelLogin: 'No Spaces!', clipTitle: 'A fine title' }, 'CHANNEL_INVALID'],
    [{ clipUrl: 'https://example.com/a.mp4', channelLogin: 'somechan', clipTitle: 'ab' }, 'TITLE_TOO_SHORT'],
    [{ clipUrl: 'http://127.0.0.1/a.mp4', channelLogin: 'somechan', clipTitle: 'A fine title' }, 'UNSAFE_URL'],
    [{ clipUrl: 'http://10.0.0.1/a.mp4', channelLogin: 'somechan', clipTitle: 'A fine title' }, 'UNSAFE_URL'],
    [{ clipUrl: 'http://169.254.169.254/latest/meta-data/', channelLogin: 'somechan', clipTitle: 'A fine title' }, 'UNSAFE_URL'],
    [{ clipUrl: 'http://[::1]/a.mp4', channelLogin: 'somechan', clipTitle: 'A fine title' }, 'UNSAFE_URL'],
    [{ clipUrl: 'http://localhost/a.mp4', channelLogin: 'somechan', clipTitle: 'A fine title' }, 'UNSAFE_URL'],
    [{ clipUrl: 'https://clips.twitch.tv/SomeSlugHere', clipTitle: 'A fine title' }, 'TWITCH_NOT_CONFIGURED'],
    [{ uploadId: 'f'.repeat(32), channelLogin: 'somechan', clipTitle: 'A fine title' }, 'UPLOAD_NOT_FOUND'],
    [{ uploadId: '../../etc/passwd', channelLogin: 'somechan', clipTitle: 'A fine title' }, 'UPLOAD_NOT_FOUND'],
    [{ uploadId: 'f'.repeat(32), clipTitle: 'A fine title' }, 'CHANNEL_REQUIRED'],
  ])('refuses %j with %s and stores nothing', async (body, code) => {
    const before = await clipCount();
    const result = await submit(body);
    expect(result).toMatchObject({ ok: false, code });
    expect(await clipCount()).toBe(before);
  });

  it('gives the messages client and server agree on', async () => {
    expect(await submit({ clipUrl: '', channelLogin: 'somechan', clipTitle: 'A fine title' })).toMatchObject({ message: 'Empty input detected' });
    expect(await submit({ clipUrl: 'nope', channelLogin: 'somechan', clipTitle: 'A fine title' })).toMatchObject({ message: 'Invalid input URL detected' });
  });

  it('needs a registered account', async () => {
    expect(await submit({ clipUrl: videoUrl, channelLogin: 'somechan', clipTitle: 'A fine title' }, null)).toMatchObject({ ok: false, code: 'NOT_AUTHORISED' });
  });

  it('creates the channel, answers processing, and the clip becomes playable', async () => {
    const result = await submit({ clipUrl: videoUrl, channelLogin: 'NewChannel_1', clipTitle: '  My first clip  ' });
    if (!result.ok) throw new Error(result.code);
    expect(result.answer).toMatchObject({ channelLogin: 'newchannel_1', status: 'processing', requestId: null });
    const channel = await opened.db.selectFrom('channels').selectAll().where('login', '=', 'newchannel_1').executeTakeFirstOrThrow();
    expect(channel.display_name).toBe('newchannel_1');
    const id = result.answer.internalClipId;
    const row = await opened.db.selectFrom('clips').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'My first clip', submitter_user_id: viewer.id, source_url: videoUrl });

    await media.runJobsUntilIdle();
    const status = await clipEncodeStatus({ ctx, body: { internalClipId: id }, caller: callerFor(null), request: null as never });
    expect(status.status).toBe('ready');
    expect(status.tasks.map((t) => [t.kind, t.state])).toEqual([
      ['source', 'done'],
      ['thumbnail', 'done'],
    ]);
    expect(await media.storage.exists(clipVideoKey('newchannel_1', id, 'source'))).toBe(true);
  });

  it('puts a clip for a claimed channel asking for approval into the streamer’s queue', async () => {
    const result = await submit({ clipUrl: videoUrl, channelLogin: 'approvalchan', clipTitle: 'Please approve' });
    if (!result.ok) throw new Error(result.code);
    expect(result.answer.status).toBe('awaiting_decision');
    expect(result.answer.requestId).toEqual(expect.any(String));
    const request = await opened.db.selectFrom('clip_requests').selectAll().where('id', '=', result.answer.requestId!).executeTakeFirstOrThrow();
    expect(request).toMatchObject({ clip_id: result.answer.internalClipId, channel_login: 'approvalchan', status: 'pending', submitter_user_id: viewer.id });
    await media.runJobsUntilIdle();
    const clip = await opened.db.selectFrom('clips').selectAll().where('id', '=', result.answer.internalClipId).executeTakeFirstOrThrow();
    expect(clip.status).toBe('awaiting_decision');
    expect(clip.renditions).toEqual(['source']);
  });

  it('publishes the streamer’s own submission to their approval channel directly', async () => {
    const result = await submit({ clipUrl: videoUrl, channelLogin: 'approvalchan', clipTitle: 'My own clip' }, streamer);
    expect(result).toMatchObject({ ok: true, answer: { status: 'processing', requestId: null } });
  });

  it('refuses a channel that takes no submissions', async () => {
    const before = await clipCount();
    expect(await submit({ clipUrl: videoUrl, channelLogin: 'closedchan', clipTitle: 'Closed door' })).toMatchObject({ ok: false, code: 'SUBMISSIONS_CLOSED' });
    expect(await clipCount()).toBe(before);
  });

  it('answers CLIP_NOT_FOUND for the status of an unknown clip', async () => {
    await expect(
      clipEncodeStatus({ ctx, body: { internalClipId: 'nosuchclip1' }, caller: callerFor(null), request: null as never }),
    ).rejects.toMatchObject({ errorCode: 'CLIP_NOT_FOUND' });
  });
});
