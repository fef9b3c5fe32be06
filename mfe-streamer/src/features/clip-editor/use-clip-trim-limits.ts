import { CLIP_TRIM_MAX_SECONDS_DEFAULT, CLIP_TRIM_MIN_SECONDS, callApiResult } from '@clipyard/shared';
import { useEffect, useState } from 'react';
import type { TrimLimits } from './trim-range';

const DEFAULT_LIMITS: TrimLimits = { minSeconds: CLIP_TRIM_MIN_SECONDS, maxSeconds: CLIP_TRIM_MAX_SECONDS_DEFAULT };

/**
 * How long a clip may be, as this server allows (is-online's `clipTrim`, CLIP_TRIM_MAX_SECONDS): the editor bounds its
 * range the way submitClip will. Null until the server answers (the editor opens on a range within them); the
 * defaults when it cannot be asked or an older server does not say.
 */
export function useClipTrimLimits(): TrimLimits | null {
  const [limits, setLimits] = useState<TrimLimits | null>(null);
  useEffect(() => {
    let live = true;
    void callApiResult('is-online').then((answer) => {
      if (live) setLimits(answer.ok && answer.data.clipTrim ? answer.data.clipTrim : DEFAULT_LIMITS);
    });
    return () => {
      live = false;
    };
  }, []);
  return limits;
}
