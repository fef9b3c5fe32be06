import path from 'node:path';
import { sql } from 'kysely';
import { createMediaServices, type ClipyardMedia } from '../src/media';
import type { OpenDatabase } from '../src/db/database';
import { demoViewDays, seedDemoData } from '../src/seed';
import { demoChannels, demoClips } from '../src/seed/demo-data';
import { DB_KINDS, openTestDb, quietLog, tempDir, testConfig } from './media-support/fixtures';

// The real-video test encodes a video per demo clip with ffmpeg: minutes on a loaded 2-core machine (run 7: over 180 s
// with both lanes side by side). The limit only catches a hang.
jest.setTimeout(600_000);

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe.each(DB_KINDS)('demo seed on %s', (kind) => {
  describe('rows only', () => {
    let opened: OpenDatabase;
    beforeAll(async () => {
      opened = await openTestDb(kind);
    });
    afterAll(() => opened.close());

    it('fills an empty database once, with Japanese channels, titles and comments, and consistent like counts', async () => {
      const media = { removeClipMedia: async () => undefined } as never;
      const first = await seedDemoData({ db: opened.db, log: quietLog(), media }, { videos: false });
      expect(first).not.toBeNull();
      await first!.videos;

      const channels = await opened.db.selectFrom('channels').select(['login', 'display_name']).execute();
      expect(channels).toHaveLength(demoChannels.length);
      expect(channels.filter((c) => JAPANESE.test(c.display_name)).length).toBeGreaterThanOrEqual(2);

      const all = await opened.db.selectFrom('clips').selectAll().execute();
      expect(all).toHaveLength(demoClips.length);
      // Clip requests wait for speedrun_sam's streamer (the demo streamer account): unpublished, one pending request each.
      const waiting = all.filter((c) => c.status === 'awaiting_decision');
      expect(waiting.map((c) => c.title).sort()).toEqual(demoClips.filter((c) => c.awaitingDecision).map((c) => c.title).sort());
      expect(waiting.every((c) => c.channel_login === 'speedrun_sam' && c.published_at === null)).toBe(true);
      const requests = await opened.db.selectFrom('clip_requests').select(['clip_id', 'status']).execute();
      expect(requests.map((r) => r.clip_id).sort()).toEqual(waiting.map((c) => c.id).sort());
      expect(requests.every((r) => r.status === 'pending')).toBe(true);
      const clips = all.filter((c) => c.status !== 'awaiting_decision');
      expect(clips.every((c) => c.status === 'ready' && c.published_at !== null)).toBe(true);
      expect(clips.some((c) => JAPANESE.test(c.title))).toBe(true);
      for (const clip of clips) {
        const likes = await opened.db.selectFrom('likes').select('user_id').where('clip_id', '=', clip.id).execute();
        expect(clip.like_count).toBe(likes.length);
      }
      // Ages spread over every frontpage period.
      const ages = clips.map((c) => (Date.now() - new Date(c.published_at as never).getTime()) / 3_600_000);
      expect(ages.some((h) => h < 24)).toBe(true);
      expect(ages.some((h) => h > 24 * 30)).toBe(true);

      const comments = await opened.db.selectFrom('comments').select('text').execute();
      expect(comments.some((c) => JAPANESE.test(c.text))).toBe(true);
      expect((await opened.db.selectFrom('chat_messages').select('id').execute()).length).toBeGreaterThan(0);
      expect((await opened.db.selectFrom('transcript_cues').select('id').execute()).length).toBeGreaterThan(0);
      expect((await opened.db.selectFrom('follows').select('user_id').execute()).length).toBeGreaterThan(0);
      // Views per day for the overview: every clip's views are spread over days of the last 30, adding up.
      const viewDays = await opened.db.selectFrom('clip_view_days').select(['clip_id', 'views', sql<string>`day::text`.as('day')]).execute();
      const thirtyDaysAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
      expect(viewDays.every((d) => d.day >= thirtyDaysAgo)).toBe(true);
      const young = clips.filter((c) => Date.now() - new Date(c.published_at as never).getTime() < 29 * 86_400_000);
      for (const clip of young) expect(viewDays.filter((d) => d.clip_id === clip.id).reduce((sum, d) => sum + d.views, 0)).toBe(clip.view_count);
      const users = await opened.db.selectFrom('users').select(['firebase_uid']).execute();
      expect(users.every((u) => u.firebase_uid.startsWith('seed-'))).toBe(true);

      // A second start finds channels and leaves everything as it is.
      expect(await seedDemoData({ db: opened.db, log: quietLog(), media }, { videos: false })).toBeNull();
      expect(await opened.db.selectFrom('clips').select('id').execute()).toHaveLength(demoClips.length);
    });
  });

  describe('with real videos through the encode pipeline', () => {
    let opened: OpenDatabase;
    let media: ClipyardMedia;
    let work: Awaited<ReturnType<typeof tempDir>>;
    beforeAll(async () => {
      opened = await openTestDb(kind);
      work = await tempDir('clipyard-seed-test-');
      media = createMediaServices({ config: testConfig(path.join(work.dir, 'media')), db: opened.db, log: quietLog() });
    });
    afterAll(async () => {
      await media.stop();
      await opened.close();
      await work.remove();
    });

    it('generates a video per clip and the encode jobs publish each one, keeping its demo age', async () => {
      const log = quietLog();
      const seeded = await seedDemoData({ db: opened.db, log, media });
      expect(seeded).not.toBeNull();
      // Before the videos are encoded nothing is published: no clip without media on the frontpage.
      const before = await opened.db.selectFrom('clips').select(['status', 'published_at']).where('status', '!=', 'awaiting_decision').execute();
      expect(before.every((c) => c.status === 'processing')).toBe(true);
      const planned = new Map(before.map((c) => [String(c.published_at), true]));

      await seeded!.videos;
      expect(log.warnings).toEqual([]);
      await media.runJobsUntilIdle();

      // Clip requests stay waiting for the streamer's decision (encoded, not published).
      const waiting = await opened.db.selectFrom('clips').select(['status', 'published_at']).where('channel_login', '=', 'speedrun_sam').where('published_at', 'is', null).execute();
      expect(waiting.length).toBe(demoClips.filter((c) => c.awaitingDecision).length);
      expect(waiting.every((c) => c.status === 'awaiting_decision')).toBe(true);
      const after = await opened.db.selectFrom('clips').selectAll().where('published_at', 'is not', null).execute();
      for (const clip of after) {
        expect(clip.status).toBe('ready');
        expect(clip.renditions).toContain('source');
        expect(clip.thumbnail_formats).toContain('webp');
        expect(planned.has(String(clip.published_at))).toBe(true);
        expect(await media.storage.exists(`clips/${clip.channel_login}/${clip.id}-source.mp4`)).toBe(true);
      }
    });
  });
});

describe('demoViewDays', () => {
  const now = new Date('2026-11-23T08:00:00Z');
  it('spreads a clip’s views over the days since publication, the first day most, adding up', () => {
    const days = demoViewDays(100, 60, now);
    expect(days.map((d) => d.day)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23']);
    expect(days.reduce((sum, d) => sum + d.views, 0)).toBe(100);
    expect(days[0].views).toBeGreaterThan(days[3].views);
  });
  it('keeps to the last 30 days for an old clip, and gives nothing for no views', () => {
    const days = demoViewDays(1000, 24 * 200, now);
    expect(days[0].day).toBe('2026-10-25');
    expect(days.at(-1)!.day).toBe('2026-11-23');
    expect(days.reduce((sum, d) => sum + d.views, 0)).toBe(1000);
    expect(demoViewDays(0, 10, now)).toEqual([]);
  });
});
