import '@clipyard/testing';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { setupShellI18n } from '../../i18n/setup';
import { OfflineBanner } from './OfflineBanner';

/** The browser's connection, as navigator.onLine and the window's online/offline events tell it. */
function goOffline(offline: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  goOffline(false);
  jest.restoreAllMocks();
});

test.each([
  ['en-US', 'You are offline: showing what you saw last; likes, comments and uploads need a connection'],
  ['ja', 'オフラインです。最後に見た内容を表示しています。いいね・コメント・アップロードにはネット接続が必要です'],
] as const)('offline, a banner says what is shown and what needs a connection (%s); back online it goes', async (language, message) => {
  await setupShellI18n(language);
  await i18next.changeLanguage(language);
  render(<OfflineBanner />);
  expect(screen.queryByTestId('offline-banner')).toBeNull();
  goOffline(true);
  // A status: announced when it appears, without taking focus.
  expect(screen.getByRole('status').textContent).toBe(message);
  goOffline(false);
  expect(screen.queryByTestId('offline-banner')).toBeNull();
});
