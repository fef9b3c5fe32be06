import { render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { DialogHost, NotificationHost, configureApi, dialogStore, getSession, notificationStore, queryClient, type AuthUser } from '@clipyard/shared';
import { forgetDeletedAccounts } from '@clipyard/shared/test-hooks';
import { createTestI18n } from './test-i18n';

/** Where the screen under test navigated to (rendered as text so tests can assert it). */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface RenderScreenOptions {
  /** The route pattern the screen is mounted at, e.g. '/:channelLogin'. */
  path: string;
  /** The address the test starts at. */
  url: string;
  language?: 'en-US' | 'ja';
}

/**
 * Renders one screen as the shell would: i18n, a router at `url`, and the notification and dialog hosts, so tests
 * read what a person reads. As in the shell, a screen read in Japanese suspends until its strings' chunk is loaded
 * (the test's `findBy…` waits for it).
 */
export function renderScreen(screen: ReactElement, { path, url, language = 'en-US' }: RenderScreenOptions): RenderResult {
  // The default instance, as in the shell: a remote's module-level namespace registration lands in it too.
  const i18n = createTestI18n(language, [], { shared: true });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={<Suspense fallback={null}>{screen}</Suspense>} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <NotificationHost />
      <DialogHost />
    </I18nextProvider>,
  );
}

export function pointApiAt(baseUrl: string): void {
  configureApi({ baseUrl: () => baseUrl, timeoutMs: 3000 });
}

/** A signed-in identity as the shell would hand it over (its token names the uid, for the fake server). */
export function fakeAuthUser(uid: string, extra: Partial<AuthUser> = {}): AuthUser {
  return { uid, email: `${uid}@example.com`, displayName: uid, emailVerified: true, getIdToken: async () => `token-${uid}`, ...extra };
}

/** Signs out, forgets every cache and clears notifications between tests. */
export function resetSession(): void {
  getSession().authSignedOut();
  forgetDeletedAccounts();
  // Each test starts with an empty server-state cache: a listing cached by the last test is not this one's answer.
  queryClient.clear();
  localStorage.clear();
  notificationStore.setState({ items: [] });
  dialogStore.setState({ queue: [] });
}

/** Texts of the notifications currently shown. */
export function shownNotifications(): string[] {
  return notificationStore.getState().items.map((item) => item.message);
}

// Remote modules register their route titles when imported, which needs an initialised default instance.
createTestI18n('en-US', [], { shared: true });

export { sampleClip } from './sample-clip';
