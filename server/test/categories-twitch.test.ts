import path from 'node:path';
import { standInConfig } from './support/stand-in-config';
import type { AppContext, TwitchClient } from '../src/context';
import type { OpenDatabase } from '../src/db/database';
import type { UserRow } from '../src/db/schema';
import { categoryForTwitchGame, slugForName } from '../src/domain/categories';
import { submitClip } from '../src/features/submission/submit-clip.handler';
import { createMediaServices, type ClipyardMedia } from '../src/media';
import { ApiError } from '../src/http/api-error';
import { startTwitchStandIn, type TwitchStandIn } from '../src/twitch/stand-in/twitch-stand-in';
import { STAND_IN_CLIPS } from '../src/twitch/stand-in/stand-in-clips';
import { createTwitchClient } from '../src/twitch/twitch-client';
import { callerFor, call, insertUser, makeContext } from './media-support/context';
import { DB_KINDS, openTestDb, quietLog, tempDir, testConfig } from './media-support/fixtures';
import { sampleVideoHost } from './media-support/http-fixture';

/**
 * Categories of submitted clips (issue 23 item 6, ADR 0150): a Twitch clip's `game_id` becomes its category (a seeded
 * id at once, an unknown one looked up with Helix /games and added), a lookup that fails leaves the clip without one
 * and never fails the submission; any other clip takes the category chosen in the form.
 */
const [perfectJump, speedrunSam, kumo] = STAND_IN_CLIPS;

describe('the stand-in’s games', () => {
  let standIn: TwitchStandIn;
  beforeAll(async () => {
    standIn = await startTwitchStandIn({ port: 0 });
  });
  afterAll(() => standIn.close());

  it('answers each clip’s game_id and names the game with Helix /games, as Twitch does', async () => {
    const twitch = createTwitchClient(standInConfig(standIn, 'media').twitch);
    expect(await twitch.getClip(perfectJump!.id)).toMatchObject({ gameId: '27471' });
    expect(await twitch.getGame('2692')).toEqual({ id: '2692', name: 'Super Mario 64' });
    expect(await twitch.getGame('1')).toBeNull();
    const unauthenticated = await fetch(`${standIn.url}/helix/games?id=2692`);
    expect(unauthenticated.status).toBe(401);
  });

  it('makes an address name of a game’s name, or of its id when the name has no ASCII letter', () => {
    expect(slugForName('Pokémon Legends: Z-A', '1')).toBe('pokemon-legends-z-a');
    expect(slugForName('スーパーマリオ', '42')).toBe('game-42');
    expect(slugForName('A'.repeat(80), '7')).toHaveLength(40);
  });
});

describe.each(DB_KINDS)('categories of submitted clips on %s', (kind) => {
  let standIn: TwitchStandIn;
  let opened: OpenDatabase;
  let work: Awaited<ReturnType<typeof tempDir>>;
  let media: ClipyardMedia;
  let ctx: AppContext;
  let twitch: TwitchClient;
  let viewer: UserRow;
  let host: Awaited<ReturnType<typeof sampleVideoHost>>['host'];
  let videoUrl: string;

  beforeAll(async () => {
    standIn = await startTwitchStandIn({ port: 0 });
    opened = await openTestDb(kind);
    work = await tempDir();
    // The "remote" video host: loopback, so it must be allowlisted (by port) to be fetched at all.
    const probeMedia = createMediaServices({ config: testConfig(work.dir), db: opened.db, log: quietLog() });
    ({ host, videoUrl } = await sampleVideoHost(probeMedia, work.dir));
    const config = standInConfig(standIn, path.join(work.dir, 'media'));
    const withHost = { ...config, media: { ...config.media, fetchAllowlist: [`127.0.0.1:${host.port}`] } };
    media = createMediaServices({ config: withHost, db: opened.db, log: quietLog() });
    twitch = createTwitchClient(config.twitch);
    ctx = makeContext({ db: opened.db, config: withHost, media, twitch });
    viewer = await insertUser(opened.db, 'categoryviewer');
  });
  afterAll(async () => {
    await media.stop();
    await host.close();
    await opened.close();
    await work.remove();
    await standIn.close();
  });

  const submitWith = (context: AppContext, body: unknown) => call(submitClip, 'client/userSubmission/submitClip', context, callerFor(viewer), body);
  const categoryOf = async (clipId: string) => {
    const row = await opened.db
      .selectFrom('clips')
      .leftJoin('categories', 'categories.id', 'clips.category_id')
      .select(['categories.slug', 'categories.name_en', 'categories.twitch_game_id'])
      .where('clips.id', '=', clipId)
      .executeTakeFirstOrThrow();
    return row.slug === null ? null : row;
  };
  const categoryId = async (slug: string) => (await opened.db.selectFrom('categories').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;

  it('a Twitch clip of a seeded game takes that category, whatever was chosen in the form', async () => {
    const result = await submitWith(ctx, { clipUrl: `https://clips.twitch.tv/${perfectJump!.id}`, clipTitle: 'Minecraft from Twitch', categoryId: await categoryId('art') });
    if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
    expect(await categoryOf(result.answer.internalClipId)).toEqual({ slug: 'minecraft', name_en: 'Minecraft', twitch_game_id: '27471' });
    const kumoClip = await submitWith(ctx, { clipUrl: `https://clips.twitch.tv/${kumo!.id}`, clipTitle: 'Elden Ring from Twitch' });
    if (!kumoClip.ok) throw new Error(kumoClip.code);
    expect(await categoryOf(kumoClip.answer.internalClipId)).toMatchObject({ slug: 'elden-ring' });
  });

  it('a game the list does not have is named by Helix /games and added once', async () => {
    const before = (await opened.db.selectFrom('categories').select('id').execute()).length;
    for (const title of ['Mario from Twitch', 'Mario again']) {
      const result = await submitWith(ctx, { clipUrl: `https://clips.twitch.tv/${speedrunSam!.id}`, clipTitle: title });
      if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
      expect(await categoryOf(result.answer.internalClipId)).toEqual({ slug: 'super-mario-64', name_en: 'Super Mario 64', twitch_game_id: '2692' });
    }
    expect((await opened.db.selectFrom('categories').select('id').execute()).length).toBe(before + 1);
  });

  it('a Helix /games lookup that fails leaves the clip without a category; the submission still succeeds', async () => {
    await opened.db.deleteFrom('categories').where('twitch_game_id', '=', '2692').execute();
    const failing: TwitchClient = { ...twitch, getGame: async () => Promise.reject(new ApiError('TWITCH_FAILED', 'Twitch answered 503')) };
    const result = await submitWith(makeContext({ db: opened.db, config: ctx.config, media, twitch: failing }), {
      clipUrl: `https://clips.twitch.tv/${speedrunSam!.id}`,
      clipTitle: 'Mario while Twitch is down',
    });
    if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
    expect(result.answer.status).toBe('processing');
    expect(await categoryOf(result.answer.internalClipId)).toBeNull();
    // A lookup that answers nothing usable (unknown id, or a name no one can store) is the same.
    const lookups: string[] = [];
    const unknown = await categoryForTwitchGame(opened.db, '999999999', async (id) => (lookups.push(id), null), quietLog());
    const nul = await categoryForTwitchGame(opened.db, '999999998', async () => ({ name: 'bad\u0000name' }), quietLog());
    const noGame = await categoryForTwitchGame(opened.db, '0', async (id) => (lookups.push(id), { name: 'never asked' }), quietLog());
    expect([unknown, nul, noGame, lookups]).toEqual([null, null, null, ['999999999']]);
  });

  it('an unseeded game whose name is a seeded category without an id takes that row', async () => {
    const seeded = await categoryForTwitchGame(opened.db, '123456789', async () => ({ name: 'pokémon scarlet and violet' }), quietLog());
    expect(seeded).toBe(await categoryId('pokemon-scarlet-and-violet'));
  });

  it('any other clip takes the category chosen, or none', async () => {
    const chosen = await submitWith(ctx, { clipUrl: videoUrl, channelLogin: 'categorychan', clipTitle: 'An art clip', categoryId: await categoryId('art') });
    if (!chosen.ok) throw new Error(`${chosen.code}: ${chosen.message}`);
    expect(await categoryOf(chosen.answer.internalClipId)).toMatchObject({ slug: 'art', name_en: 'Art' });
    const none = await submitWith(ctx, { clipUrl: videoUrl, channelLogin: 'categorychan', clipTitle: 'No category' });
    if (!none.ok) throw new Error(none.code);
    expect(await categoryOf(none.answer.internalClipId)).toBeNull();
    expect(await submitWith(ctx, { clipUrl: videoUrl, channelLogin: 'categorychan', clipTitle: 'Unknown category', categoryId: 1_999_999 })).toMatchObject({ ok: false, code: 'CATEGORY_NOT_FOUND' });
  });
});
