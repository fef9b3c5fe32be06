import type { GroupHandlers } from '../../http/handler';
import { getClipChat } from './get-clip-chat.handler';
import { getTranscript } from './get-transcript.handler';
import { clipPlaybackReport } from './clip-playback-report.handler';

export const playbackHandlers = {
  'client/chat/getClipChat': getClipChat,
  'client/clipAudioTranscript/getTranscript': getTranscript,
  'client/analytics/clipPlaybackReport': clipPlaybackReport,
} satisfies GroupHandlers<'playback'>;

export { registerPlaybackRoutes } from './routes';
