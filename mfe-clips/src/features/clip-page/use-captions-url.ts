import { getRuntimeConfig } from '@clipyard/shared';
import { useEffect, useState } from 'react';

/** The server's WebVTT address of a clip's transcript. */
export function captionsAddress(internalClipId: string): string {
  return `${getRuntimeConfig().apiBaseUrl}captions/${encodeURIComponent(internalClipId)}.vtt`;
}

/**
 * The captions track for the player, as a same-origin blob: address of the server's WebVTT (a <track> from another
 * origin would need the whole video fetched in CORS mode). Null until loaded, when there is no transcript, or when
 * the browser cannot make blob addresses.
 */
export function useCaptionsUrl(internalClipId: string, hasCues: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!hasCues || typeof URL.createObjectURL !== 'function') return;
    let objectUrl: string | null = null;
    let cancelled = false;
    void fetch(captionsAddress(internalClipId))
      .then(async (response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (cancelled || !blob) return;
        objectUrl = URL.createObjectURL(new Blob([blob], { type: 'text/vtt' }));
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [internalClipId, hasCues]);
  return url;
}
