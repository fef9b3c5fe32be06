import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { usernameSkeleton } from '../db/username-skeleton';

/**
 * Demo accounts people can sign in with, on the Firebase Auth emulator only (never with a real Firebase project:
 * main.ts calls this only when FIREBASE_AUTH_EMULATOR_HOST is set). A viewer, the streamer of the seeded channel
 * speedrun_sam (which has clip requests waiting) and an admin (users.is_admin, the one admin mechanism). Idempotent:
 * run on every start, it recreates the emulator identity when the emulator was reset and re-links the row.
 */
export const DEMO_PASSWORD = 'clipyard-demo';

export interface DemoAccount {
  key: 'viewer' | 'streamer' | 'admin';
  email: string;
  username: string;
  isAdmin: boolean;
  channelLogin: string | null;
}

export const demoAccounts: DemoAccount[] = [
  { key: 'viewer', email: 'viewer@demo.clipyard.test', username: 'demo_viewer', isAdmin: false, channelLogin: null },
  { key: 'streamer', email: 'streamer@demo.clipyard.test', username: 'demo_streamer', isAdmin: false, channelLogin: 'speedrun_sam' },
  { key: 'admin', email: 'admin@demo.clipyard.test', username: 'demo_admin', isAdmin: true, channelLogin: null },
];

/** The emulator identity of an email (created with the demo password when missing): its uid. */
async function emulatorIdentity(emulatorHost: string, email: string): Promise<string> {
  const base = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`;
  const post = async (path: string) => {
    const response = await fetch(`${base}/${path}?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
      signal: AbortSignal.timeout(10_000),
    });
    return (await response.json()) as { localId?: string; error?: { message?: string } };
  };
  const created = await post('accounts:signUp');
  if (created.localId) return created.localId;
  if (created.error?.message !== 'EMAIL_EXISTS') throw new Error(`emulator signUp ${email}: ${created.error?.message ?? 'no answer'}`);
  const signedIn = await post('accounts:signInWithPassword');
  if (!signedIn.localId) throw new Error(`emulator sign-in ${email}: ${signedIn.error?.message ?? 'no answer'} (was the demo password changed?)`);
  return signedIn.localId;
}

export async function seedDemoAccounts(ctx: { db: Db; emulatorHost: string; log: Pick<FastifyBaseLogger, 'warn'> }): Promise<DemoAccount[]> {
  const done: DemoAccount[] = [];
  for (const account of demoAccounts) {
    try {
      const uid = await emulatorIdentity(ctx.emulatorHost, account.email);
      const id = `demo-account-${account.key}`;
      await ctx.db.transaction().execute(async (trx) => {
        // Another row may hold this identity (someone registered it by hand): the demo row is the one kept.
        await trx.updateTable('users').set({ firebase_uid: `released-${uid}-${Date.now()}` }).where('firebase_uid', '=', uid).where('id', '!=', id).execute();
        const values = {
          firebase_uid: uid,
          username: account.username,
          username_lower: account.username.toLowerCase(),
          username_skeleton: usernameSkeleton(account.username),
          email: account.email,
          has_verified_email: true,
          is_admin: account.isAdmin,
          streamer_channel_login: account.channelLogin,
        };
        await trx
          .insertInto('users')
          .values({ id, ...values })
          .onConflict((oc) => oc.column('id').doUpdateSet(values))
          .execute();
        if (account.channelLogin) {
          await trx.updateTable('channels').set({ claimed_by_user_id: id }).where('login', '=', account.channelLogin).execute();
        }
      });
      done.push(account);
    } catch (error) {
      ctx.log.warn({ err: error, account: account.email }, 'demo account not created');
    }
  }
  return done;
}
