import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';

const SETTING = 'media_grant_secret';
const loaded = new WeakMap<Db, Promise<string>>();

/**
 * The HMAC key of media grants (ADR 0114). MEDIA_GRANT_SECRET when set; otherwise generated on first use and kept in
 * server_settings, like the VAPID keys (ADR 0108), so every API instance of one database signs and checks with the
 * same key and grants survive a restart.
 */
export function mediaGrantSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let secret = loaded.get(db);
  if (!secret) {
    secret = storedSecret(db);
    // A failed read is tried again next time rather than cached.
    secret.catch(() => loaded.delete(db));
    loaded.set(db, secret);
  }
  return secret;
}

async function storedSecret(db: Db): Promise<string> {
  // Two instances starting together: the first insert wins and both read it back.
  await db
    .insertInto('server_settings')
    .values({ key: SETTING, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('server_settings').select('value').where('key', '=', SETTING).executeTakeFirstOrThrow();
  return row.value;
}
