import path from 'node:path';
import { clipVideoKey } from '@clipyard/shared/media';
import { standInConfig } from './support/stand-in-config';
import type { AppContext } from '../src/context';
import type { OpenDatabase } from '../src/db/database';
import type { UserRow } from '../src/db/schema';
import { clipEncodeStatus } from '../src/features/submission/clip-encode-status.handler';
import { submitClip } from '../src/features/submission/submit-clip.handler';
import { createMediaServices, type ClipyardMedia } from '../src/media';
import { startTwitchStandIn, type TwitchStandIn } from '../src/twitch/stand-in/twitch-stand-in';
import { STAND_IN_CLIPS } from '../src/twitch/stand-in/stand-in-clips';
import { createTwitchClient } from '../src/twitch/twitch-client';
import { callerFor, call, insertUser, makeContext } from './media-support/context';
import { DB_KINDS, openTestDb, quietLog, tempDir } from './media-support/fixtures';

/**
 * Issue 19, item 7: a Twitch clip URL submitted to a Clipyard that uses the local Twitch stand-in (as `npm start` and
 * the e2e stack do) becomes a clip that plays, through the stand-in's real Helix protocol (app token from
 * client_credentials, GET /helix/clips?id= with Client-Id). Its file is on loopback: the safe fetcher trusts the
 * stand-in's origin for the URLs its Helix answers give (TWITCH_STAND_IN=1, emulator mode), never for a typed URL.
 */
const [perfectJump, , kumo] = STAND_IN_CLIPS;

describe('the stand-in’s trusted origin', () => {
  let standIn: TwitchStandIn;
  beforeAll(async () => {
    standIn = await startTwitchStandIn({ port: 0 });
  });
  afterAll(() => standIn.close());

  it('is the stand-in’s origin only with TWITCH_STAND_IN=1, in emulator mode, on this machine', () => {
    expect(standInConfig(standIn, 'media').twitch.standInMediaOrigin).toBe(new URL(standIn.url).origin);
    expect(standInConfig(standIn, 'media', { TWITCH_STAND_IN: '' }).twitch.standInMediaOrigin).toBeNull();
    // A real Firebase project (production): never, whatever the environment says.
    expect(standInConfig(standIn, 'media', { FIREBASE_PROJECT_ID: 'clipyard-prod' }).twitch.standInMediaOrigin).toBeNull();
    expect(standInConfig(standIn, 'media', { TWITCH_API_BASE_URL: 'https://api.twitch.tv' }).twitch.standInMediaOrigin).toBeNull();
  });
});

describe('Helix /clips of the stand-in', () => {
  let standIn: TwitchStandIn;
  beforeAll(async () => {
    standIn = await startTwitchStandIn({ port: 0 });
  });
  afterAll(() => standIn.close());

  async function appToken(): Promise<string> {
    const answer = await fetch(`${standIn.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: standIn.clientId, client_secret: standIn.clientSecret, grant_type: 'client_credentials' }).toString(),
    });
    return ((await answer.json()) as { access_token: string }).access_token;
  }

  it('needs the Client-Id header and a token, as Helix does', async () => {
    const token = await appToken();
    const url = `${standIn.url}/helix/clips?id=${perfectJump!.id}`;
    expect((await fetch(url, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    expect((await fetch(url, { headers: { 'client-id': standIn.clientId, authorization: 'Bearer not-a-token' } })).status).toBe(401);
    const ok = await fetch(url, { headers: { 'client-id': standIn.clientId, authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    const { data } = (await ok.json()) as { data: { id: string; broadcaster_name: string; thumbnail_url: string }[] };
    expect(data).toEqual([expect.objectContaining({ id: perfectJump!.id, broadcaster_name: 'PixelPioneer' })]);
    // The Helix convention the client relies on: the mp4 sits beside the thumbnail; both are served.
    const thumbnail = await fetch(data[0]!.thumbnail_url);
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
    const video = await fetch(data[0]!.thumbnail_url.replace(/-preview-\d+x\d+\.jpg$/, '.mp4'));
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect((await video.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('answers an empty list for an id it does not know', async () => {
    const token = await appToken();
    const answer = await fetch(`${standIn.url}/helix/clips?id=NoSuchClip`, { headers: { 'client-id': standIn.clientId, authorization: `Bearer ${token}` } });
    expect(await answer.json()).toEqual({ data: [], pagination: {} });
  });

  it('is what the server’s Twitch client reads, broadcaster login included', async () => {
    const twitch = createTwitchClient(standInConfig(standIn, 'media').twitch);
    const clip = await twitch.getClip(kumo!.id);
    expect(clip).toMatchObject({ id: kumo!.id, broadcasterLogin: 'kumo_plays', broadcasterName: 'くもプレイ', title: kumo!.title });
    expect(clip!.videoUrl).toBe(`${standIn.url}/clips/${kumo!.id}.mp4`);
  });
});

describe.each(DB_KINDS)('submitClip against the Twitch stand-in on %s', (kind) => {
  let standIn: TwitchStandIn;
  let opened: OpenDatabase;
  let work: Awaited<ReturnType<typeof tempDir>>;
  let media: ClipyardMedia;
  let ctx: AppContext;
  let viewer: UserRow;

  beforeAll(async () => {
    standIn = await startTwitchStandIn({ port: 0 });
    opened = await openTestDb(kind);
    work = await tempDir();
    const config = standInConfig(standIn, path.join(work.dir, 'media'));
    expect(config.media.fetchAllowlist).toEqual([]);
    media = createMediaServices({ config, db: opened.db, log: quietLog() });
    ctx = makeContext({ db: opened.db, config, media, twitch: createTwitchClient(config.twitch) });
    viewer = await insertUser(opened.db, 'twitchviewer');
  });
  afterAll(async () => {
    await media.stop();
    await opened.close();
    await work.remove();
    await standIn.close();
  });

  const submit = (body: unknown) => call(submitClip, 'client/userSubmission/submitClip', ctx, callerFor(viewer), body);

  it('turns a clips.twitch.tv URL into a clip of the broadcaster’s channel that becomes playable', async () => {
    const result = await submit({ clipUrl: `https://clips.twitch.tv/${perfectJump!.id}`, clipTitle: 'From the stand-in' });
    if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
    expect(result.answer).toMatchObject({ channelLogin: 'pixelpioneer', status: 'processing' });
    const id = result.answer.internalClipId;
    await media.runJobsUntilIdle();
    const status = await clipEncodeStatus({ ctx, body: { internalClipId: id }, caller: callerFor(viewer), request: null as never });
    expect(status.tasks.find((t) => t.kind === 'source')).toMatchObject({ state: 'done', failureReason: null });
    expect(status.status).toBe('ready');
    expect(await media.storage.exists(clipVideoKey('pixelpioneer', id, 'source'))).toBe(true);
  });

  it('reads the channel from Twitch for a www.twitch.tv/<login>/clip/<slug> URL, display name included', async () => {
    const result = await submit({ clipUrl: `https://www.twitch.tv/kumo_plays/clip/${kumo!.id}`, clipTitle: 'Kumo from the stand-in' });
    if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
    expect(result.answer.channelLogin).toBe('kumo_plays');
    const channel = await opened.db.selectFrom('channels').select('display_name').where('login', '=', 'kumo_plays').executeTakeFirstOrThrow();
    expect(channel.display_name).toBe('くもプレイ');
  });

  it('answers FETCH_FAILED for a clip Twitch does not have', async () => {
    expect(await submit({ clipUrl: 'https://clips.twitch.tv/NoSuchClipAnywhere', clipTitle: 'Not there' })).toMatchObject({ ok: false, code: 'FETCH_FAILED' });
  });

  it('still refuses the stand-in’s file typed as a direct URL: the trust is for Twitch’s answers only', async () => {
    const typed = `${standIn.url}/clips/${perfectJump!.id}.mp4`;
    expect(await submit({ clipUrl: typed, channelLogin: 'pixelpioneer', clipTitle: 'Typed by hand' })).toMatchObject({ ok: false, code: 'UNSAFE_URL' });
  });
});
