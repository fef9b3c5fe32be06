import type { CallPath } from '@clipyard/shared/contract';
import { call, callOk, createTestServer, createTestUser, makeStreamer, type TestServer, type TestUser, uniqueUsername } from './support';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';

/**
 * A clip that is not public answers every read call as if it did not exist: 404 CLIP_NOT_FOUND, never 403, for the
 * signed out and for other users; its streamer and submitter still preview a pending one (ADR 0045).
 */
describe('hidden and removed clips are 404 on every read call', () => {
  let server: TestServer;
  let streamer: TestUser;
  let submitter: TestUser;
  let stranger: TestUser;
  let channel: string;
  const ids: Record<'awaiting' | 'processing' | 'rejected' | 'deleted', string> = { awaiting: '', processing: '', rejected: '', deleted: '' };

  beforeAll(async () => {
    server = await createTestServer();
    channel = uniqueLogin('hid');
    [streamer, submitter, stranger] = await Promise.all([
      createTestUser({ server, username: uniqueUsername('str') }),
      createTestUser({ server, username: uniqueUsername('sub') }),
      createTestUser({ server, username: uniqueUsername('oth') }),
    ]);
    await insertChannel(server.db, channel);
    await makeStreamer(server, streamer, channel);
    ids.awaiting = await insertClip(server.db, { channel, status: 'awaiting_decision', submitter: submitter.userId });
    ids.processing = await insertClip(server.db, { channel, status: 'processing', submitter: submitter.userId });
    ids.rejected = await insertClip(server.db, { channel, status: 'rejected', submitter: submitter.userId });
    ids.deleted = await insertClip(server.db, { channel, status: 'deleted', submitter: submitter.userId });
  });
  afterAll(async () => {
    await server?.close();
  });

  const READS: [CallPath, (id: string) => Record<string, unknown>][] = [
    ['client/chat/getClipChat', (id) => ({ internalClipId: id })],
    ['client/clipAudioTranscript/getTranscript', (id) => ({ internalClipId: id })],
    ['client/clipComment/getClipComments', (id) => ({ internalClipId: id })],
    ['client/userSubmission/clipEncodeStatus', (id) => ({ internalClipId: id })],
    ['client/analytics/clipPlaybackReport', (id) => ({ internalClipId: id, watchedSeconds: 10 })],
    ['client/report/reportClip', (id) => ({ internalClipId: id })],
  ];

  test.each(READS)('%s: 404 for the signed out and another user on every hidden or removed clip', async (path, bodyFor) => {
    for (const id of Object.values(ids)) {
      for (const who of [null, stranger]) {
        const result = await call(server, path, bodyFor(id) as never, who);
        if (path === 'client/report/reportClip' && who === null) {
          expect(result.status).toBe(401);
          continue;
        }
        expect({ path, id, status: result.status, body: result.body }).toMatchObject({ status: 404, body: { errorCode: 'CLIP_NOT_FOUND' } });
      }
    }
  });

  test('the streamer and the submitter still see a pending clip; nobody sees a rejected one', async () => {
    for (const who of [streamer, submitter]) {
      expect((await call(server, 'client/chat/getClipChat', { internalClipId: ids.awaiting }, who)).status).toBe(200);
      expect((await call(server, 'client/userSubmission/clipEncodeStatus', { internalClipId: ids.processing }, who)).status).toBe(200);
      expect((await call(server, 'client/clipAudioTranscript/getTranscript', { internalClipId: ids.rejected }, who)).status).toBe(404);
    }
    expect((await call(server, 'client/userSubmission/clipEncodeStatus', { internalClipId: ids.rejected }, submitter)).status).toBe(200);
  });

  test('what the HTML host reads for share previews, og:video and the sitemap never names a hidden clip', async () => {
    // The HTML host calls these signed out; a pending clip must be absent, or its page would preview it (ADR 0114).
    const hidden = Object.values(ids);
    const byId = await callOk(server, 'client/videoListing/fetchClipsById', { internalClipIdList: hidden }, null);
    expect(byId.clipList).toEqual([]);
    // This file's database holds only these clips: one page is the whole clip sitemap.
    const sitemap = await callOk(server, 'client/videoListing/sitemapEntries', { kind: 'clips', cursor: null, limit: 1000 }, null);
    expect(sitemap.nextCursor).toBeNull();
    const listed = sitemap.entryList.flatMap((e) => (e.internalClipId ? [e.internalClipId] : []));
    expect(listed.filter((id) => hidden.includes(id))).toEqual([]);
  });

  test('the captions route answers 404 for a hidden clip', async () => {
    for (const id of [ids.awaiting, ids.rejected]) {
      const response = await fetch(`${server.url}/captions/${id}.vtt`);
      expect(response.status).toBe(404);
    }
  });
});
