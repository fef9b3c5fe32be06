import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/database';
import type { ClipStatusColumn } from '../../src/db/schema';
import { jsonb } from '../../src/db/jsonb';

/** Rows straight into the database: the domain tests arrange state this way and act through the real HTTP API. */

export function uniqueLogin(prefix = 'ch'): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`.slice(0, 25);
}

export async function insertChannel(db: Db, login: string, displayName = login, extra: { claimedBy?: string; requestPolicy?: 'open' | 'approval' | 'closed'; reading?: string } = {}): Promise<string> {
  await db
    .insertInto('channels')
    .values({ login, display_name: displayName, claimed_by_user_id: extra.claimedBy ?? null, request_policy: extra.requestPolicy ?? 'open', reading: extra.reading ?? '' })
    .execute();
  return login;
}

export interface ClipFixture {
  channel: string;
  title?: string;
  status?: ClipStatusColumn;
  likes?: number;
  views?: number;
  hoursAgo?: number;
  /** Exact publication time (ties in keyset tests); default: hoursAgo before now. */
  publishedAt?: Date;
  submitter?: string | null;
  renditions?: string[];
  id?: string;
}

let clipCounter = 0;

export async function insertClip(db: Db, f: ClipFixture): Promise<string> {
  const id = f.id ?? `clip${(++clipCounter).toString().padStart(4, '0')}${randomBytes(3).toString('hex')}`;
  const status = f.status ?? 'ready';
  const at = f.publishedAt ?? new Date(Date.now() - (f.hoursAgo ?? 1) * 3_600_000);
  await db
    .insertInto('clips')
    .values({
      id,
      channel_login: f.channel,
      title: f.title ?? `Clip ${id}`,
      status,
      submitter_user_id: f.submitter ?? null,
      like_count: f.likes ?? 0,
      view_count: f.views ?? 0,
      renditions: jsonb(f.renditions ?? (status === 'ready' ? ['source'] : [])),
      created_at: at,
      published_at: status === 'ready' ? at : null,
    })
    .execute();
  return id;
}

export async function clipRow(db: Db, id: string) {
  return db.selectFrom('clips').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

let requestCounter = 0;

/** A clip waiting in a channel's request queue (what submitClip makes under the 'approval' policy). */
export async function insertRequest(
  db: Db,
  f: { channel: string; submitter: string | null; renditions?: string[]; title?: string; minutesAgo?: number },
): Promise<{ requestId: string; clipId: string }> {
  const clipId = await insertClip(db, { channel: f.channel, status: 'awaiting_decision', submitter: f.submitter, renditions: f.renditions ?? [], title: f.title });
  const requestId = `req${(++requestCounter).toString().padStart(4, '0')}${randomBytes(3).toString('hex')}`;
  await db
    .insertInto('clip_requests')
    .values({
      id: requestId,
      clip_id: clipId,
      channel_login: f.channel,
      submitter_user_id: f.submitter,
      status: 'pending',
      created_at: new Date(Date.now() - (f.minutesAgo ?? 0) * 60_000),
    })
    .execute();
  return { requestId, clipId };
}
