import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { chromium, type Browser } from 'playwright-core';
import type { RenditionKind } from '@clipyard/shared/contract';
import { clipVideoKey, mediaUrl, pickRendition } from '@clipyard/shared/media';
import type { OpenDatabase } from '../src/db/database';
import { createMediaServices, type ClipyardMedia } from '../src/media';
import { registerMediaHost } from '../src/media/host/media-host';
import { DB_KINDS, insertClip, openTestDb, quietLog, tempDir, testConfig } from './media-support/fixtures';

jest.setTimeout(180_000);

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the pipeline makes plays in a real browser: Chromium (Debian's, as CI installs it) loads the renditions
 * from the media host, and pickRendition, fed Chromium's own canPlayType answers, picks one that plays.
 */
describe('renditions in Chromium', () => {
  let opened: OpenDatabase;
  let work: Awaited<ReturnType<typeof tempDir>>;
  let media: ClipyardMedia;
  let app: FastifyInstance;
  let browser: Browser;
  let base: string;
  const id = 'browserClip1';

  beforeAll(async () => {
    opened = await openTestDb(DB_KINDS[0]);
    work = await tempDir();
    const config = testConfig(path.join(work.dir, 'media'), { encodeAllRenditions: true });
    media = createMediaServices({ config, db: opened.db, log: quietLog() });
    const input = path.join(work.dir, 'in.mp4');
    await media.generateTestVideo(input, { seconds: 2, width: 320, height: 180, withAudio: true });
    await insertClip(opened.db, { id, channel: 'browserchan' });
    await media.ingestLocalFile({ clipId: id, channelLogin: 'browserchan', filePath: input });
    await media.runJobsUntilIdle();
    app = Fastify();
    registerMediaHost(app, media.storage);
    // A page on the same origin for the player.
    app.get('/', async (_request, reply) => reply.type('text/html').send('<!doctype html><html><body></body></html>'));
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--autoplay-policy=no-user-gesture-required'] });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await media?.stop();
    await opened?.close();
    await work?.remove();
  });

  /**
   * Plays a URL muted and answers once the video has really moved (a 'timeupdate' past 0: a frame decoded and shown),
   * not after a fixed time: on a loaded machine the first AV1 frame can take seconds (issue 25). The limit only bounds
   * a video that never plays.
   */
  async function playIn(page: import('playwright-core').Page, url: string): Promise<{ width: number; time: number } | string> {
    return page.evaluate(
      (src) =>
        new Promise<{ width: number; time: number } | string>((resolve) => {
          const video = document.createElement('video');
          video.muted = true;
          video.src = src;
          const limit = setTimeout(() => resolve(`timeout: readyState ${video.readyState}, time ${video.currentTime}`), 45_000);
          const answer = (value: { width: number; time: number } | string) => {
            clearTimeout(limit);
            resolve(value);
          };
          video.onerror = () => answer(`error ${video.error?.code}`);
          video.ontimeupdate = () => {
            if (video.currentTime > 0) answer({ width: video.videoWidth, time: video.currentTime });
          };
          video.onloadeddata = () => {
            video.play().catch((error: unknown) => answer(`play failed: ${String(error)}`));
          };
        }),
      url,
    );
  }

  it('plays the source and the AV1 rendition, and picks a rendition Chromium really plays', async () => {
    const clip = await opened.db.selectFrom('clips').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const renditions = clip.renditions as unknown as RenditionKind[];
    expect([...renditions].sort()).toEqual(['av1', 'source', 'x265']);
    const page = await browser.newPage();
    await page.goto(`${base}/`);
    const url = (kind: RenditionKind) => mediaUrl(`${base}/media/`, clipVideoKey('browserchan', id, kind), clip.media_version);

    for (const kind of ['source', 'av1'] as const) {
      const played = await playIn(page, url(kind));
      expect(played).toMatchObject({ width: 320 });
      expect((played as { time: number }).time).toBeGreaterThan(0);
    }

    // The MIME types pickRendition asks about, answered by this Chromium.
    const asked: string[] = [];
    pickRendition(['av1', 'x265', 'source'], (type) => {
      asked.push(type);
      return 'probably';
    });
    pickRendition(['x265', 'source'], (type) => {
      asked.push(type);
      return 'probably';
    });
    const answers = await page.evaluate((types) => {
      const video = document.createElement('video');
      return Object.fromEntries(types.map((type) => [type, video.canPlayType(type)]));
    }, [...new Set(asked)]);
    const picked = pickRendition(renditions, (type) => answers[type] ?? '');
    expect(picked).not.toBeNull();
    const played = await playIn(page, url(picked!));
    expect(played).toMatchObject({ width: 320 });
    await page.close();
  });
});
