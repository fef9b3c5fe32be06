import path from 'node:path';
import { sql } from 'kysely';
import type { AppContext } from '../src/context';
import type { OpenDatabase } from '../src/db/database';
import type { UserRow } from '../src/db/schema';
import { submitClip } from '../src/features/submission/submit-clip.handler';
import { createMediaServices, type ClipyardMedia } from '../src/media';
import { callerFor, call, insertUser, makeContext } from './media-support/context';
import { DB_KINDS, openTestDb, quietLog, tempDir, testConfig } from './media-support/fixtures';
import { sampleVideoHost } from './media-support/http-fixture';

/**
 * Issue 23 item 4 (ADR 0143): a channel says who may submit clips to it: anyone signed in, its followers, or its
 * followers of at least N days. The server enforces it in submitClip; a refusal stores nothing.
 */
describe.each(DB_KINDS)('who may submit, on %s', (kind) => {
  let opened: OpenDatabase;
  let work: Awaited<ReturnType<typeof tempDir>>;
  let media: ClipyardMedia;
  let ctx: AppContext;
  let host: Awaited<ReturnType<typeof sampleVideoHost>>['host'];
  let streamer: UserRow;
  let videoUrl: string;
  let users = 0;

  beforeAll(async () => {
    opened = await openTestDb(kind);
    work = await tempDir();
    // The "remote" video host: loopback, so it must be allowlisted (by port) to be fetched at all.
    const probeMedia = createMediaServices({ config: testConfig(work.dir), db: opened.db, log: quietLog() });
    ({ host, videoUrl } = await sampleVideoHost(probeMedia, work.dir, { withAudio: false }));
    const config = testConfig(path.join(work.dir, 'media'), { fetchAllowlist: [`127.0.0.1:${host.port}`] });
    media = createMediaServices({ config, db: opened.db, log: quietLog() });
    ctx = makeContext({ db: opened.db, config, media });
    streamer = await insertUser(opened.db, 'rulestreamer');
  });
  afterAll(async () => {
    await media.stop();
    await host.close();
    await opened.close();
    await work.remove();
  });

  const newUser = () => insertUser(opened.db, `ruleuser${++users}`);
  const channel = async (login: string, audience: 'anyone' | 'followers', minFollowDays = 0, request_policy: 'open' | 'approval' = 'open') => {
    await opened.db
      .insertInto('channels')
      .values({ login, display_name: login, claimed_by_user_id: streamer.id, request_policy, submit_audience: audience, submit_min_follow_days: minFollowDays })
      .execute();
    return login;
  };
  /** A follow made `daysAgo` days ago (the database's clock, as the server compares it). */
  const follow = async (user: UserRow, login: string, daysAgo = 0) => {
    await opened.db
      .insertInto('follows')
      .values({ user_id: user.id, channel_login: login, created_at: sql`now() - make_interval(days => ${daysAgo})` })
      .execute();
  };
  const submit = (user: UserRow, channelLogin: string) =>
    call(submitClip, 'client/userSubmission/submitClip', ctx, callerFor(user), { clipUrl: videoUrl, channelLogin, clipTitle: 'A clip for the rule' });
  const clipsOf = async (login: string) => (await opened.db.selectFrom('clips').select('id').where('channel_login', '=', login).execute()).length;

  it('takes clips from anyone signed in by default, as before the rule existed', async () => {
    await opened.db.insertInto('channels').values({ login: 'ruledefault', display_name: 'Default', claimed_by_user_id: streamer.id, request_policy: 'open' }).execute();
    const row = await opened.db.selectFrom('channels').select(['submit_audience', 'submit_min_follow_days']).where('login', '=', 'ruledefault').executeTakeFirstOrThrow();
    expect(row).toEqual({ submit_audience: 'anyone', submit_min_follow_days: 0 });
    expect(await submit(await newUser(), 'ruledefault')).toMatchObject({ ok: true, answer: { status: 'processing' } });
  });

  it('refuses a person who does not follow a followers-only channel, and stores nothing', async () => {
    const login = await channel('rulefollowers', 'followers');
    const stranger = await newUser();
    expect(await submit(stranger, login)).toMatchObject({ ok: false, code: 'SUBMIT_FOLLOWERS_ONLY' });
    expect(await clipsOf(login)).toBe(0);
  });

  it('admits a follower of a followers-only channel, whatever the age of the follow', async () => {
    const login = await channel('rulefollowers2', 'followers');
    const fan = await newUser();
    await follow(fan, login);
    expect(await submit(fan, login)).toMatchObject({ ok: true, answer: { status: 'processing', channelLogin: login } });
    expect(await clipsOf(login)).toBe(1);
  });

  it('refuses a follower of fewer days than the channel asks, and admits one of more', async () => {
    const login = await channel('ruledays', 'followers', 7);
    const newFan = await newUser();
    await follow(newFan, login, 6);
    expect(await submit(newFan, login)).toMatchObject({ ok: false, code: 'SUBMIT_FOLLOW_TOO_RECENT' });
    const stranger = await newUser();
    expect(await submit(stranger, login)).toMatchObject({ ok: false, code: 'SUBMIT_FOLLOWERS_ONLY' });
    expect(await clipsOf(login)).toBe(0);

    const oldFan = await newUser();
    await follow(oldFan, login, 8);
    expect(await submit(oldFan, login)).toMatchObject({ ok: true, answer: { status: 'processing' } });
    expect(await clipsOf(login)).toBe(1);
  });

  it('lets the channel’s own streamer submit, follower or not', async () => {
    const login = await channel('ruleown', 'followers', 30);
    expect(await submit(streamer, login)).toMatchObject({ ok: true, answer: { status: 'processing' } });
  });

  it('puts an admitted follower’s clip in the approval queue when the channel reviews clips', async () => {
    const login = await channel('rulereview', 'followers', 0, 'approval');
    const fan = await newUser();
    await follow(fan, login);
    expect(await submit(fan, login)).toMatchObject({ ok: true, answer: { status: 'awaiting_decision', requestId: expect.any(String) } });
  });

  it('answers the refusal in the words client and server agree on', async () => {
    const login = await channel('rulewords', 'followers', 3);
    const result = await submit(await newUser(), login);
    expect(result).toMatchObject({ ok: false, code: 'SUBMIT_FOLLOWERS_ONLY', message: 'Only followers of this channel may submit clips to it' });
  });

  it('refuses a rule the database cannot hold, even written by hand', async () => {
    await expect(
      opened.db.insertInto('channels').values({ login: 'rulebad1', display_name: 'Bad', submit_audience: 'subscribers' as 'anyone' }).execute(),
    ).rejects.toThrow();
    await expect(opened.db.insertInto('channels').values({ login: 'rulebad2', display_name: 'Bad', submit_min_follow_days: 366 }).execute()).rejects.toThrow();
  });
});
