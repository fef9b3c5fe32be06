import { createTestServer, type TestServer } from './support/test-server';
import { api, fails, ok, registeredUser } from './domain-support/api';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';

const SITEMAP = 'client/videoListing/sitemapEntries';

describe('sitemapEntries (the HTML host sitemap)', () => {
  let server: TestServer;
  const ready: string[] = [];
  let hidden: string[] = [];
  let withClips: string;
  let claimed: string;
  let empty: string;

  beforeAll(async () => {
    server = await createTestServer();
    const owner = await registeredUser(server);
    withClips = await insertChannel(server.db, uniqueLogin('smap'), 'Sitemap Channel');
    claimed = await insertChannel(server.db, uniqueLogin('smclaim'), 'Claimed', { claimedBy: owner.user.id });
    empty = await insertChannel(server.db, uniqueLogin('smempty'), 'No clips');
    for (let i = 0; i < 5; i += 1) ready.push(await insertClip(server.db, { channel: withClips, title: `ready ${i}` }));
    hidden = [
      await insertClip(server.db, { channel: withClips, status: 'processing' }),
      await insertClip(server.db, { channel: withClips, status: 'deleted' }),
      await insertClip(server.db, { channel: empty, status: 'awaiting_decision' }),
    ];
  });
  afterAll(() => server.close());

  it('pages through every ready clip exactly once, by keyset, with its channel and date', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { entryList: { internalClipId?: string; channelLogin: string; lastModified: string }[]; nextCursor: string | null } = await ok(server, SITEMAP, { kind: 'clips', cursor, limit: 2 });
      expect(page.entryList.length).toBeLessThanOrEqual(2);
      for (const entry of page.entryList) {
        expect(entry.channelLogin).toBe(withClips);
        expect(new Date(entry.lastModified).toISOString()).toBe(entry.lastModified);
        seen.push(entry.internalClipId!);
      }
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect([...seen].sort()).toEqual([...ready].sort());
    expect(seen).toEqual([...seen].sort());
    for (const id of hidden) expect(seen).not.toContain(id);
  });

  it('lists claimed channels and channels with a ready clip, not empty unclaimed ones', async () => {
    const { entryList, nextCursor } = await ok(server, SITEMAP, { kind: 'channels' });
    const logins = entryList.map((entry) => entry.channelLogin);
    expect(logins).toEqual(expect.arrayContaining([withClips, claimed]));
    expect(logins).not.toContain(empty);
    expect(entryList.every((entry) => entry.internalClipId === undefined)).toBe(true);
    expect(nextCursor).toBeNull();
  });

  it('answers bad input with BAD_REQUEST, never a 500', async () => {
    const bad: unknown[] = [
      {},
      { kind: 'users' },
      { kind: 'clips', limit: 0 },
      { kind: 'clips', limit: 50_001 },
      { kind: 'clips', cursor: 'not a cursor!' },
      { kind: 'clips', cursor: Buffer.from('{"id":5}').toString('base64url') },
      { kind: 'channels', cursor: Buffer.from('[1,2]').toString('base64url') },
      { kind: 'clips', extra: true },
    ];
    for (const body of bad) {
      const [status, code] = await fails(server, SITEMAP, body as never);
      expect([status, code]).toEqual([400, 'BAD_REQUEST']);
    }
    // A cursor of one kind used for the other is refused too, not misread.
    const first = await ok(server, SITEMAP, { kind: 'clips', limit: 1 });
    expect((await api(server, SITEMAP, { kind: 'channels', cursor: first.nextCursor })).status).toBe(400);
  });
});
