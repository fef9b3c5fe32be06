import { callApiResult, type ApiErrorCode, type SuccessAnswerOf } from '@clipyard/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export type VerticalVersion = SuccessAnswerOf<'client/clipManage/getVerticalVersion'>;
type State = { status: 'loading' } | { status: 'error'; errorCode: ApiErrorCode } | { status: 'ready'; version: VerticalVersion };

/** How often the editor asks again while the workers make the vertical version. */
export const VERTICAL_POLL_MS = 1500;
/** It stops asking after this long (a stuck encode queue): the streamer can reopen the editor. */
const POLL_LIMIT_MS = 600_000;

/** The open clip's vertical version (getVerticalVersion), asked again while it is being made. */
export function useVerticalVersion(internalClipId: string) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const since = useRef(0);

  const load = useCallback(async () => {
    const result = await callApiResult('client/clipManage/getVerticalVersion', { internalClipId });
    setState(result.ok ? { status: 'ready', version: result.data } : { status: 'error', errorCode: result.errorCode });
  }, [internalClipId]);

  useEffect(() => {
    since.current = Date.now();
    void load();
  }, [load]);

  const making = state.status === 'ready' && (state.version.state === 'queued' || state.version.state === 'running');
  useEffect(() => {
    if (!making || Date.now() - since.current > POLL_LIMIT_MS) return;
    const timer = setTimeout(() => void load(), VERTICAL_POLL_MS);
    return () => clearTimeout(timer);
  }, [making, state, load]);

  /** An answer of makeVerticalVersion: shown at once, and asked again from it. */
  const show = useCallback((version: VerticalVersion) => {
    since.current = Date.now();
    setState({ status: 'ready', version });
  }, []);

  return { state, reload: load, show };
}
