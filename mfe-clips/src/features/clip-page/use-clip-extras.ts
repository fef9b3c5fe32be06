import { callApiResult, useSession, type ApiErrorCode, type ChatMessage, type TranscriptCue } from '@clipyard/shared';
import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; errorCode: ApiErrorCode };

export interface Transcript {
  language: string | null;
  cues: TranscriptCue[];
}

/** The clip's chat replay and transcript, each loaded on its own so one failing leaves the other usable. */
export function useClipExtras(internalClipId: string) {
  const [chat, setChat] = useState<Loaded<ChatMessage[]>>({ status: 'loading' });
  const [transcript, setTranscript] = useState<Loaded<Transcript>>({ status: 'loading' });

  const loadChat = useCallback(async () => {
    setChat({ status: 'loading' });
    const result = await callApiResult('client/chat/getClipChat', { internalClipId });
    setChat(result.ok ? { status: 'ready', data: result.data.chatMessageList } : { status: 'error', errorCode: result.errorCode });
  }, [internalClipId]);
  const loadTranscript = useCallback(async () => {
    setTranscript({ status: 'loading' });
    const result = await callApiResult('client/clipAudioTranscript/getTranscript', { internalClipId });
    setTranscript(
      result.ok
        ? { status: 'ready', data: { language: result.data.language, cues: result.data.transcriptCueList } }
        : { status: 'error', errorCode: result.errorCode },
    );
  }, [internalClipId]);

  useEffect(() => {
    void loadChat();
    void loadTranscript();
  }, [loadChat, loadTranscript]);
  // A hidden clip is not found before the identity provider has restored its streamer (ADR 0132, use-clip.ts): once
  // signed in, what was refused as not found is asked again.
  const signedIn = useSession((s) => s.authUser !== null);
  const chatNotFound = chat.status === 'error' && chat.errorCode === 'CLIP_NOT_FOUND';
  const transcriptNotFound = transcript.status === 'error' && transcript.errorCode === 'CLIP_NOT_FOUND';
  useEffect(() => {
    if (signedIn && chatNotFound) void loadChat();
  }, [signedIn, chatNotFound, loadChat]);
  useEffect(() => {
    if (signedIn && transcriptNotFound) void loadTranscript();
  }, [signedIn, transcriptNotFound, loadTranscript]);
  return { chat, transcript, reloadChat: loadChat, reloadTranscript: loadTranscript };
}
