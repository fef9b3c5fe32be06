import path from 'node:path';
import { createMediaServices, type ClipyardMedia } from '../src/media';
import type { OpenDatabase } from '../src/db/database';
import { seedDemoData } from '../src/seed';
import { demoChannels, demoClips } from '../src/seed/demo-data';
import { DB_KINDS, openTestDb, quietLog, tempDir, testConfig } from './media-support/fixtures';

jest.setTimeout(180_000);

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

      const clips = await opened.db.selectFrom('clips').selectAll().execute();
      expect(clips).toHaveLength(demoClips.length);
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
      const before = await opened.db.selectFrom('clips').select(['status', 'published_at']).execute();
      expect(before.every((c) => c.status === 'processing')).toBe(true);
      const planned = new Map(before.map((c) => [String(c.published_at), true]));

      await seeded!.videos;
      expect(log.warnings).toEqual([]);
      await media.runJobsUntilIdle();

      const after = await opened.db.selectFrom('clips').selectAll().execute();
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
