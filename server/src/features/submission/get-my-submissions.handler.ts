import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { MySubmissionState } from '@clipyard/shared/contract';
import type { Handler } from '../../http/handler';
import { DEFAULT_PAGE_LIMIT, cursorId, cursorTimestamp, decodeCursor, keysetPage } from '../../http/cursor';
import { toIso } from '../../domain/clip-row';
import type { ClipStatusColumn } from '../../db/schema';

const cursorSchema = z.strictObject({ t: cursorTimestamp, id: cursorId });

type RequestStatus = 'pending' | 'approved' | 'rejected';

/**
 * Where a submission stands, from its clip and its request (ADR 0124). A clip taken off the site reads as removed
 * whatever its request said; a video that could not be processed as failed unless the streamer rejected it first (it
 * can never be approved, so "awaiting the streamer" would be a promise nobody keeps); a pending request as pending; a
 * rejection as rejected; past that, the clip's encode status, and a public clip is approved when a streamer let it
 * through and published when nobody had to.
 */
export function submissionState(clipStatus: ClipStatusColumn, requestStatus: RequestStatus | null): MySubmissionState {
  if (clipStatus === 'deleted') return 'removed';
  if (clipStatus === 'failed' && requestStatus !== 'rejected') return 'failed';
  if (requestStatus === 'pending' || clipStatus === 'awaiting_decision') return 'pending';
  if (requestStatus === 'rejected' || clipStatus === 'rejected') return 'rejected';
  if (clipStatus === 'failed') return 'failed';
  if (clipStatus === 'processing') return 'processing';
  return requestStatus === 'approved' ? 'approved' : 'published';
}

/**
 * The caller's own submissions (clips.submitter_user_id), newest first by when they were sent, in keyset pages.
 * Only ever the caller's rows: the query has no other way in. Each clip has at most one request (submitClip makes
 * it in the same transaction); the lateral join takes the newest anyway so a page never repeats a clip.
 */
export const getMySubmissions: Handler<'client/userSubmission/getMySubmissions'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  const limit = body.limit ?? DEFAULT_PAGE_LIMIT;
  const cursor = decodeCursor(body.cursor, cursorSchema);
  let q = ctx.db
    .selectFrom('clips as c')
    .innerJoin('channels as ch', 'ch.login', 'c.channel_login')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('clip_requests as cr')
          .select(['cr.id', 'cr.status', 'cr.decided_at'])
          .whereRef('cr.clip_id', '=', 'c.id')
          .orderBy('cr.created_at', 'desc')
          .limit(1)
          .as('r'),
      (join) => join.onTrue(),
    )
    .select([
      'c.id',
      'c.channel_login',
      'c.title',
      'c.status',
      'c.created_at',
      'ch.display_name',
      'r.id as request_id',
      'r.status as request_status',
      'r.decided_at',
      // Microseconds kept for the cursor (a JS Date drops them).
      sql<string>`c.created_at::text`.as('created_at_text'),
    ])
    .where('c.submitter_user_id', '=', user.id);
  if (cursor) q = q.where(sql<SqlBool>`(c.created_at, c.id) < (${cursor.t}::timestamptz, ${cursor.id})`);
  const rows = await q.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(limit + 1).execute();
  const { items, nextCursor } = keysetPage(
    rows,
    limit,
    (r) => ({
      internalClipId: r.id,
      channelLogin: r.channel_login,
      channelDisplayName: r.display_name,
      clipTitle: r.title,
      submittedAt: toIso(r.created_at),
      state: submissionState(r.status, r.request_status ?? null),
      requestId: r.request_id ?? null,
      requestStatus: r.request_status ?? null,
      decidedAt: r.decided_at == null ? null : toIso(r.decided_at),
    }),
    (r) => ({ t: r.created_at_text, id: r.id }),
  );
  return { submissionList: items, nextCursor };
};
