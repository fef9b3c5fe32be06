/**
 * @jest-environment jsdom
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Suspense } from 'react';
import { defineStrings, useStrings } from '../i18n';
import { getSession } from '../session';
import { AppProviders } from './AppProviders';
import { setupI18n } from './i18n-setup';

const demoEnUS = { hello: 'Hello' };
// The Japanese chunk arrives when the test says so: the switch must wait for it.
const waiting: (() => void)[] = [];
function arrive() {
  for (const resolve of waiting.splice(0)) resolve();
}
// Each test has its own strings block (its own namespace), so its Japanese chunk is not loaded yet when it starts:
// the shared i18next instance keeps what an earlier test loaded.
let blocks = 0;
function newDemoStrings() {
  blocks += 1;
  return defineStrings(`language-sync-demo-${blocks}`, demoEnUS, () => new Promise((resolve) => waiting.push(() => resolve({ default: { hello: 'こんにちは' } }))));
}
let demoStrings: ReturnType<typeof newDemoStrings>;

function Greeting() {
  const { t } = useStrings(demoStrings);
  return <p data-testid="greeting">{t('hello')}</p>;
}

let manifestLink: HTMLLinkElement | undefined;

beforeEach(async () => {
  demoStrings = newDemoStrings();
  // Every test starts in English, whatever the one before switched to.
  getSession().setLanguage('en-US');
  await setupI18n({ language: 'en-US', strings: [demoStrings] });
  await i18next.changeLanguage('en-US');
});

afterEach(() => {
  cleanup();
  arrive(); // a chunk a failed test left waiting would hold up the next test's switch
  manifestLink?.remove();
  manifestLink = undefined;
  localStorage.clear();
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
  const link = (manifestLink = document.createElement('link'));
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
});
