/**
 * @jest-environment jsdom
 */
import i18next from 'i18next';
import { setupI18n } from './i18n-setup';

test('setting up the one instance again in another language leaves it in that language, the document too', async () => {
  await setupI18n({ language: 'ja' });
  expect(i18next.language).toBe('ja');
  expect(document.documentElement.lang).toBe('ja');
  // The instance exists now: a second setup (a test after a Japanese one, a dev host) must not keep the first language.
  await setupI18n({ language: 'en-US' });
  expect(i18next.language).toBe('en-US');
  expect(document.documentElement.lang).toBe('en-US');
});
