import { apiConfig, callApiResult, useSession } from '@clipyard/shared';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { UNDO_WINDOW_MS, type Decision, type DecisionEvents, type Held } from './decision-types';
import { forgetUnsentDecision, keepUnsentDecision } from './decision-outbox';
import { sendDecisionOnLeave } from './send-on-leave';
import { useUnsentDecisions } from './use-unsent-decisions';

export { UNDO_WINDOW_MS, type Decision, type DecisionEvents, type DecisionState } from './decision-types';

/** How often the open page reads the streamer's token again, for a decision sent as the page is left. */
const TOKEN_REFRESH_MS = 5 * 60 * 1000;

/**
 * Approve and reject with an undo (ADR 0121). A decision is shown at once and held here for UNDO_WINDOW_MS; undo
 * within the window and nothing is ever sent. The call goes when the window ends, or at once when the page is
 * left: unmounted (navigating in the site), hidden (another tab or app: a phone may discard the page unseen), or
 * unloaded (closed, reloaded: pagehide, sent as a keepalive request). Rejecting frees the clip's media and approving
 * tells the channel's followers, neither of which can be taken back, so the server hears only final decisions.
 * Until the server answers, each decision is also written down in this browser (decision-outbox.ts): a keepalive
 * request can be dropped, and the next page of the queue sends what was left (use-unsent-decisions.ts).
 */
export function useDecisions(events: DecisionEvents) {
  const [decisions, setDecisions] = useState<ReadonlyMap<string, Decision>>(() => new Map());
  const held = useRef(new Map<string, Held>());
  // The streamer's token, read while the page is open, for a decision sent as the page is left (no time to read it
  // then). Read ahead, not when the decision is made: a page left in the same moment still sends it signed in.
  // Read again whenever the signed-in user changes: the page mounts before a reload's session is restored (no token
  // yet), and a token read then stayed empty, so a decision sent on leaving was refused as signed out (issue 19).
  // A Firebase token lasts an hour; this reads it again every few minutes.
  const authUser = useSession((s) => s.authUser);
  const uid = authUser?.uid ?? '';
  const uidRef = useRef(uid);
  const latestToken = useRef('');
  useEffect(() => {
    uidRef.current = authUser?.uid ?? '';
    latestToken.current = '';
    if (!authUser) return;
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
  }, [authUser]);
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
      // Answered either way: what the tile or the card shows now is the truth, nothing is left to send later.
      forgetUnsentDecision(uidRef.current, requestId);
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
      if (uidRef.current) keepUnsentDecision(uidRef.current, { requestId, isApproved, decidedAt: Date.now() });
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
      forgetUnsentDecision(uidRef.current, requestId);
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
        // Heard only when the page lives on (back/forward cache); otherwise the browser finishes the request alone,
        // or drops it: the written-down copy stays until an answer is heard, for the next page to send.
        void sendDecisionOnLeave(latestToken.current, { requestId, isApproved }).then((ok) => {
          if (ok) forgetUnsentDecision(uidRef.current, requestId);
          show(requestId, ok ? { isApproved, state: 'saved' } : null);
        });
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

  useUnsentDecisions(uid, held, show, eventsRef);

  return { decisions, decide, undo, flush };
}
