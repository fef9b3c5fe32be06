/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { defineStrings, useStrings } from '../i18n';
import { getSession } from '../session';
import { AppProviders } from './AppProviders';
import { setupI18n } from './i18n-setup';

const demoEnUS = { hello: 'Hello' };
let arrive: () => void = () => undefined;
// The Japanese chunk arrives when the test says so: the switch must wait for it.
const demoStrings = defineStrings('language-sync-demo', demoEnUS, () => new Promise((resolve) => (arrive = () => resolve({ default: { hello: 'こんにちは' } }))));

function Greeting() {
  const { t } = useStrings(demoStrings);
  return <p data-testid="greeting">{t('hello')}</p>;
}

beforeAll(async () => {
  getSession().setLanguage('en-US');
  await setupI18n({ language: 'en-US', strings: [demoStrings] });
});

test('a language switch loads the translations first: the page never falls back to its Suspense fallback', async () => {
  render(
    <AppProviders>
      <Suspense fallback={<p data-testid="suspended">waiting</p>}>
        <Greeting />
      </Suspense>
    </AppProviders>,
  );
  expect(screen.getByTestId('greeting').textContent).toBe('Hello');
  act(() => getSession().setLanguage('ja'));
  // While the chunk is on its way the page stays as it was (English), mounted, with its state.
  await act(async () => {
    await Promise.resolve();
  });
  expect(screen.queryByTestId('suspended')).toBeNull();
  expect(screen.getByTestId('greeting').textContent).toBe('Hello');
  await act(async () => {
    arrive();
    await Promise.resolve();
  });
  expect((await screen.findByText('こんにちは')).dataset.testid).toBe('greeting');
  expect(screen.queryByTestId('suspended')).toBeNull();
  expect(document.documentElement.lang).toBe('ja');
});

test('a language switch points the web app manifest link at that language', async () => {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/manifest.webmanifest';
  document.head.append(link);
  render(<AppProviders>{null}</AppProviders>);
  act(() => getSession().setLanguage('ja'));
  await act(async () => {
    arrive();
    await Promise.resolve();
  });
  expect(link.getAttribute('href')).toBe('/manifest.ja.webmanifest');
  act(() => getSession().setLanguage('en-US'));
  await act(async () => {
    await Promise.resolve();
  });
  expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
  link.remove();
});
