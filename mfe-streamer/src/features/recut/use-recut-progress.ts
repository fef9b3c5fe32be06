import { callApiResult } from '@clipyard/shared';
import { useEffect, useState } from 'react';

/** How often the dialog asks how the new cut is coming along. */
export const RECUT_POLL_MS = 1500;

export type RecutProgress = { state: 'idle' } | { state: 'cutting'; progress: number } | { state: 'done' } | { state: 'failed'; reason: string | null };

/**
 * Follows a re-cut once trimClip accepted it (`attempt` counts the accepted ones; 0: none yet): the clip's source task (clipEncodeStatus) until it is done (the new cut
 * is stored and plays) or failed. A failed call keeps asking; a clip that is gone stops.
 */
export function useRecutProgress(internalClipId: string, attempt: number): RecutProgress {
  const [progress, setProgress] = useState<RecutProgress>({ state: 'idle' });
  useEffect(() => {
    if (attempt === 0) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setProgress({ state: 'cutting', progress: 0 });
    const poll = async () => {
      const result = await callApiResult('client/userSubmission/clipEncodeStatus', { internalClipId });
      if (stopped) return;
      const source = result.ok ? result.data.tasks.find((task) => task.kind === 'source') : undefined;
      if (source?.state === 'done') return setProgress({ state: 'done' });
      if (source?.state === 'failed') return setProgress({ state: 'failed', reason: source.failureReason });
      if (!result.ok && result.errorCode === 'CLIP_NOT_FOUND') return setProgress({ state: 'failed', reason: null });
      if (source) setProgress({ state: 'cutting', progress: source.progress });
      timer = setTimeout(() => void poll(), RECUT_POLL_MS);
    };
    timer = setTimeout(() => void poll(), RECUT_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [internalClipId, attempt]);
  return progress;
}
