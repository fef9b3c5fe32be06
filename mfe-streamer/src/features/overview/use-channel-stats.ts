import { callApiResult, type ApiErrorCode, type SuccessAnswerOf } from '@clipyard/shared';
import { useCallback, useEffect, useState } from 'react';

export type ChannelStats = SuccessAnswerOf<'client/streamer/getChannelStats'>;
export type StatsPeriod = '7d' | '30d' | '90d';

type State = { status: 'loading' } | { status: 'error'; errorCode: ApiErrorCode } | { status: 'ready'; stats: ChannelStats };

/** getChannelStats for a period; a newer period's answer wins over a slower older one. */
export function useChannelStats(period: StatsPeriod) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(async (signal: { cancelled: boolean }) => {
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    const result = await callApiResult('client/streamer/getChannelStats', { period });
    if (signal.cancelled) return;
    setState(result.ok ? { status: 'ready', stats: result.data } : { status: 'error', errorCode: result.errorCode });
  }, [period]);
  useEffect(() => {
    const signal = { cancelled: false };
    void load(signal);
    return () => {
      signal.cancelled = true;
    };
  }, [load]);
  return { state, reload: () => void load({ cancelled: false }) };
}
