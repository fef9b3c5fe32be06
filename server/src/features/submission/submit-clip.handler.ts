import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { newId } from '../../db/ids';
import { notifyClipRequest, notifySafely } from '../../domain/notifications/write';
import { resolveClipSource } from './resolve-source';
import { checkClipTrim } from '../../http/clip-trim';
import { chosenCategory } from '../../http/category-filter';
import { categoryForTwitchGame } from '../../domain/categories';
import { assertMaySubmit } from './submit-rule';
import { claimUpload, moveUploadToInput } from './take-upload';

/**
 * submitClip: check the source (URL or upload), make sure the channel exists, apply its request policy, store
 * the clip and enqueue its encode. The answer comes at once; the fetch and the encode run in the workers and
 * clipEncodeStatus follows them.
 * - 'closed' channel: SUBMISSIONS_CLOSED.
 * - a channel for followers (of N days): SUBMIT_FOLLOWERS_ONLY / SUBMIT_FOLLOW_TOO_RECENT (submit-rule.ts).
 * - 'approval' on a claimed channel (and the submitter is not its streamer): 'awaiting_decision' plus a request
 *   in the streamer's queue; the source is still encoded so the streamer can watch it before deciding.
 * - otherwise 'processing', published ('ready') as soon as the source rendition is ready.
 * A `trim` (the clip editor's range, ADR 0145) is checked here for its length and cut by the source job.
 * The category (ADR 0150) is Twitch's game for a Twitch clip that names one, else the one chosen (checked first, so an
 * unknown id is refused whatever the source); a game Twitch cannot name leaves the clip without one, never refused.
 */
export const submitClip: Handler<'client/userSubmission/submitClip'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  const trim = checkClipTrim(body.trim, ctx.config.clipTrimMaxSeconds);
  const chosen = body.categoryId === undefined ? null : await chosenCategory(ctx.db, body.categoryId);
  const source = await resolveClipSource(ctx, body);
  const fromTwitch = await categoryForTwitchGame(ctx.db, source.twitchGameId, (id) => ctx.twitch.getGame(id), ctx.log);
  const categoryId = fromTwitch ?? chosen?.id ?? null;
  const media = ctx.media;
  const clipId = newId();

  const outcome = await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('channels')
      .values({ login: source.channelLogin, display_name: source.channelDisplayName })
      .onConflict((oc) => oc.column('login').doNothing())
      .execute();
    const channel = await trx
      .selectFrom('channels')
      .select(['request_policy', 'claimed_by_user_id', 'submit_audience', 'submit_min_follow_days'])
      .where('login', '=', source.channelLogin)
      .executeTakeFirstOrThrow();
    if (channel.request_policy === 'closed') throw new ApiError('SUBMISSIONS_CLOSED', 'This channel takes no submissions');
    await assertMaySubmit(trx, source.channelLogin, channel, user.id);
    const needsApproval =
      channel.request_policy === 'approval' && channel.claimed_by_user_id !== null && channel.claimed_by_user_id !== user.id;
    if (source.uploadId) await claimUpload(trx, source.uploadId, user.id, clipId);

    const status = needsApproval ? 'awaiting_decision' : 'processing';
    await trx
      .insertInto('clips')
      .values({
        id: clipId,
        channel_login: source.channelLogin,
        title: body.clipTitle,
        status,
        source_url: source.sourceUrl,
        upload_id: source.uploadId,
        submitter_user_id: user.id,
        trim_start_seconds: trim?.startSeconds ?? null,
        trim_end_seconds: trim?.endSeconds ?? null,
        category_id: categoryId,
      })
      .execute();
    let requestId: string | null = null;
    if (needsApproval) {
      requestId = newId();
      await trx
        .insertInto('clip_requests')
        .values({ id: requestId, clip_id: clipId, channel_login: source.channelLogin, submitter_user_id: user.id, status: 'pending' })
        .execute();
    }
    return { status, requestId } as const;
  });

  if (source.uploadId) await moveUploadToInput(media.dirs, media.storage, source.uploadId, clipId);
  await media.enqueueClip(clipId);
  // The channel's streamer hears of a request waiting for them (ADR 0118).
  const requestId = outcome.requestId;
  if (requestId) await notifySafely(ctx.log, () => notifyClipRequest(ctx.db, requestId));
  return { internalClipId: clipId, channelLogin: source.channelLogin, status: outcome.status, requestId: outcome.requestId };
};
