import { ENCODE_TASK_KINDS, type EncodeTask } from '@clipyard/shared/contract';
import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { listClipJobs } from '../../media/jobs/queue';
import { mayPreview } from '../../domain/clip-preview';
import { mediaGrantFor } from '../../media/grants/grant-clips';

/** The clip's status and, per encode task (source, thumbnail, x265, av1), its state and progress 0..1. */
export const clipEncodeStatus: Handler<'client/userSubmission/clipEncodeStatus'> = async ({ ctx, body, caller }) => {
  const clip = await ctx.db
    .selectFrom('clips')
    .select(['id', 'status', 'failure_reason', 'channel_login', 'submitter_user_id'])
    .where('id', '=', body.internalClipId)
    .executeTakeFirst();
  if (!clip || clip.status === 'deleted') throw new ApiError('CLIP_NOT_FOUND', 'No such clip');
  // A clip that is not public (or was rejected) exists only for its submitter and its streamer (ADR 0045).
  if (clip.status !== 'ready' && !mayPreview(clip, caller.user)) throw new ApiError('CLIP_NOT_FOUND', 'No such clip');
  const jobs = await listClipJobs(ctx.db, clip.id);
  // The vertical version is not part of publishing a clip: its own call (getVerticalVersion) follows it.
  const tasks: EncodeTask[] = jobs
    .filter((job): job is typeof job & { kind: EncodeTask['kind'] } => job.kind !== 'vertical')
    .sort((a, b) => ENCODE_TASK_KINDS.indexOf(a.kind) - ENCODE_TASK_KINDS.indexOf(b.kind))
    .map((job) => ({
      kind: job.kind,
      state: job.state,
      progress: job.state === 'done' ? 1 : Math.max(0, Math.min(1, Number(job.progress))),
      failureReason: job.failure_reason,
    }));
  // Only the streamer and submitter get this far with a clip that is not public: its media grant is theirs (ADR 0114).
  const mediaGrant = await mediaGrantFor(ctx, clip.id, clip.status);
  return { internalClipId: clip.id, status: clip.status, failureReason: clip.failure_reason, tasks, ...(mediaGrant ? { mediaGrant } : {}) };
};
