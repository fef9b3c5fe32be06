import webpush from 'web-push';
import { createTestServer, type TestServer } from './support/test-server';
import { startPushReceiver, verifyVapid, type PushReceiver } from './support/push-receiver';
import { fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';
import { dispatchPendingPushes, PUSH_TTL_SECONDS } from '../src/domain/notifications/push';
import { notifyNewClip } from '../src/domain/notifications/write';
import { vapidKeys } from '../src/domain/notifications/vapid';
import { PUSH_SUBSCRIPTIONS_PER_USER } from '../src/features/notifications/push-subscriptions.handler';

const SUBSCRIBE = 'client/notifications/subscribePush';
const UNSUBSCRIBE = 'client/notifications/unsubscribePush';

describe('Web Push (against a local RFC 8030 receiver)', () => {
  let server: TestServer;
  let receiver: PushReceiver;
  let fan: TestAccount;
  let channel: string;
  const dispatch = () => dispatchPendingPushes({ db: server.db, push: server.config.push, log: server.ctx.log });

  beforeAll(async () => {
    receiver = await startPushReceiver();
    server = await createTestServer({ configure: (c) => void ((c.rateLimitEnabled = false), (c.push.endpointAllowlist = ['127.0.0.1'])) });
    channel = await insertChannel(server.db, uniqueLogin('push'));
    fan = await registeredUser(server);
    await ok(server, 'client/follows/modifyUserFollowedChannel', { channelLogin: channel, isFollow: true }, fan.token);
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  it('generates the VAPID key pair once and keeps it in the database', async () => {
    const first = await ok(server, 'client/notifications/pushPublicKey', {});
    const second = await ok(server, 'client/notifications/pushPublicKey', {});
    expect(first.publicKey).toBe(second.publicKey);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    const stored = await server.db.selectFrom('server_settings').select('value').where('key', '=', 'vapid_keys').executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value)).toMatchObject({ publicKey: first.publicKey });
  });

  it('pushes a new clip to a subscribed follower: TTL, aes128gcm, VAPID, and the payload decrypts', async () => {
    const sub = receiver.subscription();
    await ok(server, SUBSCRIBE, { endpoint: sub.endpoint, keys: sub.keys, language: 'ja' }, fan.token);
    // Nothing pending for anyone else is sent to this person.
    await dispatch();
    const before = receiver.received.length;
    const clip = await insertClip(server.db, { channel, title: 'すごいプレイ' });
    await notifyNewClip(server.db, clip);
    expect(await dispatch()).toBe(1);
    const pushes = receiver.received.slice(before);
    expect(pushes).toHaveLength(1);
    const { headers, body } = pushes[0]!;
    expect(headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(headers['content-encoding']).toBe('aes128gcm');
    const { publicKey } = await ok(server, 'client/notifications/pushPublicKey', {});
    const vapid = verifyVapid(headers.authorization, sub.endpoint);
    expect(vapid.k).toBe(publicKey);
    expect(vapid.sub).toBe(server.config.push.vapidSubject);
    expect(JSON.parse(sub.decrypt(body))).toEqual({
      title: `${channel} の新しいクリップ`,
      body: 'すごいプレイ',
      url: `/${channel}/clip/${clip}`,
      tag: expect.stringMatching(/^clipyard-\d+$/),
    });
    // Sent once: the outbox row is no longer pending.
    expect(await dispatch()).toBe(0);
  });

  it('sends nothing to a person without a subscription, and clears the outbox anyway', async () => {
    const quiet = await registeredUser(server);
    await ok(server, 'client/follows/modifyUserFollowedChannel', { channelLogin: channel, isFollow: true }, quiet.token);
    await dispatch();
    const before = receiver.received.length;
    const other = await insertChannel(server.db, uniqueLogin('q'));
    await ok(server, 'client/follows/modifyUserFollowedChannel', { channelLogin: other, isFollow: true }, quiet.token);
    await notifyNewClip(server.db, await insertClip(server.db, { channel: other }));
    expect(await dispatch()).toBe(0);
    expect(receiver.received.length).toBe(before);
    const pending = await server.db.selectFrom('notifications').select('id').where('user_id', '=', quiet.user.id).where('push_pending', '=', true).execute();
    expect(pending).toEqual([]);
  });

  it('forgets a subscription the push service says is gone (410)', async () => {
    const gone = receiver.subscription();
    const person = await registeredUser(server);
    const own = await insertChannel(server.db, uniqueLogin('g'));
    await ok(server, 'client/follows/modifyUserFollowedChannel', { channelLogin: own, isFollow: true }, person.token);
    await ok(server, SUBSCRIBE, { endpoint: gone.endpoint, keys: gone.keys, language: 'en-US' }, person.token);
    receiver.answerWith(gone.id, 410);
    await notifyNewClip(server.db, await insertClip(server.db, { channel: own }));
    await dispatch();
    const rows = await server.db.selectFrom('push_subscriptions').select('endpoint').where('endpoint', '=', gone.endpoint).execute();
    expect(rows).toEqual([]);
  });

  it('connects only to the address its check resolved: a second DNS answer pointing inside gets no connection (rebinding)', async () => {
    const person = await registeredUser(server);
    const own = await insertChannel(server.db, uniqueLogin('r'));
    await ok(server, 'client/follows/modifyUserFollowedChannel', { channelLogin: own, isFollow: true }, person.token);
    // The receiver's port under a host name that is not allowlisted. Stored directly: it stands for a subscription
    // made while the name still pointed at a public push service.
    const sub = receiver.subscription();
    const endpoint = `https://rebind.test:${new URL(sub.endpoint).port}/push/${sub.id}`;
    await server.db.insertInto('push_subscriptions').values({ endpoint, user_id: person.user.id, p256dh: sub.keys.p256dh, auth: sub.keys.auth, language: 'en-US' }).execute();
    await dispatch(); // nothing left pending by the tests before
    await notifyNewClip(server.db, await insertClip(server.db, { channel: own }));
    // The first answer (the check) is public; every later one (the connection's) is loopback.
    const lookups: string[] = [];
    const resolve = async (hostname: string) => {
      lookups.push(hostname);
      return [{ address: lookups.length === 1 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
    };
    const warnings: unknown[] = [];
    const log = { info: () => undefined, warn: (fields: unknown) => void warnings.push(fields) };
    const before = receiver.received.length;
    expect(await dispatchPendingPushes({ db: server.db, push: server.config.push, log, resolve })).toBe(0);
    expect(receiver.received.length).toBe(before);
    expect(lookups).toEqual(['rebind.test', 'rebind.test']);
    expect(warnings).toEqual([{ err: expect.objectContaining({ code: 'UNSAFE_URL', message: expect.stringContaining('127.0.0.1') }) }]);
  });

  it('uses VAPID keys from the environment when set', async () => {
    const keys = webpush.generateVAPIDKeys();
    const fromEnv = await vapidKeys(server.db, { ...server.config.push, vapidPublicKey: keys.publicKey, vapidPrivateKey: keys.privateKey });
    expect(fromEnv).toEqual({ ...keys, subject: server.config.push.vapidSubject });
  });

  it('keeps a few subscriptions per person, moves a re-subscribed browser, and unsubscribes only one’s own', async () => {
    const a = await registeredUser(server);
    const b = await registeredUser(server);
    const subs = Array.from({ length: PUSH_SUBSCRIPTIONS_PER_USER + 2 }, () => receiver.subscription());
    for (const s of subs) await ok(server, SUBSCRIBE, { endpoint: s.endpoint, keys: s.keys, language: 'en-US' }, a.token);
    const ofA = () => server.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', a.user.id).execute();
    expect((await ofA()).length).toBe(PUSH_SUBSCRIPTIONS_PER_USER);
    // b cannot remove a's subscription.
    const last = subs.at(-1)!;
    await ok(server, UNSUBSCRIBE, { endpoint: last.endpoint }, b.token);
    expect((await ofA()).map((r) => r.endpoint)).toContain(last.endpoint);
    await ok(server, UNSUBSCRIBE, { endpoint: last.endpoint }, a.token);
    expect((await ofA()).map((r) => r.endpoint)).not.toContain(last.endpoint);
    // The same browser subscribed by b now belongs to b.
    const shared = subs.at(-2)!;
    await ok(server, SUBSCRIBE, { endpoint: shared.endpoint, keys: shared.keys, language: 'ja' }, b.token);
    expect((await ofA()).map((r) => r.endpoint)).not.toContain(shared.endpoint);
  });

  it('refuses unsafe endpoints and bad input with 4xx codes, signed out with 401', async () => {
    const sub = receiver.subscription();
    const good = { endpoint: sub.endpoint, keys: sub.keys, language: 'en-US' };
    expect(await fails(server, SUBSCRIBE, good)).toEqual([401, 'NOT_AUTHORISED']);
    expect(await fails(server, UNSUBSCRIBE, { endpoint: sub.endpoint })).toEqual([401, 'NOT_AUTHORISED']);
    const bad: unknown[] = [
      { ...good, endpoint: 'http://10.0.0.1/push/x' },
      { ...good, endpoint: 'http://localhost:1/push/x' },
      { ...good, endpoint: 'ftp://example.com/x' },
      { ...good, endpoint: 'not a url' },
      { ...good, endpoint: `https://example.com/${'x'.repeat(2000)}` },
      { ...good, endpoint: 'https://example.com/\u0000' },
      { ...good, keys: { p256dh: 'not base64!', auth: sub.keys.auth } },
      { ...good, keys: { p256dh: sub.keys.p256dh } },
      { ...good, keys: { ...sub.keys, extra: 'x' } },
      { ...good, language: 'fr' },
      { ...good, extra: 1 },
      { endpoint: 42 },
    ];
    for (const body of bad) {
      const [status, code] = await fails(server, SUBSCRIBE, body as never, fan.token);
      expect([status >= 400 && status < 500, code]).toEqual([true, expect.stringMatching(/^(BAD_REQUEST|PUSH_SUBSCRIPTION_INVALID)$/)]);
    }
    expect((await fails(server, UNSUBSCRIBE, { endpoint: 'nope' }, fan.token))[0]).toBe(400);
  });
});
