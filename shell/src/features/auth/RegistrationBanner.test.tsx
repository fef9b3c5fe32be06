import { getSession } from '@clipyard/shared';
import { fakeAuthUser, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { setupShellI18n } from '../../i18n/setup';
import { RegistrationBanner } from './RegistrationBanner';

/** REGISTRATION=approval (ADR 0136): a pending or rejected account is told so over every page; others see nothing. */
const api = setupFakeApi();

async function renderBanner(registration: unknown, language: 'en-US' | 'ja' = 'en-US') {
  serveSignedInBasics(api.server, { firebaseUid: 'u1', username: 'newbie', registration });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
  const i18n = await setupShellI18n(language);
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <RegistrationBanner />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

test('pending: a status over the page, linking to the details', async () => {
  await renderBanner({ status: 'pending', reason: 'hi', decisionReason: null });
  const banner = await screen.findByTestId('registration-banner');
  expect(banner.getAttribute('role')).toBe('status');
  expect(banner.textContent).toContain('Your registration is awaiting a moderator’s approval');
  expect(screen.getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/account/register/welcome');
});

test('rejected, in Japanese', async () => {
  await renderBanner({ status: 'rejected', reason: 'hi', decisionReason: 'no' }, 'ja');
  expect((await screen.findByTestId('registration-banner')).textContent).toContain('登録は承認されませんでした');
});

test('an account that may take part, or a signed-out visitor: nothing', async () => {
  await renderBanner(null);
  await waitFor(() => expect(getSession().userProfile?.username).toBe('newbie'));
  expect(screen.queryByTestId('registration-banner')).toBeNull();
  getSession().authSignedOut();
  expect(screen.queryByTestId('registration-banner')).toBeNull();
});
