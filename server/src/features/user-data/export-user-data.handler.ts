import { clipPath } from '@clipyard/shared/contract';
import type { AppContext } from '../../context';
import { tokenSaysVerified } from '../../domain/identity';
import type { Handler } from '../../http/handler';

/**
 * Everything stored about the signed-in user (GDPR-style access), as plain JSON. Twitch tokens are secrets and
 * stay out; that a channel is connected (and which) is in.
 */
export const exportUserData: Handler<'client/userData/exportUserData'> = async ({ ctx, caller }) => {
  const { user } = caller;
  const db = ctx.db;
  const [likes, follows, channelBlocks, userBlocks, comments, reports, clips, clipRequests, activity, twitch, uploads] = await Promise.all([
    db.selectFrom('likes').select(['clip_id as internalClipId', 'created_at as createdAt']).where('user_id', '=', user.id).orderBy('created_at').execute(),
    db.selectFrom('follows').select(['channel_login as channelLogin', 'created_at as createdAt']).where('user_id', '=', user.id).orderBy('created_at').execute(),
    db.selectFrom('channel_blocks').select(['channel_login as channelLogin', 'created_at as createdAt']).where('user_id', '=', user.id).orderBy('created_at').execute(),
    db
      .selectFrom('user_blocks')
      .innerJoin('users', 'users.id', 'user_blocks.blocked_user_id')
      .select(['users.username as userName', 'user_blocks.created_at as createdAt'])
      .where('user_blocks.user_id', '=', user.id)
      .orderBy('user_blocks.created_at')
      .execute(),
    // A reply carries the top-level comment it sits under (parentCommentId, null for a comment; ADR 0117).
    db
      .selectFrom('comments')
      .select(['id as commentId', 'clip_id as internalClipId', 'parent_id as parentCommentId', 'text as commentText', 'created_at as createdAt'])
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('reports')
      .select(['id as reportId', 'target_kind as targetKind', 'clip_id as internalClipId', 'channel_login as channelLogin', 'comment_id as commentId', 'reason', 'status', 'created_at as createdAt'])
      .where('reporter_user_id', '=', user.id)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('clips')
      .select(['id as internalClipId', 'channel_login as channelLogin', 'title as clipTitle', 'status', 'source_url as sourceUrl', 'created_at as createdAt'])
      .where('submitter_user_id', '=', user.id)
      .orderBy('created_at')
      .execute(),
    db.selectFrom('clip_requests').select(['id as requestId', 'clip_id as internalClipId', 'channel_login as channelLogin', 'status', 'created_at as createdAt']).where('submitter_user_id', '=', user.id).orderBy('created_at').execute(),
    db.selectFrom('activity_events').select(['activity_name as activityName', 'platform_data as platformData', 'created_at as createdAt']).where('user_id', '=', user.id).orderBy('id').execute(),
    db.selectFrom('twitch_tokens').select(['twitch_user_id as twitchUserId', 'expires_at as tokenExpiresAt']).where('user_id', '=', user.id).executeTakeFirst(),
    db.selectFrom('uploads').select(['id as uploadId', 'size_bytes as sizeBytes', 'created_at as createdAt', 'clip_id as internalClipId']).where('user_id', '=', user.id).orderBy('created_at').execute(),
  ]);
  const [hasVerifiedEmail, channelPage, notifications, moderation, savedLists] = await Promise.all([
    verifiedState(ctx, caller.firebaseUid!, tokenSaysVerified(caller.claims) || user.has_verified_email),
    user.streamer_channel_login ? channelPageSettings(ctx, user.streamer_channel_login) : Promise.resolve(null),
    // Every column of the person's notifications but the delivery bookkeeping (new kinds and fields come along).
    db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute()
      .then((rows) => rows.map(({ user_id: _user, dedupe_key: _dedupe, push_pending: _push, ...row }) => camelKeys(row))),
    moderationData(ctx, user.id),
    savedListsData(ctx, user.id),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    userData: {
      account: {
        userId: user.id,
        firebaseUid: user.firebase_uid,
        username: user.username,
        email: user.email,
        hasVerifiedEmail,
        isAdmin: user.is_admin,
        hasProfilePicture: user.has_profile_picture,
        profileImageVersion: user.profile_image_version,
        streamerChannelLogin: user.streamer_channel_login,
        createdAt: user.created_at,
        // Moderation of the account itself (issue 22 item 8).
        suspendedAt: user.suspended_at,
        suspensionReason: user.suspension_reason,
        commentingBlockedAt: user.commenting_blocked_at,
        // Registration approval (ADR 0136): what the person wrote and what the moderators decided (never who).
        registrationStatus: user.registration_status,
        registrationReason: user.registration_reason,
        registrationDecidedAt: user.registration_decided_at,
        registrationDecisionReason: user.registration_decision_reason,
      },
      twitchConnection: twitch ? { twitchUserId: twitch.twitchUserId, channelLogin: user.streamer_channel_login } : null,
      likes,
      follows,
      channelBlocks,
      userBlocks,
      comments,
      reports,
      submittedClips: clips,
      clipRequests,
      activity,
      uploads,
      channelPage,
      notifications,
      savedLists,
      ...moderation,
    },
  };
};

/**
 * The person's saved lists (ADR 0149): each list's name ("Saved" for the built-in one) and its clips in the list's order,
 * with each clip's title and address, whatever its state now (the export is what is stored, not what is shown).
 */
async function savedListsData(ctx: AppContext, userId: string) {
  const rows = await ctx.db
    .selectFrom('saved_lists as l')
    .leftJoin('saved_list_clips as e', 'e.list_id', 'l.id')
    .leftJoin('clips as c', 'c.id', 'e.clip_id')
    .select(['l.id', 'l.name', 'l.is_built_in', 'l.created_at', 'e.clip_id', 'e.added_at', 'c.title', 'c.channel_login'])
    .where('l.user_id', '=', userId)
    .orderBy('l.is_built_in', 'desc')
    .orderBy('l.created_at')
    .orderBy('l.id')
    .orderBy('e.position')
    .orderBy('e.clip_id')
    .execute();
  const origin = ctx.config.corsOrigins.find((o) => o !== '*') ?? '';
  const lists = new Map<string, { name: string; isBuiltIn: boolean; createdAt: unknown; clips: Array<Record<string, unknown>> }>();
  for (const row of rows) {
    const list = lists.get(row.id) ?? { name: row.name, isBuiltIn: row.is_built_in, createdAt: row.created_at, clips: [] };
    lists.set(row.id, list);
    if (row.clip_id && row.channel_login) {
      list.clips.push({ internalClipId: row.clip_id, clipTitle: row.title, clipUrl: origin + clipPath(row.channel_login, row.clip_id), savedAt: row.added_at });
    }
  }
  return [...lists.values()];
}

/**
 * Whether the address is verified now, read as /account/email reads it (issue 19 item 16): Firebase's own flag
 * through the Admin SDK, not the stored copy (written only when a token or checkEmailVerification said so, so it
 * lags a verification made by link). The stored copy follows, as checkEmailVerification does. When Firebase cannot
 * be asked, the token's claim or the stored copy answers, whichever says verified.
 */
async function verifiedState(ctx: AppContext, firebaseUid: string, fallback: boolean): Promise<boolean> {
  try {
    const verified = await ctx.auth.isEmailVerified(firebaseUid);
    await ctx.db.updateTable('users').set({ has_verified_email: verified }).where('firebase_uid', '=', firebaseUid).where('has_verified_email', '!=', verified).execute();
    return verified;
  } catch (error) {
    ctx.log.warn({ err: error }, 'exportUserData: Firebase could not be asked whether the email is verified');
    return fallback;
  }
}

/**
 * What moderation holds about the person (issue 22 item 8, ADR 0130): the threads of their reports (a moderator's
 * messages without the moderator's name, as the reporter reads them) and any message they wrote as a moderator; the
 * actions taken on their account, clips and comments with the public reason (never the moderators' private notes, nor
 * who took them), and the appeals they filed. A moderator (an admin, or a streamer for their channel's watched words
 * and held comments) also gets the log entries they wrote, in full: they are that moderator's own words.
 */
async function moderationData(ctx: AppContext, userId: string) {
  const db = ctx.db;
  const [reportMessages, moderationActionsOnYou, moderationActionsTaken, clipAppeals, takedownNoticesFiled, counterNoticesFiled] = await Promise.all([
    db
      .selectFrom('report_messages as m')
      .innerJoin('reports as r', 'r.id', 'm.report_id')
      .select(['m.report_id as reportId', 'm.author_role as authorRole', 'm.author_user_id', 'm.body as text', 'm.created_at as createdAt'])
      .where((eb) => eb.or([eb('r.reporter_user_id', '=', userId), eb('m.author_user_id', '=', userId)]))
      .orderBy('m.created_at')
      .orderBy('m.id')
      .execute()
      .then((rows) => rows.map(({ author_user_id, ...row }) => ({ ...row, writtenByYou: author_user_id === userId }))),
    db
      .selectFrom('moderation_log')
      .select(['action', 'target_kind as targetKind', 'target_label as targetLabel', 'public_reason as publicReason', 'created_at as createdAt'])
      .where('subject_user_id', '=', userId)
      // A legal hold is not told to the person it concerns (ADR 0131: a preservation request is often confidential).
      .where('action', 'not in', ['legal_hold_placed', 'legal_hold_lifted'])
      .orderBy('created_at')
      .orderBy('seq')
      .execute(),
    // The entries the person wrote as a moderator, notes included (their own words): an admin's, and a streamer's
    // for their channel (its watched words added and removed, held comments decided).
    db
      .selectFrom('moderation_log')
      .select(['action', 'target_kind as targetKind', 'target_key as targetKey', 'target_label as targetLabel', 'report_id as reportId', 'public_reason as publicReason', 'private_note as privateNote', 'created_at as createdAt'])
      .where('moderator_user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('seq')
      .execute(),
    // The appeals the person filed (issue 22 item 2), with the decision and its public reason; not who decided.
    db
      .selectFrom('clip_appeals as a')
      .innerJoin('clips as c', 'c.id', 'a.clip_id')
      .select(['a.clip_id as internalClipId', 'c.title as clipTitle', 'a.visibility as appealedVisibility', 'a.appellant_role as role', 'a.body as message', 'a.status', 'a.created_at as createdAt', 'a.decided_at as decidedAt', 'a.decision_reason as decisionReason'])
      .where('a.appellant_user_id', '=', userId)
      .orderBy('a.created_at')
      .execute(),
    // The copyright notices the person filed signed in (issue 22 item 3, ADR 0135), as filed, with their outcome.
    db
      .selectFrom('takedown_notices')
      .select([
        'id as noticeId',
        'channel_login as channelLogin',
        'clip_urls as clipAddresses',
        'work_description as workDescription',
        'claimant_name as claimantName',
        'claimant_email as claimantEmail',
        'signature',
        'good_faith as goodFaithStatement',
        'accurate as accuracyStatement',
        'status',
        'created_at as createdAt',
        'decided_at as decidedAt',
        'decision_reason as decisionReason',
      ])
      .where('claimant_user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    // The counter-notices the person filed, with the notice they answered (what was claimed, not the claimant's contact).
    db
      .selectFrom('takedown_counter_notices as t')
      .innerJoin('takedown_notices as n', 'n.id', 't.notice_id')
      .select([
        't.notice_id as noticeId',
        'n.channel_login as channelLogin',
        'n.work_description as noticeWorkDescription',
        't.statement',
        't.full_name as fullName',
        't.contact',
        't.consent as consentStatement',
        't.created_at as createdAt',
        'n.status as noticeStatus',
      ])
      .where('t.filer_user_id', '=', userId)
      .orderBy('t.created_at')
      .execute(),
  ]);
  return { reportMessages, moderationActionsOnYou, moderationActionsTaken, clipAppeals, takedownNoticesFiled, counterNoticesFiled };
}

/** { clip_title: … } as { clipTitle: … }, like the rest of the export. */
function camelKeys(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()), value]));
}

/** The page of the channel the person manages, as they set it in the page editor. */
async function channelPageSettings(ctx: AppContext, login: string) {
  const channel = await ctx.db
    .selectFrom('channels')
    .select(['login', 'display_name', 'reading', 'description', 'links', 'tip_links', 'request_policy', 'submit_audience', 'submit_min_follow_days', 'featured_clip_ids'])
    .where('login', '=', login)
    .executeTakeFirst();
  if (!channel) return null;
  // The channel's own watched words (issue 22 items 4 and 8): the streamer's list, as they keep it in the studio.
  const watchedWords = await ctx.db
    .selectFrom('watched_words')
    .select(['pattern', 'action', 'reject_message as rejectMessage', 'created_at as createdAt'])
    .where('channel_login', '=', login)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return {
    channelLogin: channel.login,
    displayName: channel.display_name,
    reading: channel.reading,
    description: channel.description,
    links: channel.links,
    tipLinks: channel.tip_links,
    requestPolicy: channel.request_policy,
    submitRule: { audience: channel.submit_audience, minFollowDays: channel.submit_min_follow_days },
    featuredClipIds: channel.featured_clip_ids,
    watchedWords,
    collections: await channelCollections(ctx, login),
  };
}

/**
 * The channel's collections (ADR 0148), as the streamer made them: both titles, the chosen cover, and every clip id in
 * the streamer's order (hidden clips too: the order is the streamer's own work).
 */
async function channelCollections(ctx: AppContext, login: string) {
  const [collections, entries] = await Promise.all([
    ctx.db
      .selectFrom('channel_collections')
      .select(['id', 'title_en', 'title_ja', 'cover_clip_id', 'created_at', 'updated_at'])
      .where('channel_login', '=', login)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('channel_collection_clips as cc')
      .innerJoin('channel_collections as col', 'col.id', 'cc.collection_id')
      .select(['cc.collection_id', 'cc.clip_id'])
      .where('col.channel_login', '=', login)
      .orderBy('cc.position')
      .orderBy('cc.added_at')
      .execute(),
  ]);
  return collections.map((c) => ({
    collectionId: c.id,
    titleEn: c.title_en,
    titleJa: c.title_ja,
    coverClipId: c.cover_clip_id,
    internalClipIds: entries.filter((e) => e.collection_id === c.id).map((e) => e.clip_id),
    createdAt: c.created_at,
    updatedAt: c.updated_at,
  }));
}
