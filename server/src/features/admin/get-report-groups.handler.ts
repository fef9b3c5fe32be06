import { sql } from 'kysely';
import type { Handler } from '../../http/handler';
import { DEFAULT_PAGE_LIMIT, splitPage } from '../../http/cursor';
import { clipBaseQuery, toClip, toIso } from '../../domain/clip-row';
import { withMediaGrants } from '../../media/grants/grant-clips';

const MAX_REASONS = 20;

/**
 * The moderation queue by target: one group per reported clip, channel or comment with its reports in the asked state
 * counted, and the context to judge it: the clip (thumbnail, title), the comment's text and author as reported, the
 * channel. Open and in-review groups come the oldest-reported first (first come, first reviewed); closed ones (actioned
 * or dismissed) the most recently closed first, the moderators' history.
 */
export const getReportGroups: Handler<'client/admin/getReportGroups'> = async ({ ctx, body }) => {
  const limit = body.limit ?? DEFAULT_PAGE_LIMIT;
  const status = body.status ?? 'open';
  const closed = status === 'actioned' || status === 'dismissed';
  const groups = await ctx.db
    .selectFrom('reports')
    .select([
      'target_key',
      sql<number>`count(*)::int`.as('report_count'),
      sql<Date>`min(created_at)`.as('first_at'),
      sql<Date>`max(created_at)`.as('last_at'),
      sql<Date | null>`max(resolved_at)`.as('closed_at'),
    ])
    .where('status', '=', status)
    .groupBy('target_key')
    .orderBy(closed ? sql`max(resolved_at)` : sql`min(created_at)`, closed ? 'desc' : 'asc')
    .orderBy('target_key', 'asc')
    .limit(limit + 1)
    .execute();
  const { page, hasMore } = splitPage(groups, limit);
  if (page.length === 0) return { reportGroupList: [], hasMore: false };

  const keys = page.map((g) => g.target_key);
  const reports = await ctx.db
    .selectFrom('reports as r')
    .leftJoin('users as u', 'u.id', 'r.reporter_user_id')
    .leftJoin('users as reviewer', 'reviewer.id', 'r.reviewer_user_id')
    .select(['r.id', 'r.target_key', 'r.target_kind', 'r.clip_id', 'r.channel_login', 'r.comment_id', 'r.comment_text', 'r.commenter_user_name', 'r.reason', 'u.username', 'reviewer.username as reviewer_username'])
    .where('r.status', '=', status)
    .where('r.target_key', 'in', keys)
    .orderBy('r.created_at', 'asc')
    .orderBy('r.id', 'asc')
    .execute();
  const clipIds = [...new Set(reports.flatMap((r) => (r.clip_id ? [r.clip_id] : [])))];
  const commentIds = [...new Set(reports.flatMap((r) => (r.comment_id ? [r.comment_id] : [])))];
  const logins = [...new Set(reports.flatMap((r) => (r.channel_login ? [r.channel_login] : [])))];
  const [clips, titles, comments, channels] = await Promise.all([
    clipIds.length ? clipBaseQuery(ctx.db).where('c.id', 'in', clipIds).where('c.status', '!=', 'deleted').execute() : [],
    // Removed clips too: a closed group still names what it was about.
    clipIds.length ? ctx.db.selectFrom('clips').select(['id', 'title']).where('id', 'in', clipIds).execute() : [],
    commentIds.length
      ? ctx.db
          .selectFrom('comments as cm')
          .leftJoin('users as u', 'u.id', 'cm.user_id')
          .select(['cm.id', 'u.commenting_blocked_at'])
          .where('cm.id', 'in', commentIds)
          .execute()
      : [],
    logins.length ? ctx.db.selectFrom('channels').select(['login', 'display_name']).where('login', 'in', logins).execute() : [],
  ]);
  // A hidden clip's files need a grant, which moderators get (ADR 0132): without it the queue's thumbnail is a 404.
  const clipById = new Map((await withMediaGrants(ctx, clips.map(toClip))).map((c) => [c.internalClipId, c]));
  const titleById = new Map(titles.map((c) => [c.id, c.title]));
  const commentById = new Map(comments.map((c) => [c.id, c]));
  const channelName = new Map(channels.map((c) => [c.login, c.display_name]));
  // A comment that is gone no longer tells whether its author is blocked: look the author up by the reported name.
  const goneAuthors = [...new Set(reports.filter((r) => r.comment_id && !commentById.has(r.comment_id) && r.commenter_user_name).map((r) => r.commenter_user_name!.toLowerCase()))];
  const blockedNames = new Set(
    goneAuthors.length
      ? (await ctx.db.selectFrom('users').select('username_lower').where('username_lower', 'in', goneAuthors).where('commenting_blocked_at', 'is not', null).execute()).map((u) => u.username_lower)
      : [],
  );

  const reportGroupList = page.map((g) => {
    const inGroup = reports.filter((r) => r.target_key === g.target_key);
    const first = inGroup[0];
    const comment = first.comment_id ? commentById.get(first.comment_id) : undefined;
    return {
      targetKey: g.target_key,
      targetKind: first.target_kind,
      reportCount: Number(g.report_count),
      firstReportedAt: toIso(g.first_at),
      lastReportedAt: toIso(g.last_at),
      reportId: first.id,
      reasonList: inGroup.filter((r) => r.reason.trim()).slice(0, MAX_REASONS).map((r) => ({ reporterUserName: r.username, reason: r.reason })),
      reporterList: inGroup.slice(0, MAX_REASONS).map((r) => ({ reportId: r.id, reporterUserName: r.username })),
      channelLogin: first.channel_login,
      channelDisplayName: first.channel_login ? (channelName.get(first.channel_login) ?? null) : null,
      clip: first.clip_id ? (clipById.get(first.clip_id) ?? null) : null,
      internalClipId: first.clip_id,
      commentId: first.comment_id,
      commentText: first.comment_text,
      commenterUserName: first.commenter_user_name,
      commentExists: !!comment,
      commenterBlocked: comment ? comment.commenting_blocked_at !== null : blockedNames.has((first.commenter_user_name ?? '').toLowerCase()),
      status,
      reviewerUserName: inGroup.find((r) => r.reviewer_username)?.reviewer_username ?? null,
      closedAt: closed && g.closed_at ? toIso(g.closed_at) : null,
      clipTitle: first.clip_id ? (titleById.get(first.clip_id) ?? null) : null,
    };
  });
  return { reportGroupList, hasMore };
};
