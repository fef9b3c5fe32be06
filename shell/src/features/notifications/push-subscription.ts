import { callApiResult, type AppLanguage } from '@clipyard/shared';

/**
 * "Notify me on this device" (ADR 0108): asks the browser's permission, subscribes through the service worker's
 * pushManager with the server's VAPID key, and hands the subscription to the server (with the language the pushed
 * text should be in). Turning it off unsubscribes here and there.
 */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

function supported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The active worker's registration, if there is one (development builds have none). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const reg = await registration();
  if (!reg) return 'unsupported';
  const subscription = await reg.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** Answers the state reached: 'on' when the server keeps the subscription. */
export async function turnPushOn(language: AppLanguage): Promise<PushState | 'failed'> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const reg = await registration();
  if (!reg) return 'unsupported';
  const key = await callApiResult('client/notifications/pushPublicKey', {});
  if (!key.ok) return 'failed';
  try {
    const subscription = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key.data.publicKey) });
    const json = subscription.toJSON() as { endpoint?: string; keys?: { p256dh?: string; auth?: string } };
    const saved = await callApiResult('client/notifications/subscribePush', {
      endpoint: json.endpoint ?? subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      language,
    });
    if (saved.ok) return 'on';
    await subscription.unsubscribe();
    return 'failed';
  } catch (error) {
    console.warn('[push] subscribe failed', error);
    return 'failed';
  }
}

export async function turnPushOff(): Promise<PushState> {
  const subscription = supported() ? await (await registration())?.pushManager.getSubscription() : null;
  if (subscription) {
    await callApiResult('client/notifications/unsubscribePush', { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return pushState();
}
