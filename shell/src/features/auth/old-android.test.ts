import { isOldAndroidBrowser } from './old-android';

test('Android browsers up to version 105 are flagged, newer ones and desktops are not', () => {
  expect(isOldAndroidBrowser('Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/105.0.0.0 Mobile Safari/537.36')).toBe(true);
  expect(isOldAndroidBrowser('Mozilla/5.0 (Linux; Android 8.0; SM-G930F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/88.0.4324.93 Mobile Safari/537.36')).toBe(true);
  expect(isOldAndroidBrowser('Mozilla/5.0 (Linux; Android 14; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/106.0.0.0 Mobile Safari/537.36')).toBe(false);
  expect(isOldAndroidBrowser('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0.0.0 Safari/537.36')).toBe(false);
});
