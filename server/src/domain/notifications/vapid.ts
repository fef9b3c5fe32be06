import webpush from 'web-push';
import type { Db } from '../../db/database';

/**
 * The VAPID key pair (RFC 8292) that signs every push. From the environment when set (VAPID_PUBLIC_KEY,
 * VAPID_PRIVATE_KEY: every API instance must share one pair); otherwise generated on first use and kept in
 * server_settings, so the embedded default keeps its subscriptions valid across restarts (ADR 0108).
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: contact for push services. */
  subject: string;
}

export interface PushConfig {
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  vapidSubject: string;
  /** Push endpoints allowed though not public https (tests' local receiver): like MEDIA_FETCH_ALLOWLIST. */
  endpointAllowlist: string[];
}

const SETTING = 'vapid_keys';
const loaded = new WeakMap<Db, Promise<VapidKeys>>();

export function vapidKeys(db: Db, config: PushConfig): Promise<VapidKeys> {
  if (config.vapidPublicKey && config.vapidPrivateKey) {
    return Promise.resolve({ publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey, subject: config.vapidSubject });
  }
  let keys = loaded.get(db);
  if (!keys) {
    keys = storedKeys(db, config.vapidSubject);
    // A failed read is tried again next time rather than cached.
    keys.catch(() => loaded.delete(db));
    loaded.set(db, keys);
  }
  return keys;
}

async function storedKeys(db: Db, subject: string): Promise<VapidKeys> {
  const fresh = webpush.generateVAPIDKeys();
  // Two instances starting together: the first insert wins and both read it back.
  await db
    .insertInto('server_settings')
    .values({ key: SETTING, value: JSON.stringify(fresh) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('server_settings').select('value').where('key', '=', SETTING).executeTakeFirstOrThrow();
  const stored = JSON.parse(row.value) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}
