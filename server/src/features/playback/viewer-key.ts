import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Caller } from '../../http/handler';

const salts = new WeakMap<Db, Promise<string>>();

/**
 * The salt for hashing anonymous viewers: VIEW_KEY_SALT from the environment, else a random value created once per
 * installation in app_secrets (migration 003), so every API instance on one database hashes alike and the raw IP
 * is never stored.
 */
function viewKeySalt(db: Db): Promise<string> {
  const fromEnv = process.env.VIEW_KEY_SALT;
  if (fromEnv) return Promise.resolve(fromEnv);
  let salt = salts.get(db);
  if (!salt) {
    salt = (async () => {
      await sql`INSERT INTO app_secrets (name, value) VALUES ('view_key_salt', ${randomBytes(32).toString('hex')}) ON CONFLICT (name) DO NOTHING`.execute(db);
      const row = await sql<{ value: string }>`SELECT value FROM app_secrets WHERE name = 'view_key_salt'`.execute(db);
      return row.rows[0].value;
    })();
    salts.set(db, salt);
    salt.catch(() => salts.delete(db));
  }
  return salt;
}

/** One key per viewer: the user id when registered, the Firebase uid when signed in only, else a salted hash. */
export async function viewerKey(db: Db, caller: Caller): Promise<string> {
  if (caller.user) return `user:${caller.user.id}`;
  if (caller.firebaseUid) return `uid:${caller.firebaseUid}`;
  const salt = await viewKeySalt(db);
  return `anon:${createHash('sha256').update(`${salt}\n${caller.ip}\n${caller.userAgent}`).digest('hex')}`;
}
