import { apiConfig, type ApiErrorCode, type AuthUser } from '@clipyard/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Upload } from 'tus-js-client';
import { tusErrorCode } from './tus-error';

export type TusUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  /** errorCode: the server's refusal (not a video, over quota...), null when no answer came. */
  | { phase: 'failed'; errorCode: ApiErrorCode | null }
  | { phase: 'cancelled' };

/**
 * A resumable upload of one file to the API's tus endpoint (`{apiBaseUrl}uploads/`, server/src/media/README.md).
 * `start` resolves with the upload id (the last path segment of the upload URL, which submitClip takes as
 * `uploadId`), or null when it failed or was cancelled. Leaving the page aborts a running upload.
 */
export function useTusUpload() {
  const [state, setState] = useState<TusUploadState>({ phase: 'idle' });
  const current = useRef<{ upload: Upload; settle: (id: string | null) => void } | null>(null);

  const start = useCallback(async (file: File, authUser: AuthUser): Promise<string | null> => {
    // A fresh token each time: an upload of a large file may start long after sign-in.
    const token = await authUser.getIdToken();
    setState({ phase: 'uploading', percent: 0 });
    return new Promise<string | null>((resolve) => {
      const upload = new Upload(file, {
        endpoint: `${apiConfig.baseUrl().replace(/\/?$/, '/')}uploads/`,
        headers: { Authorization: `Bearer ${token}` },
        retryDelays: [0, 1000, 3000],
        metadata: { filetype: file.type },
        onProgress: (sent, total) => setState({ phase: 'uploading', percent: total > 0 ? Math.floor((sent / total) * 100) : 0 }),
        onSuccess: () => {
          current.current = null;
          const id = (upload.url ?? '').split('/').filter(Boolean).pop() ?? '';
          setState({ phase: 'idle' });
          resolve(id || null);
        },
        onError: (error) => {
          current.current = null;
          setState({ phase: 'failed', errorCode: tusErrorCode(error) });
          resolve(null);
        },
      });
      current.current = { upload, settle: resolve };
      upload.start();
    });
  }, []);

  const cancel = useCallback(() => {
    const running = current.current;
    if (!running) return;
    current.current = null;
    // terminate=true also deletes the partial upload on the server (tus termination extension).
    void running.upload.abort(true).catch(() => undefined);
    setState({ phase: 'cancelled' });
    running.settle(null);
  }, []);

  useEffect(
    () => () => {
      void current.current?.upload.abort(true).catch(() => undefined);
      current.current = null;
    },
    [],
  );

  return { state, start, cancel, reset: () => setState({ phase: 'idle' }) };
}
