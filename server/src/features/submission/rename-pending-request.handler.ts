import { sql } from 'kysely';
import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';

/**
 * The submitter renames their own request while it waits (ADR 0124). The title lives on the clip, so the streamer's
 * queue (getAllClipRequests) shows the new one at once. The title was trimmed and held to 3..100 by the contract.
 *
 * Someone else's request is answered REQUEST_NOT_FOUND, as if it did not exist: that it exists is the submitter's
 * and the streamer's business. The UPDATE itself checks the request is still the caller's and still pending, so a
 * decision landing at the same moment wins and the rename is refused: a published clip is never renamed this way.
 */
export const renamePendingRequest: Handler<'client/userSubmission/renamePendingRequest'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  const request = await ctx.db
    .selectFrom('clip_requests')
    .select(['id', 'clip_id', 'status', 'submitter_user_id'])
    .where('id', '=', body.requestId)
    .executeTakeFirst();
  if (!request || request.submitter_user_id !== user.id) throw new ApiError('REQUEST_NOT_FOUND', 'No clip request of yours has this id');
  if (request.status !== 'pending') throw new ApiError('REQUEST_ALREADY_DECIDED', 'The streamer has already decided on this request');

  const renamed = await ctx.db
    .updateTable('clips')
    .set({ title: body.clipTitle })
    .where('id', '=', request.clip_id)
    .where('status', '=', 'awaiting_decision')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('clip_requests')
          .select(sql<number>`1`.as('one'))
          .where('id', '=', request.id)
          .where('status', '=', 'pending')
          .where('submitter_user_id', '=', user.id),
      ),
    )
    .returning('id')
    .executeTakeFirst();
  if (!renamed) throw new ApiError('REQUEST_ALREADY_DECIDED', 'The streamer has already decided on this request');
  return { requestId: request.id, internalClipId: request.clip_id, clipTitle: body.clipTitle };
};
