import { callApiResult } from '@clipyard/shared';
import { useEffect, type RefObject } from 'react';
import { forgetUnsentDecision, readUnsentDecisions } from './decision-outbox';
import { UNDO_WINDOW_MS, type Decision, type DecisionEvents, type Held } from './decision-types';

/**
 * Sends the decisions an earlier page of this user wrote down and never heard answered (it was reloaded or closed
 * and its keepalive request was lost; ADR 0121). Each waits out what is left of its undo window first, then is sent
 * only if it is still written down: another tab where it was made can still undo it (which crosses it out) or send
 * it (the server then answers this one "already decided", and the request simply leaves the list). Shown as saving,
 * then saved, where its card would be.
 */
export function useUnsentDecisions(
  uid: string,
  held: RefObject<Map<string, Held>>,
  show: (requestId: string, decision: Decision | null) => void,
  events: RefObject<DecisionEvents>,
) {
  useEffect(() => {
    if (!uid) return;
    const timers = readUnsentDecisions(uid)
      .filter(({ requestId }) => !held.current.has(requestId))
      .map(({ requestId, isApproved, decidedAt }) => {
        show(requestId, { isApproved, state: 'saving' });
        const windowLeft = Math.min(Math.max(decidedAt + UNDO_WINDOW_MS - Date.now(), 0), UNDO_WINDOW_MS);
        return setTimeout(() => {
          const stillUnsent = readUnsentDecisions(uid).some((entry) => entry.requestId === requestId && entry.isApproved === isApproved);
          if (!stillUnsent) return show(requestId, null);
          void callApiResult('client/clipRequests/respondClipRequestDecision', { requestId, isApproved }).then((result) => {
            if (result.ok) {
              forgetUnsentDecision(uid, requestId);
              return show(requestId, { isApproved, state: 'saved' });
            }
            show(requestId, null);
            // Offline: kept for the next page.
            if (result.errorCode === 'NETWORK_ERROR') return;
            forgetUnsentDecision(uid, requestId);
            if (result.errorCode === 'REQUEST_ALREADY_DECIDED') events.current.onAlreadyDecided(requestId);
            else events.current.onFailed(requestId, result.errorCode);
          });
        }, windowLeft);
      });
    // Leaving before a window ended: nothing was sent, the entries stay written down for the next page.
    return () => timers.forEach(clearTimeout);
  }, [uid, held, show, events]);
}
