import { UPLOAD_LIMITS } from '@clipyard/shared/contract';
import type { ServerConfig } from '../src/config';
import type { AppContext } from '../src/context';
import type { OpenDatabase } from '../src/db/database';
import type { UserRow } from '../src/db/schema';
import { submitClip } from '../src/features/submission/submit-clip.handler';
import type { ClipyardMedia } from '../src/media';
import { removeStaleUploads } from '../src/media/uploads/stale-uploads';
import { call, callerFor } from './media-support/context';
import { bearer, expectFailure, startTusTestServer, TUS_HEADERS, tusRequests, type TusTestServer } from './media-support/tus-server';

/** Per-user and site-wide upload limits and the creation rate limit (ADR 0041), over real tus with real tokens. */
describe('upload quota and creation rate limit', () => {
  let server: TusTestServer;
  let opened: OpenDatabase;
  let config: ServerConfig;
  let media: ClipyardMedia;
  let ctx: AppContext;
  let base: string;
  let video: Buffer;
  let requests: ReturnType<typeof tusRequests>;
  let userCount = 0;

  beforeAll(async () => {
    server = await startTusTestServer({ maxSourceBytes: 4 * 1024 * 1024 });
    ({ opened, config, media, ctx, base, video } = server);
    requests = tusRequests(base);
  });
  afterAll(async () => {
    await server?.stop();
  });
  beforeEach(() => {
    // Each test sets the limits it is about; the rest stay at the shipped values.
    config.media.uploadLimits = { ...UPLOAD_LIMITS };
  });

  async function newUser(): Promise<{ token: string; user: UserRow }> {
    userCount += 1;
    return server.newUser(`quota${userCount}`);
  }

  const headers = (token: string) => ({ ...TUS_HEADERS, ...bearer(token) });
  const create = (token: string, length = video.length) => requests.create(token, length);
  const finish = (location: string, token: string) => requests.patch(location, token, 0, video);

  async function expectQuotaRefusal(response: Response): Promise<void> {
    await expectFailure(response, 429, 'UPLOAD_QUOTA_EXCEEDED');
  }

  it('refuses uploads in progress past the per-user limit, leaves another user alone, and frees a slot when one finishes', async () => {
    config.media.uploadLimits.maxUnfinishedPerUser = 2;
    const greedy = await newUser();
    const bystander = await newUser();
    const first = await create(greedy.token);
    const second = await create(greedy.token);
    expect([first.status, second.status]).toEqual([201, 201]);
    for (let i = 0; i < 5; i++) await expectQuotaRefusal(await create(greedy.token));
    expect(await opened.db.selectFrom('uploads').select('id').where('user_id', '=', greedy.user.id).execute()).toHaveLength(2);

    expect((await create(bystander.token)).status).toBe(201);

    expect((await finish(first.headers.get('location')!, greedy.token)).status).toBe(204);
    expect((await create(greedy.token)).status).toBe(201);
    await expectQuotaRefusal(await create(greedy.token));
  });

  it('counts racing creations of one user against the limit only once each', async () => {
    config.media.uploadLimits.maxUnfinishedPerUser = 2;
    const racer = await newUser();
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(racer.token)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(4);
  });

  it('refuses pending uploads past the limit until one is submitted, cancelled or expires', async () => {
    config.media.uploadLimits.maxPendingPerUser = 3;
    const owner = await newUser();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await create(owner.token);
      expect(created.status).toBe(201);
      const location = created.headers.get('location')!;
      expect((await finish(location, owner.token)).status).toBe(204);
      ids.push(location.split('/').pop()!);
    }
    await expectQuotaRefusal(await create(owner.token));

    // Submitted as a clip: it no longer counts.
    const submitted = await call(submitClip, 'client/userSubmission/submitClip', ctx, callerFor(owner.user), {
      uploadId: ids[0],
      channelLogin: 'quotachan',
      clipTitle: 'Frees a slot',
    });
    expect(submitted.ok).toBe(true);
    const fourth = await create(owner.token);
    expect(fourth.status).toBe(201);
    await expectQuotaRefusal(await create(owner.token));

    // Cancelled (tus termination): it no longer counts.
    const cancelled = await fetch(`${base}${fourth.headers.get('location')!}`, { method: 'DELETE', headers: headers(owner.token) });
    expect(cancelled.status).toBe(204);
    await waitFor(async () => !(await opened.db.selectFrom('uploads').select('id').where('id', '=', fourth.headers.get('location')!.split('/').pop()!).executeTakeFirst()));
    const fifth = await create(owner.token);
    expect(fifth.status).toBe(201);
    await expectQuotaRefusal(await create(owner.token));

    // Left for more than a day: removed, and no longer counts.
    await opened.db.updateTable('uploads').set({ created_at: new Date(Date.now() - 25 * 3600 * 1000) as never }).where('id', '=', ids[1]).execute();
    expect(await removeStaleUploads(opened.db, media.dirs)).toBeGreaterThanOrEqual(1);
    expect((await create(owner.token)).status).toBe(201);
  });

  it('refuses uploads whose declared sizes pass the per-user and the site-wide byte budgets', async () => {
    const owner = await newUser();
    const other = await newUser();
    config.media.uploadLimits.maxPendingBytesPerUser = 3 * 1024 * 1024;
    expect((await create(owner.token, 2 * 1024 * 1024)).status).toBe(201);
    await expectQuotaRefusal(await create(owner.token, 2 * 1024 * 1024));
    expect((await create(owner.token, 1024 * 1024)).status).toBe(201);
    expect((await create(other.token, 2 * 1024 * 1024)).status).toBe(201);

    const pending = await opened.db.selectFrom('uploads').select('size_bytes').where('clip_id', 'is', null).execute();
    config.media.uploadLimits.maxPendingBytesTotal = pending.reduce((sum, row) => sum + Number(row.size_bytes), 0) + 1000;
    const third = await newUser();
    const refused = await create(third.token, 2000);
    await expectQuotaRefusal(refused);
    expect((await create(third.token, 500)).status).toBe(201);
  });

  it('refuses uploads past the site-wide counts of uploads in progress and pending, whoever asks', async () => {
    const count = async (unfinishedOnly: boolean) => {
      let query = opened.db.selectFrom('uploads').select('id').where('clip_id', 'is', null);
      if (unfinishedOnly) query = query.where('completed_at', 'is', null);
      return (await query.execute()).length;
    };
    const [a, b, c] = [await newUser(), await newUser(), await newUser()];

    // In progress: every user is within their own limit, the site is full; a finished upload frees its place.
    config.media.uploadLimits.maxUnfinishedTotal = (await count(true)) + 2;
    const first = await create(a.token);
    expect((await create(b.token)).status).toBe(201);
    const full = await create(c.token);
    expect(full.status).toBe(429);
    expect(await full.json()).toMatchObject({ errorCode: 'UPLOAD_QUOTA_EXCEEDED', message: expect.stringContaining('in progress on the site') });
    expect((await finish(first.headers.get('location')!, a.token)).status).toBe(204);
    expect((await create(c.token)).status).toBe(201);

    // Pending (finished or not, not yet submitted): the same for the site-wide count.
    config.media.uploadLimits.maxUnfinishedTotal = UPLOAD_LIMITS.maxUnfinishedTotal;
    config.media.uploadLimits.maxPendingTotal = (await count(false)) + 1;
    const last = await create(a.token);
    expect(last.status).toBe(201);
    const refused = await create(b.token);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ errorCode: 'UPLOAD_QUOTA_EXCEEDED', message: expect.stringContaining('no room for more uploads') });
  });

  it('limits how many uploads one user may start per window, refused ones included', async () => {
    config.media.uploadLimits.createsPerWindow = 4;
    config.media.uploadLimits.maxUnfinishedPerUser = 2;
    const hammer = await newUser();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await create(hammer.token)).status);
    expect(answers.slice(0, 4)).toEqual([201, 201, 429, 429]);
    const limited = await create(hammer.token);
    await expectFailure(limited, 429, 'RATE_LIMITED');
    expect((await create((await newUser()).token)).status).toBe(201);
  });
});

/** Polls `check` until it holds; the 30 s limit only bounds a condition that never comes (a loaded machine is slow). */
async function waitFor(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met within 30 s');
}
