/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { addRemoteTranslations, authErrorMessage, createTestI18n, errorMessage, useRemoteTranslation } from './index';

function Greeting() {
  const { t } = useRemoteTranslation('demo');
  return (
    <p>
      {t('hello', { name: 'Aki' })} / {errorMessage(t, 'TITLE_TOO_SHORT')} / {authErrorMessage(t, 'auth/wrong-password')}
    </p>
  );
}

test('a remote namespace and the errors namespace render in both languages', () => {
  const i18n = createTestI18n('en-US');
  addRemoteTranslations(i18n, 'demo', { 'en-US': { hello: 'Hello {{name}}' }, ja: { hello: 'こんにちは {{name}}' } });
  const { unmount } = render(
    <I18nextProvider i18n={i18n}>
      <Greeting />
    </I18nextProvider>,
  );
  expect(screen.getByText('Hello Aki / Clip name cannot be less than 3 characters / Wrong email or password.')).toBeTruthy();
  unmount();
  void i18n.changeLanguage('ja');
  render(
    <I18nextProvider i18n={i18n}>
      <Greeting />
    </I18nextProvider>,
  );
  expect(screen.getByText('こんにちは Aki / クリップ名は3文字以上にしてください / メールアドレスまたはパスワードが違います。')).toBeTruthy();
});

test('unknown codes fall back to a generic message instead of a raw key', () => {
  const i18n = createTestI18n('en-US');
  expect(errorMessage(i18n.t, 'SOMETHING_NEW')).toBe('Something went wrong on our side. Please try again.');
  expect(authErrorMessage(i18n.t, 'auth/brand-new')).toBe('Something went wrong while signing in. Please try again.');
});
