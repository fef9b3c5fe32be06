import { sql } from 'kysely';
import webpush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { NotificationKindColumn } from '../../db/schema';
import { assertFetchableUrl, isAllowlisted, pinnedRequest, type Resolver, systemResolver } from '../../net';
import { notificationPath, pushText, type PushLanguage } from './push-text';
import { type PushConfig, vapidKeys } from './vapid';
import { runEvery } from '../run-every';

/**
 * Web Push delivery (ADR 0108). Notifications are the outbox: a row is written with push_pending, and the dispatcher
 * takes pending rows (FOR UPDATE SKIP LOCKED, so several API instances never take the same row), clears the flag and
 * sends one push per subscription of the row's person. At most once: a push that fails is not retried (the bell
 * still has it). A subscription the push service says is gone (404, 410) is forgotten.
 *
 * The request itself (VAPID JWT, aes128gcm payload encryption, TTL) is built by the `web-push` library
 * (generateRequestDetails); it is sent with fetch, which also reaches the tests' local http receiver.
 */
export interface PushDeps {
  db: Db;
  push: PushConfig;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** The DNS of the endpoint checks (the system's; tests play rebinding tricks with their own). */
  resolve?: Resolver;
}

/** How long a push service keeps an undelivered push (seconds). */
export const PUSH_TTL_SECONDS = 24 * 3600;
const BATCH = 100;
const SEND_TIMEOUT_MS = 10_000;

interface PendingRow {
  id: number;
  user_id: string;
  kind: NotificationKindColumn;
  channel_login: string | null;
  clip_id: string | null;
  clip_title: string | null;
  actor_name: string | null;
  reason: string | null;
  item_count: number | null;
  report_id: string | null;
}

/** The JSON the service worker's push handler reads (shell/public/push-handler.js). */
export function pushPayload(row: PendingRow, language: PushLanguage): string {
  const { title, body } = pushText(row, language);
  // Clip requests share one tag per channel: a newer count replaces the shown notification instead of stacking, and
  // alerts again (renotify).
  if (row.kind === 'clip_request') return JSON.stringify({ title, body, url: notificationPath(row), tag: `clipyard-requests-${row.channel_login ?? ''}`, renotify: true });
  return JSON.stringify({ title, body, url: notificationPath(row), tag: `clipyard-${row.id}` });
}

/** Refuses an endpoint the server must not call: not https, or not public, unless allowlisted (tests). */
export async function assertPushEndpoint(endpoint: string, config: PushConfig, resolve: Resolver = systemResolver): Promise<void> {
  const url = new URL(endpoint);
  await assertFetchableUrl(url, config.endpointAllowlist, resolve);
  if (url.protocol !== 'https:' && !isAllowlisted(url, config.endpointAllowlist)) throw new Error('A push endpoint must be https');
}

/** Sends every pending push; answers how many pushes were accepted by push services. */
export async function dispatchPendingPushes(deps: PushDeps): Promise<number> {
  let accepted = 0;
  for (;;) {
    const taken = await sql<PendingRow>`
      UPDATE notifications SET push_pending = false
      WHERE id IN (SELECT id FROM notifications WHERE push_pending ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, user_id, kind, channel_login, clip_id, clip_title, actor_name, reason, item_count, report_id`.execute(deps.db);
    if (taken.rows.length === 0) return accepted;
    const userIds = [...new Set(taken.rows.map((r) => r.user_id))];
    const subscriptions = await deps.db.selectFrom('push_subscriptions').selectAll().where('user_id', 'in', userIds).execute();
    if (subscriptions.length === 0) continue;
    const keys = await vapidKeys(deps.db, deps.push);
    for (const row of taken.rows) {
      for (const sub of subscriptions.filter((s) => s.user_id === row.user_id)) {
        if (await sendOne(deps, keys, sub, pushPayload(row, sub.language))) accepted += 1;
      }
    }
  }
}

async function sendOne(
  deps: PushDeps,
  keys: Awaited<ReturnType<typeof vapidKeys>>,
  sub: { endpoint: string; p256dh: string; auth: string },
  payload: string,
): Promise<boolean> {
  try {
    const resolve = deps.resolve ?? systemResolver;
    // Checked again at send time (a host's DNS answer may have changed since it subscribed), and the push is sent to
    // the address the connection's own look-up checked: a second DNS answer (rebinding to an inner address) never
    // gets a connection.
    await assertPushEndpoint(sub.endpoint, deps.push, resolve);
    const request = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, {
      vapidDetails: keys,
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    });
    const url = new URL(request.endpoint);
    const response = await pinnedRequest(url, {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body as Buffer),
      allowlisted: isAllowlisted(url, deps.push.endpointAllowlist),
      resolve,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    // The answer's body is never read (no redirect is followed either: a push service answers 201).
    response.resume();
    const status = response.statusCode ?? 0;
    if (status === 404 || status === 410) {
      await deps.db.deleteFrom('push_subscriptions').where('endpoint', '=', sub.endpoint).execute();
      return false;
    }
    const ok = status >= 200 && status <= 299;
    if (!ok) deps.log.warn({ status }, 'push service refused a push');
    return ok;
  } catch (error) {
    deps.log.warn({ err: error }, 'push not sent');
    return false;
  }
}

/** Runs the dispatcher every `intervalMs` (main.ts); answers a stop function that waits for a run in progress. */
export function startPushDispatcher(deps: PushDeps, intervalMs = 3000): () => Promise<void> {
  return runEvery(intervalMs, () => dispatchPendingPushes(deps), (error) => deps.log.warn({ err: error }, 'push dispatcher failed'));
}
