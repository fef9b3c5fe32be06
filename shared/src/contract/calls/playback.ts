import { z } from 'zod';
import { defineCall } from '../define';
import { internalClipId, safeString } from '../fields';
import { chatMessage, transcriptCue } from '../models';

export const getClipChat = defineCall({
  path: 'client/chat/getClipChat',
  request: z.strictObject({ internalClipId }),
  answer: z.object({ chatMessageList: z.array(chatMessage) }),
  errors: ['CLIP_NOT_FOUND'],
  summary: 'The stream chat replayed over the clip, each message with its offset in seconds.',
});

export const getTranscript = defineCall({
  path: 'client/clipAudioTranscript/getTranscript',
  request: z.strictObject({ internalClipId }),
  answer: z.object({ language: safeString().nullable(), transcriptCueList: z.array(transcriptCue) }),
  errors: ['CLIP_NOT_FOUND'],
  summary: 'Transcript cues with times (may be empty).',
});

/** A view counts once per viewer (user, or hashed IP + user agent) and clip per 24 hours, after 3 s watched. */
export const clipPlaybackReport = defineCall({
  path: 'client/analytics/clipPlaybackReport',
  request: z.strictObject({ internalClipId, watchedSeconds: z.number().min(0).max(86400) }),
  answer: z.object({ isCounted: z.boolean(), viewCount: z.number().int() }),
  errors: ['CLIP_NOT_FOUND'],
  rateLimit: { max: 120, windowSeconds: 60 },
  summary: 'Records a playback for view counting.',
});
