import { z } from 'zod';
import { defineCall } from '../define';
import { internalClipId } from '../fields';
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
  answer: z.object({ language: z.string().nullable(), transcriptCueList: z.array(transcriptCue) }),
  errors: ['CLIP_NOT_FOUND'],
  summary: 'Transcript cues with times (may be empty).',
});
