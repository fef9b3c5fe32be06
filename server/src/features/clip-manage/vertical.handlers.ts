import type { AnswerOf } from '@clipyard/shared/contract';
import type { AppContext } from '../../context';
import { clipBaseQuery, parseJsonArray, toClip } from '../../domain/clip-row';
import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { withMediaGrants } from '../../media/grants/grant-clips';
import { enqueueClipJobs } from '../../media/jobs/queue';
import { storedFraming } from '../../media/jobs/vertical-job';
import { loadOwnLiveClip } from './own-clip';

type VerticalVersion = AnswerOf<'client/clipManage/getVerticalVersion'>;

/** The vertical version as its streamer's editor shows it: the clip with its grant, the framing, the job's state. */
async function verticalVersionOf(ctx: Pick<AppContext, 'db' | 'primaryDb' | 'config'>, internalClipId: string): Promise<VerticalVersion> {
  const row = await clipBaseQuery(ctx.db).select('c.vertical_framing').where('c.id', '=', internalClipId).executeTakeFirstOrThrow();
  const job = await ctx.db
    .selectFrom('encode_jobs')
    .select(['state', 'progress', 'failure_reason'])
    .where('clip_id', '=', internalClipId)
    .where('kind', '=', 'vertical')
    .executeTakeFirst();
  const [clip] = await withMediaGrants(ctx, [toClip(row)]);
  const framing = storedFraming(row.vertical_framing);
  const state = job ? job.state : clip!.verticalVersion ? 'done' : 'none';
  return {
    clip: clip!,
    framing,
    state,
    progress: state === 'done' ? 1 : Math.max(0, Math.min(1, Number(job?.progress ?? 0))),
    failureReason: state === 'failed' ? (job?.failure_reason ?? null) : null,
  };
}

export const getVerticalVersion: Handler<'client/clipManage/getVerticalVersion'> = async ({ ctx, body, caller }) => {
  const clip = await loadOwnLiveClip(ctx.db, caller, body.internalClipId);
  return verticalVersionOf(ctx, clip.id);
};

/** Stores the framing and queues the vertical job (again: a running one is started over with the new framing). */
export const makeVerticalVersion: Handler<'client/clipManage/makeVerticalVersion'> = async ({ ctx, body, caller }) => {
  const owned = await loadOwnLiveClip(ctx.db, caller, body.internalClipId);
  const clip = await ctx.db.selectFrom('clips').select(['renditions']).where('id', '=', owned.id).executeTakeFirstOrThrow();
  const renditions = parseJsonArray(clip.renditions);
  if (!renditions.includes('source')) throw new ApiError('CLIP_NOT_READY', 'The clip has no video yet');
  if (!(await ctx.media.support()).kinds.has('vertical')) throw new ApiError('VERTICAL_UNAVAILABLE', 'This server’s ffmpeg cannot make vertical versions');
  await ctx.db.updateTable('clips').set({ vertical_framing: JSON.stringify(body.framing) }).where('id', '=', owned.id).execute();
  await enqueueClipJobs(ctx.db, owned.id, ['vertical']);
  ctx.media.workers.wake();
  return verticalVersionOf(ctx, owned.id);
};
