import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { createTestServer, type TestServer } from './support/test-server';
import { fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';

const LIKE = 'client/clipLikes/modifyLikeClipPreference';
const SUBMIT = 'client/clipComment/submitComment';
const COMMENTS = 'client/clipComment/getClipComments';

/** Counts the statements the server's handlers compile (a transaction's BEGIN and COMMIT are not compiled: not counted). */
class StatementCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs) {
    this.count += 1;
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs) {
    return Promise.resolve(args.result);
  }
}

/**
 * The hot calls of the mixed load (bench/api, issue 24) in as few statements as their rules allow (ADR 0156): each
 * statement is a round trip that holds a pool connection and costs the API a socket write, and under load the wait
 * for those, not the database's work, was the comment and like paths' time. A new statement on these paths is a
 * decision to make here, with the bench's figures, not by accident.
 */
describe('statements per call on the hot paths', () => {
  const statements = new StatementCounter();
  let server: TestServer;
  let alice: TestAccount;
  let clip: string;

  /** The statements one call ran, the caller's own lookup (authenticate) included. */
  async function statementsOf(run: () => Promise<unknown>): Promise<number> {
    statements.count = 0;
    await run();
    return statements.count;
  }

  beforeAll(async () => {
    server = await createTestServer({ plugin: statements });
    alice = await registeredUser(server);
    const channel = await insertChannel(server.db, uniqueLogin('stm'));
    clip = await insertClip(server.db, { channel });
  });
  afterAll(() => server.close());

  it('a like or an unlike is the caller plus one statement, and the count is right', async () => {
    expect(await statementsOf(() => ok(server, LIKE, { internalClipId: clip, isLike: true }, alice.token))).toBe(2);
    expect(await statementsOf(() => ok(server, LIKE, { internalClipId: clip, isLike: true }, alice.token))).toBe(2);
    expect((await ok(server, LIKE, { internalClipId: clip, isLike: true }, alice.token)).likeCount).toBe(1);
    expect(await statementsOf(() => ok(server, LIKE, { internalClipId: clip, isLike: false }, alice.token))).toBe(2);
    expect((await ok(server, LIKE, { internalClipId: clip, isLike: false }, alice.token)).likeCount).toBe(0);
  });

  it('a refused like writes nothing: an unknown clip and a hidden one of another person', async () => {
    const hidden = await insertClip(server.db, { channel: await insertChannel(server.db, uniqueLogin('stm')) });
    await server.db.updateTable('clips').set({ visibility: 'hidden' }).where('id', '=', hidden).execute();
    expect(await fails(server, LIKE, { internalClipId: 'no_such_clip', isLike: true }, alice.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    expect(await fails(server, LIKE, { internalClipId: hidden, isLike: true }, alice.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    const likes = await server.db.selectFrom('likes').select('clip_id').where('clip_id', '=', hidden).execute();
    expect(likes).toEqual([]);
  });

  it('a comment without mentions: the caller, its rate windows in one, the clip with its watched words, the insert, the notification', async () => {
    // Its rate windows (the account's and a new account's; the harness exempts the address's) in one upsert. No
    // transaction and no mention notification without a mention; the author's picture comes from the caller's row.
    expect(await statementsOf(() => ok(server, SUBMIT, { internalClipId: clip, commentText: 'first' }, alice.token))).toBe(5);
  });

  it('a page of comments is one statement with its clip check, plus one for the threads', async () => {
    expect(await statementsOf(() => ok(server, COMMENTS, { internalClipId: clip }))).toBe(2);
    // No comment yet: the page is empty, so the clip is asked itself (and no threads are read).
    const quiet = await insertClip(server.db, { channel: await insertChannel(server.db, uniqueLogin('stm')) });
    expect(await statementsOf(() => ok(server, COMMENTS, { internalClipId: quiet }))).toBe(2);
    expect(await statementsOf(() => fails(server, COMMENTS, { internalClipId: 'no_such_clip' }))).toBe(2);
  });
});
