/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { authErrorMessage, defineStrings, errorMessage, loadLanguage, useStrings } from './index';
import { createTestI18n } from '@clipyard/testing';

const demoEnUS = { hello: 'Hello {{name}}' };
// Japanese loads of the demo strings, counted per test (each test has its own i18next instance, so its own load).
let jaLoads = 0;
beforeEach(() => {
  jaLoads = 0;
});
const demoStrings = defineStrings('demo', demoEnUS, async () => {
  jaLoads += 1;
  return { default: { hello: 'こんにちは {{name}}' } };
});

function Greeting() {
  const { t } = useStrings(demoStrings);
  return (
    <p>
      {t('hello', { name: 'Aki' })} / {errorMessage(t, 'TITLE_TOO_SHORT')} / {authErrorMessage(t, 'auth/wrong-password')}
    </p>
  );
}

function renderGreeting(i18n: ReturnType<typeof createTestI18n>) {
  return render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>waiting</p>}>
        <Greeting />
      </Suspense>
    </I18nextProvider>,
  );
}

test('a feature’s strings and the errors namespace render in English without loading the Japanese', () => {
  const i18n = createTestI18n('en-US');
  renderGreeting(i18n);
  expect(screen.getByText('Hello Aki / Clip name cannot be less than 3 characters / Wrong email or password.')).toBeTruthy();
  expect(jaLoads).toBe(0);
});

test('a Japanese reader’s first render waits for the strings’ chunk: no key, no English is shown meanwhile', async () => {
  const i18n = createTestI18n('ja');
  const { container } = renderGreeting(i18n);
  expect(container.textContent).toBe('waiting');
  expect(await screen.findByText('こんにちは Aki / クリップ名は3文字以上にしてください / メールアドレスまたはパスワードが違います。')).toBeTruthy();
  expect(jaLoads).toBe(1);
});

test('loadLanguage loads every known block before a switch, so the switch renders translated at once', async () => {
  const i18n = createTestI18n('en-US');
  renderGreeting(i18n);
  await loadLanguage(i18n, 'ja');
  await act(async () => {
    await i18n.changeLanguage('ja');
  });
  expect(screen.getByText(/^こんにちは Aki/)).toBeTruthy();
});

test('unknown codes fall back to a generic message instead of a raw key', () => {
  const i18n = createTestI18n('en-US');
  expect(errorMessage(i18n.t, 'SOMETHING_NEW')).toBe('Something went wrong on our side. Please try again.');
  expect(authErrorMessage(i18n.t, 'auth/brand-new')).toBe('Something went wrong while logging in. Please try again.');
});
