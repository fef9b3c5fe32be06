import { callApiResult } from '@clipyard/shared';

/** SPEC section 9: the Twitch authorize page opens in a 500x600 popup, checked for being closed every 8 s. */
export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;
export const POPUP_CLOSED_CHECK_MS = 8000;
/** The message the /oauth/twitch page, opened in the popup, posts to the page that opened it. */
export const TWITCH_RESULT_MESSAGE = 'clipyard:twitch-connect-result';

export interface TwitchResultMessage {
  type: typeof TWITCH_RESULT_MESSAGE;
  ok: boolean;
  /** A server error code, 'denied' (refused at Twitch) or 'missing' (no code came back). */
  errorCode?: string;
  streamerChannelLogin?: string;
}

export type ConnectOutcome =
  | { ok: true; streamerChannelLogin?: string }
  | { ok: false; errorCode: string }
  | { ok: false; redirected: true };

export function isTwitchResultMessage(data: unknown): data is TwitchResultMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === TWITCH_RESULT_MESSAGE;
}

let cancelPrevious: (() => void) | null = null;

/**
 * Reserves an OAuth state, opens Twitch's authorize page in a popup and resolves with what the callback page
 * reports. A new call cancels the previous popup ('cancelled'); a popup found closed without an answer is
 * 'popupClosed'; a blocked popup falls back to a full-page redirect (the callback page then finishes the flow).
 */
export async function connectTwitch(win: Window = window): Promise<ConnectOutcome> {
  cancelPrevious?.();
  cancelPrevious = null;
  // Open the popup synchronously inside the click (before any await) so that browsers do not block it.
  const features = `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${Math.max(0, Math.round((win.screen.width - POPUP_WIDTH) / 2))},top=${Math.max(0, Math.round((win.screen.height - POPUP_HEIGHT) / 2))}`;
  const popup = win.open('about:blank', 'clipyard-twitch-connect', features);
  const reserved = await callApiResult('client/oauth/reserveOauthState', {});
  if (!reserved.ok) {
    popup?.close();
    return { ok: false, errorCode: reserved.errorCode };
  }
  if (!popup || popup.closed) {
    win.location.assign(reserved.data.authorizeUrl);
    return { ok: false, redirected: true };
  }
  popup.location.href = reserved.data.authorizeUrl;

  return new Promise<ConnectOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: ConnectOutcome) => {
      if (settled) return;
      settled = true;
      win.removeEventListener('message', onMessage);
      win.clearInterval(timer);
      if (cancelPrevious === cancel) cancelPrevious = null;
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== win.location.origin || !isTwitchResultMessage(event.data)) return;
      const data = event.data;
      finish(data.ok ? { ok: true, streamerChannelLogin: data.streamerChannelLogin } : { ok: false, errorCode: data.errorCode ?? 'TWITCH_FAILED' });
    };
    const timer = win.setInterval(() => {
      if (popup.closed) finish({ ok: false, errorCode: 'popupClosed' });
    }, POPUP_CLOSED_CHECK_MS);
    const cancel = () => {
      popup.close();
      finish({ ok: false, errorCode: 'cancelled' });
    };
    cancelPrevious = cancel;
    win.addEventListener('message', onMessage);
  });
}
