import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { isSiteOrigin } from '../../http/site-origin';
import { newId } from '../../db/ids';
import { isUniqueViolation } from '../../db/db-errors';
import { changeClipVisibility } from '../../domain/moderation/clip-visibility';
import { logModeration } from '../../domain/moderation/log';
import { forStreamer, mayReadNotice, NOTICE_COLUMNS, parseClipAddress, PENDING_NOTICE, TAKEDOWN_PUBLIC_REASON, toNotices } from '../../domain/moderation/takedown';
import { notifyClipPeople, notifySafely } from '../../domain/notifications/write';

/**
 * Files a copyright notice (issue 22 item 3, ADR 0135), signed in or not. Every address must name a published clip
 * anyone may see (the first that does not is refused, by its text, before anything is stored). One notice per channel
 * named; each clip is hidden at once (no moderator: the notice did it) and its streamer and submitter are told.
 */
export const fileTakedownNotice: Handler<'client/report/fileTakedownNotice'> = async ({ ctx, body, caller }) => {
  const wanted: { channelLogin: string; clipId: string; address: string }[] = [];
  for (const address of body.clipUrlList) {
    if (!address) continue;
    const parsed = parseClipAddress(address, (url) => isSiteOrigin(url, ctx.config));
    if (!parsed) throw new ApiError('TAKEDOWN_CLIP_NOT_FOUND', `Not a clip address: ${address.slice(0, 100)}`, undefined, { publicReason: address });
    wanted.push({ ...parsed, address });
  }
  if (wanted.length === 0) throw new ApiError('BAD_REQUEST', 'Name at least one clip');
  const rows = await ctx.db
    .selectFrom('clips')
    .select(['id', 'title', 'channel_login', 'submitter_user_id', 'visibility'])
    .where('id', 'in', [...new Set(wanted.map((clip) => clip.clipId))])
    .where('status', '=', 'ready')
    .where('visibility', '<>', 'hidden')
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const clip of wanted) {
    const row = byId.get(clip.clipId);
    if (!row || row.channel_login !== clip.channelLogin) {
      throw new ApiError('TAKEDOWN_CLIP_NOT_FOUND', `No clip at ${clip.address.slice(0, 100)}`, undefined, { publicReason: clip.address });
    }
  }

  const filingId = newId(12);
  const claimantId = caller.user?.id ?? null;
  const byChannel = new Map<string, typeof rows>();
  for (const row of rows) byChannel.set(row.channel_login, [...(byChannel.get(row.channel_login) ?? []), row]);
  const noticeIds: string[] = [];
  let hidden = 0;
  for (const [channelLogin, clips] of byChannel) {
    const noticeId = newId(12);
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('takedown_notices')
        .values({
          id: noticeId,
          filing_id: filingId,
          channel_login: channelLogin,
          claimant_user_id: claimantId,
          claimant_name: body.claimantName,
          claimant_email: body.claimantEmail,
          work_description: body.workDescription,
          clip_urls: wanted.filter((clip) => clip.channelLogin === channelLogin).map((clip) => clip.address).join('\n'),
          signature: body.signature,
          good_faith: body.goodFaith,
          accurate: body.accurate,
        })
        .execute();
      await trx.insertInto('takedown_notice_clips').values(clips.map((clip) => ({ notice_id: noticeId, clip_id: clip.id, clip_title: clip.title }))).execute();
      await logModeration(
        trx,
        null,
        clips.map((clip) => ({
          action: 'takedown_filed' as const,
          target_kind: 'clip' as const,
          target_key: `clip:${clip.id}`,
          target_label: clip.title,
          subject_user_id: clip.submitter_user_id,
          report_id: null,
          private_note: `Notice ${noticeId} by ${body.claimantName} <${body.claimantEmail}>`.slice(0, 1000),
        })),
      );
    });
    noticeIds.push(noticeId);
    for (const clip of clips) {
      if (await changeClipVisibility(ctx.db, null, clip, 'hidden', { publicReason: TAKEDOWN_PUBLIC_REASON })) hidden += 1;
      await notifySafely(ctx.log, () =>
        notifyClipPeople(ctx.db, { kind: 'takedown_notice', dedupeKey: `takedown_notice:${noticeId}:${clip.id}`, clipId: clip.id, moderatorId: claimantId ?? '', reason: null }),
      );
    }
  }
  return { noticeIdList: noticeIds, hiddenClipCount: hidden };
};

/** Reads one notice row if this person may (TAKEDOWN_NOT_FOUND otherwise: no hint that it exists). */
async function readableNotice(ctx: Parameters<Handler<'client/report/getTakedownNotice'>>[0]['ctx'], user: Parameters<typeof mayReadNotice>[0], noticeId: string) {
  const row = await ctx.db.selectFrom('takedown_notices as n').select(NOTICE_COLUMNS).where('n.id', '=', noticeId).executeTakeFirst();
  if (!row || !mayReadNotice(user, row)) throw new ApiError('TAKEDOWN_NOT_FOUND', 'No notice with that id');
  return row;
}

/** A notice for its channel's streamer (their own counter-notice with it) or a moderator (any counter-notice). */
export const getTakedownNotice: Handler<'client/report/getTakedownNotice'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  const row = await readableNotice(ctx, user, body.noticeId);
  const isStreamer = user.streamer_channel_login === row.channel_login;
  const [notice] = await toNotices(ctx.db, [row], isStreamer ? user.id : null);
  const pending = (PENDING_NOTICE as readonly string[]).includes(row.status);
  return { notice: forStreamer(notice), canCounter: isStreamer && pending && notice.counterNotice === null && row.status === 'open' };
};

/**
 * The channel's streamer files the one counter-notice of a notice while it is open: the notice is 'countered' and
 * waits in the moderators' queue; logged on each of its clips.
 */
export const fileCounterNotice: Handler<'client/report/fileCounterNotice'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  const row = await readableNotice(ctx, user, body.noticeId);
  if (user.streamer_channel_login !== row.channel_login) throw new ApiError('TAKEDOWN_NOT_FOUND', 'No notice with that id');
  if (row.status === 'restored' || row.status === 'removed') throw new ApiError('COUNTER_NOTICE_NOT_ALLOWED', 'This notice was already decided');
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('takedown_counter_notices')
        .values({ id: newId(12), notice_id: row.id, filer_user_id: user.id, statement: body.statement, full_name: body.fullName, contact: body.contact, consent: body.consent })
        .execute();
      const moved = await trx.updateTable('takedown_notices').set({ status: 'countered' }).where('id', '=', row.id).where('status', '=', 'open').executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) throw new ApiError('COUNTER_NOTICE_NOT_ALLOWED', 'This notice was already decided');
      const clips = await trx
        .selectFrom('takedown_notice_clips as nc')
        .innerJoin('clips as c', 'c.id', 'nc.clip_id')
        .select(['c.id', 'c.title', 'c.submitter_user_id'])
        .where('nc.notice_id', '=', row.id)
        .execute();
      await logModeration(
        trx,
        null,
        clips.map((clip) => ({
          action: 'counter_notice_filed' as const,
          target_kind: 'clip' as const,
          target_key: `clip:${clip.id}`,
          target_label: clip.title,
          subject_user_id: user.id,
          report_id: null,
          private_note: `Notice ${row.id}`,
        })),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('COUNTER_NOTICE_ALREADY_FILED', 'You already filed a counter-notice for this notice');
    throw error;
  }
  return { noticeId: row.id, status: 'countered' as const };
};
