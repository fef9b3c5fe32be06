import { callApiResult } from '@clipyard/shared';
import { useEffect, useEffectEvent, useState } from 'react';

/** How often a request whose video is still being prepared asks whether its preview can play yet. */
export const PREVIEW_POLL_MS = 3000;

export type PreviewReadiness = { state: 'processing' } | { state: 'failed'; reason: string | null };

/**
 * Follows a request whose preview cannot play yet (its source is still being cut or downloaded): asks
 * clipEncodeStatus every PREVIEW_POLL_MS and calls `onReady` once the source is made, so the card gets its video
 * without the streamer reloading the page. A clip whose encode failed stops the polling and says so: the streamer
 * can then reject it. A failed call keeps asking; an unmounted card or a clip that is gone stops.
 */
export function usePreviewReadiness(internalClipId: string, waiting: boolean, onReady: () => void): PreviewReadiness {
  const [readiness, setReadiness] = useState<PreviewReadiness>({ state: 'processing' });
  // The page hands a new callback on every render: the polling must not restart for it.
  const ready = useEffectEvent(onReady);
  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const result = await callApiResult('client/userSubmission/clipEncodeStatus', { internalClipId });
      if (stopped) return;
      if (result.ok && result.data.status === 'failed') return setReadiness({ state: 'failed', reason: result.data.failureReason });
      if (result.ok && result.data.tasks.some((task) => task.kind === 'source' && task.state === 'done')) return ready();
      if (!result.ok && result.errorCode === 'CLIP_NOT_FOUND') return;
      timer = setTimeout(() => void poll(), PREVIEW_POLL_MS);
    };
    timer = setTimeout(() => void poll(), PREVIEW_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [internalClipId, waiting]);
  return readiness;
}
