import { apiConfig, callApiResult, type ApiErrorCode } from '@clipyard/shared';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { sendDecisionOnLeave } from './send-on-leave';

/** How long a decision can be undone before it is sent to the server (ADR 0121). */
export const UNDO_WINDOW_MS = 6000;

/** How often the open page reads the streamer's token again, for a decision sent as the page is left. */
const TOKEN_REFRESH_MS = 5 * 60 * 1000;

/** undoable: shown, held here, not sent yet; saving: sent, no undo any more; saved: the server took it. */
export type DecisionState = 'undoable' | 'saving' | 'saved';
export interface Decision {
  isApproved: boolean;
  state: DecisionState;
}

interface Held {
  isApproved: boolean;
  timer: ReturnType<typeof setTimeout>;
}

export interface DecisionEvents {
  /** The server refused a decision (it is no longer shown as decided). */
  onFailed: (requestId: string, errorCode: ApiErrorCode) => void;
}

/**
 * Approve and reject with an undo (ADR 0121). A decision is shown at once and held here for UNDO_WINDOW_MS; undo
 * within the window and nothing is ever sent. The call goes when the window ends, or at once when the page is
 * left: unmounted (navigating in the site), hidden (another tab or app: a phone may discard the page unseen), or
 * unloaded (closed, reloaded: pagehide, sent as a keepalive request). Rejecting frees the clip's media and approving
 * tells the channel's followers, neither of which can be taken back, so the server hears only final decisions.
 */
export function useDecisions(events: DecisionEvents) {
  const [decisions, setDecisions] = useState<ReadonlyMap<string, Decision>>(() => new Map());
  const held = useRef(new Map<string, Held>());
  // The streamer's token, read while the page is open, for a decision sent as the page is left (no time to read it
  // then). Read ahead, not when the decision is made: a page left in the same moment still sends it signed in.
  // A Firebase token lasts an hour; this reads it again every few minutes.
  const latestToken = useRef('');
  useEffect(() => {
    let live = true;
    const read = () =>
      void apiConfig.idToken().then(
        (token) => {
          if (live && token) latestToken.current = token;
        },
        () => undefined,
      );
    read();
    const timer = setInterval(read, TOKEN_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  const eventsRef = useRef(events);
  // The latest handlers, for answers that arrive later (a ref is not written during render).
  useLayoutEffect(() => {
    eventsRef.current = events;
  });

  const show = useCallback((requestId: string, decision: Decision | null) => {
    setDecisions((previous) => {
      const next = new Map(previous);
      if (decision) next.set(requestId, decision);
      else next.delete(requestId);
      return next;
    });
  }, []);

  /** Sends one held decision now (its window ended, or the page is being left). */
  const send = useCallback(
    async (requestId: string) => {
      const decision = held.current.get(requestId);
      if (!decision) return;
      held.current.delete(requestId);
      clearTimeout(decision.timer);
      const { isApproved } = decision;
      show(requestId, { isApproved, state: 'saving' });
      const result = await callApiResult('client/clipRequests/respondClipRequestDecision', { requestId, isApproved });
      if (result.ok) return show(requestId, { isApproved, state: 'saved' });
      show(requestId, null);
      eventsRef.current.onFailed(requestId, result.errorCode);
    },
    [show],
  );

  /** Sends every held decision now; resolves once the server answered them all. */
  const flush = useCallback(() => Promise.all([...held.current.keys()].map((requestId) => send(requestId))), [send]);

  const decide = useCallback(
    (requestId: string, isApproved: boolean) => {
      if (held.current.has(requestId)) return;
      held.current.set(requestId, { isApproved, timer: setTimeout(() => void send(requestId), UNDO_WINDOW_MS) });
      show(requestId, { isApproved, state: 'undoable' });
    },
    [send, show],
  );

  /** Takes a held decision back: true when it was still held (nothing was sent), false when it is too late. */
  const undo = useCallback(
    (requestId: string): boolean => {
      const decision = held.current.get(requestId);
      if (!decision) return false;
      clearTimeout(decision.timer);
      held.current.delete(requestId);
      show(requestId, null);
      return true;
    },
    [show],
  );

  useEffect(() => {
    const current = held.current;
    const onPageHide = () => {
      for (const [requestId, decision] of current) {
        clearTimeout(decision.timer);
        const { isApproved } = decision;
        show(requestId, { isApproved, state: 'saving' });
        // Heard only when the page lives on (back/forward cache); otherwise the browser finishes the request alone.
        void sendDecisionOnLeave(latestToken.current, { requestId, isApproved }).then((ok) => show(requestId, ok ? { isApproved, state: 'saved' } : null));
      }
      current.clear();
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      // Leaving the screen within the site: what was decided is sent now.
      void flush();
    };
  }, [flush, show]);

  return { decisions, decide, undo, flush };
}
