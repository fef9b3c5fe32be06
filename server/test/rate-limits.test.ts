import { RateLimiter } from '../src/http/rate-limiter';
import { createTestServer, type TestServer } from './support';

/**
 * Rate-limit windows live in the database (ADR 0046): two limiters on one database stand for two API instances.
 * The scale-out test (scale-out.pg.test.ts) shows the same across real processes.
 */
describe('RateLimiter (shared in the database)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  test('counts per call and caller within a window, then resets', async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(server.db, () => now);
    const limit = { max: 2, windowSeconds: 10 };
    const hits = [];
    for (let i = 0; i < 3; i++) hits.push(await limiter.hit('a', 'u1', limit));
    expect(hits).toEqual([true, true, false]);
    expect(await limiter.hit('a', 'u2', limit)).toBe(true);
    expect(await limiter.hit('b', 'u1', limit)).toBe(true);
    now += 10_001;
    expect(await limiter.hit('a', 'u1', limit)).toBe(true);
    expect(await limiter.hit('a', 'u1', limit)).toBe(true);
    expect(await limiter.hit('a', 'u1', limit)).toBe(false);
  });

  test('a call counts in each of its windows at once, each with its own limit, length and wait', async () => {
    let now = 3_000_000;
    const limiter = new RateLimiter(server.db, () => now);
    const windows = [
      { key: 'u:each', max: 3, windowSeconds: 60 },
      { key: 'n:each', max: 1, windowSeconds: 600 },
      { key: 'a:each', max: 2, windowSeconds: 30 },
    ];
    const first = await limiter.takeEach('each', windows);
    expect(first.map((t) => t.allowed)).toEqual([true, true, true]);
    const second = await limiter.takeEach('each', windows);
    // In the order given: the account's window still has room, the new account's is over for its 600 s.
    expect(second.map((t) => t.allowed)).toEqual([true, false, true]);
    expect(second[1]!.retryAfterSeconds).toBe(600);
    now += 31_000;
    // The address's 30 s window has reset, the account's 60 s one has not: its third hit is its last allowed.
    expect((await limiter.takeEach('each', windows)).map((t) => t.allowed)).toEqual([true, false, true]);
    expect((await limiter.takeEach('each', windows)).map((t) => t.allowed)).toEqual([false, false, true]);
    expect(await limiter.takeEach('each', [])).toEqual([]);
  });

  test('two instances share one window, concurrent hits included', async () => {
    const now = () => 2_000_000;
    const instanceA = new RateLimiter(server.db, now);
    const instanceB = new RateLimiter(server.db, now);
    const limit = { max: 10, windowSeconds: 60 };
    // 16 hits at once, half through each instance: exactly 10 pass, whatever the interleaving.
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => (i % 2 ? instanceA : instanceB).hit('shared', 'u1', limit)),
    );
    expect(answers.filter(Boolean)).toHaveLength(10);
    expect(await instanceA.hit('shared', 'u1', limit)).toBe(false);
    expect(await instanceB.hit('shared', 'u1', limit)).toBe(false);
  });

  test('expired windows are swept, live ones kept', async () => {
    await server.db.deleteFrom('rate_limit_windows').execute();
    let now = 3_000_000;
    const limiter = new RateLimiter(server.db, () => now);
    await limiter.hit('old', 'u1', { max: 5, windowSeconds: 1 });
    now += 120_000; // past the window and past the once-a-minute sweep
    await limiter.hit('new', 'u1', { max: 5, windowSeconds: 600 });
    // The sweep runs in the background of that hit: wait (bounded) until it has.
    const calls = async () => (await server.db.selectFrom('rate_limit_windows').select('call').execute()).map((r) => r.call);
    for (let i = 0; i < 50 && (await calls()).length > 1; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await calls()).toEqual(['new']);
  });
});
