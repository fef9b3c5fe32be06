import { setupFakeApi } from '@clipyard/testing';
import { installFakeIdleCallbacks, type FakeIdleCallbacks } from './fake-idle-callbacks.test-support';

/**
 * For tests of the clip page's head (its banner, its menu): the fake API with the page's other reads answered empty
 * (comments, chat, transcript, the channel's other clips), and idle callbacks held (installFakeIdleCallbacks) so the
 * idle-time autoplay never runs in the middle of a test. Call once at the top of a test file.
 */
export function setupQuietClipPage(): ReturnType<typeof setupFakeApi> {
  const api = setupFakeApi();
  let idle: FakeIdleCallbacks;
  beforeEach(() => {
    idle = installFakeIdleCallbacks();
    api.server.on('client/clipComment/getClipComments', () => ({ json: { isSuccessful: true, commentList: [], nextCursor: null } }));
    api.server.on('client/chat/getClipChat', () => ({ json: { isSuccessful: true, chatMessageList: [] } }));
    api.server.on('client/clipAudioTranscript/getTranscript', () => ({ json: { isSuccessful: true, language: null, transcriptCueList: [] } }));
    api.server.on('client/videoListing/fetchByChannelLogins', () => ({ json: { isSuccessful: true, clipList: [], nextCursor: null } }));
  });
  afterEach(() => idle.restore());
  return api;
}
