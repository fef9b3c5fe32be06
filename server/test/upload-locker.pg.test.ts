import { ERRORS } from '@tus/server';
import { PgUploadLocker } from '../src/media/uploads/pg-upload-locker';
import { createTestDatabase } from './support';

/**
 * tus's lock on an upload across API instances (ADR 0111): each PgUploadLocker stands for one instance (its own
 * PostgreSQL session), on a database of this test's own. PostgreSQL only: the lock is PostgreSQL's.
 */
describe('PgUploadLocker: one upload, one request, across instances', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const lockers: PgUploadLocker[] = [];
  const instance = (acquireTimeoutMs = 5_000) => {
    const locker = new PgUploadLocker(database.url, { acquireTimeoutMs, pollMs: 20 });
    lockers.push(locker);
    return locker;
  };
  const never = () => new AbortController().signal;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(lockers.map((locker) => locker.close()));
    await database?.drop();
  });

  test('a waiter on another instance asks the holder to let go, then takes the lock', async () => {
    const [a, b] = [instance(), instance()];
    const held = a.newLock('upload-1');
    let asked = 0;
    await held.lock(never(), async () => {
      asked += 1;
      if (asked === 1) await held.unlock();
    });
    const started = Date.now();
    await b.newLock('upload-1').lock(never(), () => undefined);
    expect(asked).toBe(1);
    expect(Date.now() - started).toBeLessThan(3_000);
    // Other uploads are not held up meanwhile.
    const other = a.newLock('upload-2');
    await other.lock(never(), () => undefined);
    await other.unlock();
  });

  test('a holder that does not let go makes the waiter time out (tus answers 503, never 500)', async () => {
    const [a, b] = [instance(), instance(300)];
    await a.newLock('upload-3').lock(never(), () => undefined);
    await expect(b.newLock('upload-3').lock(never(), () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
  });

  test('an instance that dies holding a lock frees it at once (PostgreSQL ends its session)', async () => {
    const [a, b] = [instance(), instance(2_000)];
    await a.newLock('upload-4').lock(never(), () => undefined);
    await a.close(); // what a killed process's connection does
    await b.newLock('upload-4').lock(never(), () => undefined);
  });

  test('two requests of one instance are kept apart too (advisory locks are re-entrant per session)', async () => {
    const a = instance(300);
    const first = a.newLock('upload-5');
    await first.lock(never(), () => undefined);
    await expect(a.newLock('upload-5').lock(never(), () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await first.unlock();
    const second = a.newLock('upload-5');
    await second.lock(never(), () => undefined);
    await second.unlock();
    await expect(second.unlock()).rejects.toThrow('unlocked');
  });

  test('a request that is aborted stops waiting', async () => {
    const [a, b] = [instance(), instance()];
    await a.newLock('upload-6').lock(never(), () => undefined);
    const abort = new AbortController();
    setTimeout(() => abort.abort(), 100);
    const started = Date.now();
    await expect(b.newLock('upload-6').lock(abort.signal, () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
