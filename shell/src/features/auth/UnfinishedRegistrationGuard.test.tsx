import { getSession } from '@clipyard/shared';
import { fakeAuthUser, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { UnfinishedRegistrationGuard } from './UnfinishedRegistrationGuard';

const api = setupFakeApi();

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

async function signIn(username: string) {
  serveSignedInBasics(api.server, { firebaseUid: 'u1', username });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <UnfinishedRegistrationGuard />
      <Where />
    </MemoryRouter>,
  );
}

test('an unfinished account is taken from any page to the page that finishes it', async () => {
  renderAt('/somechannel/clip/abc');
  // The profile answer arrives while the page is shown (a sign-in on another screen, a reload).
  await act(() => signIn('UNKNOWN'));
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/account/finishRegistration'));
});

test('the register screens keep an unfinished account (their own submit passes through that state)', async () => {
  await signIn('UNKNOWN');
  // The account is known unfinished before the page renders: the guard decides in the render's own effects (which
  // render() runs, with any navigation they make), so what the page shows afterwards is its decision.
  renderAt('/account/register');
  expect(screen.getByTestId('where').textContent).toBe('/account/register');
});

test('a finished account, or nobody signed in, stays where it is', async () => {
  // As above: the session is settled before each render, whose effects (the guard's decision) render() runs.
  const { unmount } = renderAt('/settings');
  expect(screen.getByTestId('where').textContent).toBe('/settings');
  unmount();
  await signIn('taro');
  renderAt('/settings');
  expect(screen.getByTestId('where').textContent).toBe('/settings');
});
