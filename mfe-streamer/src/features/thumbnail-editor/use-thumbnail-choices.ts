import { callApiResult, type ApiErrorCode, type SuccessAnswerOf } from '@clipyard/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export type ThumbnailChoices = SuccessAnswerOf<'client/clipManage/getThumbnailChoices'>;
type State = { status: 'loading' } | { status: 'error'; errorCode: ApiErrorCode } | { status: 'ready'; choices: ThumbnailChoices };

/** How often the editor asks again while the workers make the frames or the new thumbnail. */
export const THUMBNAIL_POLL_MS = 1000;
/** It stops asking after this long (a stuck encode queue): the streamer can reopen the editor. */
const POLL_LIMIT_MS = 180_000;

/** The open clip's thumbnail choices (getThumbnailChoices), asked again while something is being made. */
export function useThumbnailChoices(internalClipId: string) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const since = useRef(0);

  const load = useCallback(async () => {
    const result = await callApiResult('client/clipManage/getThumbnailChoices', { internalClipId });
    setState(result.ok ? { status: 'ready', choices: result.data } : { status: 'error', errorCode: result.errorCode });
  }, [internalClipId]);

  useEffect(() => {
    since.current = Date.now();
    void load();
  }, [load]);

  const waiting = state.status === 'ready' && (state.choices.updating || state.choices.frameTimes === null);
  useEffect(() => {
    if (!waiting || Date.now() - since.current > POLL_LIMIT_MS) return;
    const timer = setTimeout(() => void load(), THUMBNAIL_POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, state, load]);

  /** An answer of a choice (it says what is being made): shown at once, and asked again from it. */
  const show = useCallback((choices: ThumbnailChoices) => {
    since.current = Date.now();
    setState({ status: 'ready', choices });
  }, []);

  return { state, reload: load, show };
}

/** m:ss.s, the way the editor names a moment of the clip. */
export function formatMoment(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${(seconds - minutes * 60).toFixed(1).padStart(4, '0')}`;
}
