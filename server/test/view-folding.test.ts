import { sql } from 'kysely';
import { foldAllCountedViews, foldCountedViews, purgeExpiredViews, startViewFolding } from '../src/features/playback/view-folding';
import { createTestServer, type TestServer } from './support/test-server';
import { ok, registeredUser } from './domain-support/api';
import { clipRow, insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';

const PLAYBACK = 'client/analytics/clipPlaybackReport';

/** Views that scale on one hot clip (issue 24 item 1, ADR 0139): the request writes its row, the folder the counts. */
describe('view folding', () => {
  let server: TestServer;
  let channel: string;
  let viewer = 0;

  beforeAll(async () => {
    // The crowd below is 280 reports from one address: the per-address limit is not what this file tests.
    server = await createTestServer({ configure: (config) => (config.rateLimitEnabled = false) });
    channel = await insertChannel(server.db, uniqueLogin('fold'));
  });
  afterAll(() => server.close());

  /** A signed-out report from a browser of its own (another user agent is another viewer). */
  const report = (internalClipId: string, userAgent = `Viewer/${++viewer}`) =>
    fetch(`${server.url}/${PLAYBACK}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      body: JSON.stringify({ internalClipId, watchedSeconds: 10 }),
    }).then(async (r) => {
      expect(r.status).toBe(200);
      return (await r.json()) as { isCounted: boolean; viewCount: number };
    });
  const dayViews = async (clipId: string) =>
    (await server.db.selectFrom('clip_view_days').select([sql<string>`day::text`.as('day'), 'views']).where('clip_id', '=', clipId).execute()).map((r) => ({
      day: r.day,
      views: Number(r.views),
    }));
  const unfolded = async (clipId: string) =>
    Number((await server.db.selectFrom('clip_views').select((eb) => eb.fn.countAll<number>().as('n')).where('clip_id', '=', clipId).where('folded', '=', false).executeTakeFirstOrThrow()).n);
  const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

  it("writes only the viewer's own row; the clip's count and its day move when the views are folded", async () => {
    const c = await insertClip(server.db, { channel, views: 10 });
    // The answer is the count the viewer will see, their view included.
    expect(await report(c)).toEqual({ isSuccessful: true, isCounted: true, viewCount: 11 });
    expect((await clipRow(server.db, c)).view_count).toBe(10);
    expect(await dayViews(c)).toEqual([]);
    expect(await unfolded(c)).toBe(1);

    expect(await foldAllCountedViews(server.db)).toBeGreaterThanOrEqual(1);
    expect((await clipRow(server.db, c)).view_count).toBe(11);
    expect(await dayViews(c)).toEqual([{ day: utcDay(), views: 1 }]);
    expect(await unfolded(c)).toBe(0);
    // Folding again adds nothing: a view is folded once.
    await foldAllCountedViews(server.db);
    expect((await clipRow(server.db, c)).view_count).toBe(11);
    expect(await report(c, 'Viewer/late')).toMatchObject({ isCounted: true, viewCount: 12 });
  });

  it('a crowd on one clip: every distinct viewer is one view once folded, however the folds overlap', async () => {
    const c = await insertClip(server.db, { channel });
    const crowd = 240;
    const answers = await Promise.all(Array.from({ length: crowd }, () => report(c)));
    expect(answers.every((a) => a.isCounted)).toBe(true);
    // The same viewers again, at once: nobody counts twice.
    const again = await Promise.all(Array.from({ length: 40 }, (_, i) => report(c, `Viewer/${viewer - i}`)));
    expect(again.some((a) => a.isCounted)).toBe(false);
    expect(await unfolded(c)).toBe(crowd);

    // Small batches from three folders at once (as three instances would): the lock gives one the turn at a time.
    await Promise.all([foldAllCountedViews(server.db, 16), foldAllCountedViews(server.db, 16), foldAllCountedViews(server.db, 16)]);
    await foldAllCountedViews(server.db, 16);
    expect((await clipRow(server.db, c)).view_count).toBe(crowd);
    expect(await dayViews(c)).toEqual([{ day: utcDay(), views: crowd }]);
    expect(await unfolded(c)).toBe(0);
  });

  it('a view counted before midnight UTC is folded into that day, whenever the folder runs', async () => {
    const c = await insertClip(server.db, { channel });
    await server.db.insertInto('clip_view_days').values({ clip_id: c, day: utcDay(-1), views: 2 }).execute();
    const lastSecondOfYesterday = new Date(`${utcDay()}T00:00:00.000Z`).getTime() - 1000;
    await server.db
      .insertInto('clip_views')
      .values([
        { clip_id: c, viewer_key: 'anon:before-midnight', counted_at: new Date(lastSecondOfYesterday), folded: false },
        { clip_id: c, viewer_key: 'anon:after-midnight', counted_at: new Date(lastSecondOfYesterday + 2000), folded: false },
      ])
      .execute();
    await foldAllCountedViews(server.db);
    expect((await dayViews(c)).sort((a, b) => a.day.localeCompare(b.day))).toEqual([
      { day: utcDay(-1), views: 3 },
      { day: utcDay(), views: 1 },
    ]);
    expect((await clipRow(server.db, c)).view_count).toBe(2);
  });

  it('a fold that fails adds nothing and folds nothing: the views wait for the next one', async () => {
    const c = await insertClip(server.db, { channel });
    await report(c);
    // A clip_view_days row that refuses the addition stands in for any failure mid-fold.
    await sql`ALTER TABLE clip_view_days ADD CONSTRAINT fold_test_refuses CHECK (clip_id <> ${sql.lit(c)})`.execute(server.db);
    try {
      await expect(foldCountedViews(server.db)).rejects.toThrow();
      expect((await clipRow(server.db, c)).view_count).toBe(0);
      expect(await unfolded(c)).toBe(1);
    } finally {
      await sql`ALTER TABLE clip_view_days DROP CONSTRAINT fold_test_refuses`.execute(server.db);
    }
    await foldAllCountedViews(server.db);
    expect((await clipRow(server.db, c)).view_count).toBe(1);
    expect(await dayViews(c)).toEqual([{ day: utcDay(), views: 1 }]);
  });

  it('the purge deletes folded views past 24 hours and keeps recent and unfolded ones', async () => {
    const c = await insertClip(server.db, { channel });
    const dayAndAnHourAgo = new Date(Date.now() - 25 * 3_600_000);
    await server.db
      .insertInto('clip_views')
      .values([
        { clip_id: c, viewer_key: 'anon:old-folded', counted_at: dayAndAnHourAgo, folded: true },
        { clip_id: c, viewer_key: 'anon:old-unfolded', counted_at: dayAndAnHourAgo, folded: false },
        { clip_id: c, viewer_key: 'anon:recent-folded', counted_at: new Date(), folded: true },
      ])
      .execute();
    expect(await purgeExpiredViews(server.db)).toBeGreaterThanOrEqual(1);
    const keys = async () => (await server.db.selectFrom('clip_views').select('viewer_key').where('clip_id', '=', c).orderBy('viewer_key').execute()).map((r) => r.viewer_key);
    expect(await keys()).toEqual(['anon:old-unfolded', 'anon:recent-folded']);
    // Once counted, the old one goes too, and the viewer counts again as a new row.
    await foldAllCountedViews(server.db);
    await purgeExpiredViews(server.db);
    expect(await keys()).toEqual(['anon:recent-folded']);
    expect((await clipRow(server.db, c)).view_count).toBe(1);
  });

  it("a deleted account's view records go; a view not folded yet still counts, under a key that names nobody", async () => {
    const [folded, pending] = [await insertClip(server.db, { channel }), await insertClip(server.db, { channel })];
    const leaver = await registeredUser(server);
    const key = `user:${leaver.user.id}`;
    expect((await ok(server, PLAYBACK, { internalClipId: folded, watchedSeconds: 10 }, leaver.token)).isCounted).toBe(true);
    await foldAllCountedViews(server.db);
    expect((await ok(server, PLAYBACK, { internalClipId: pending, watchedSeconds: 10 }, leaver.token)).isCounted).toBe(true);
    expect(await server.db.selectFrom('clip_views').select('clip_id').where('viewer_key', '=', key).execute()).toHaveLength(2);

    await ok(server, 'client/userLogins/deleteAccount', {}, leaver.token);
    expect(await server.db.selectFrom('clip_views').select('clip_id').where('viewer_key', '=', key).execute()).toEqual([]);
    const left = await server.db.selectFrom('clip_views').select(['clip_id', 'viewer_key']).where('clip_id', 'in', [folded, pending]).execute();
    expect(left).toEqual([{ clip_id: pending, viewer_key: expect.stringMatching(/^gone:[0-9a-f-]{36}$/) }]);
    await foldAllCountedViews(server.db);
    expect((await clipRow(server.db, folded)).view_count).toBe(1);
    expect((await clipRow(server.db, pending)).view_count).toBe(1);
  });

  it("each instance's folder runs on its own timer, and its stop folds what is left", async () => {
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) };
    const c = await insertClip(server.db, { channel });
    const stopFast = startViewFolding({ db: server.db, log }, 20);
    try {
      await report(c);
      const deadline = Date.now() + 30_000;
      while ((await clipRow(server.db, c)).view_count < 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await clipRow(server.db, c)).view_count).toBe(1);
    } finally {
      await stopFast();
    }
    // An hour's interval never ticks here: the stop is what folds the last view.
    const stopSlow = startViewFolding({ db: server.db, log }, 3_600_000);
    await report(c);
    expect((await clipRow(server.db, c)).view_count).toBe(1);
    await stopSlow();
    expect((await clipRow(server.db, c)).view_count).toBe(2);
    expect(warnings).toEqual([]);
  });
});
