import { callApiResult, type ApiErrorCode, type SuccessAnswerOf } from '@clipyard/shared';
import { useEffect, useState } from 'react';

export type EncodeStatus = SuccessAnswerOf<'client/userSubmission/clipEncodeStatus'>;

/** How often the status is asked for while the clip is being processed. */
export const ENCODE_POLL_MS = 1500;

function isSettled(status: EncodeStatus): boolean {
  if (status.status === 'failed' || status.status === 'rejected' || status.status === 'deleted') return true;
  // Every rendition finished (done or failed): nothing will change any more.
  return status.tasks.length > 0 && status.tasks.every((task) => task.state === 'done' || task.state === 'failed');
}

/**
 * Follows one clip's encode (clipEncodeStatus every ENCODE_POLL_MS) until it settles; stops on unmount or when
 * the clip id changes. A failed poll keeps the last answer and tries again on the next tick.
 */
export function useEncodeStatus(internalClipId: string | null) {
  const [status, setStatus] = useState<EncodeStatus | null>(null);
  const [errorCode, setErrorCode] = useState<ApiErrorCode | null>(null);

  useEffect(() => {
    setStatus(null);
    setErrorCode(null);
    if (!internalClipId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const result = await callApiResult('client/userSubmission/clipEncodeStatus', { internalClipId });
      if (stopped) return;
      if (result.ok) {
        setStatus(result.data);
        setErrorCode(null);
        if (isSettled(result.data)) return;
      } else {
        setErrorCode(result.errorCode);
        // The clip is gone: asking again cannot help.
        if (result.errorCode === 'CLIP_NOT_FOUND') return;
      }
      timer = setTimeout(() => void poll(), ENCODE_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [internalClipId]);

  return { status, errorCode };
}
