import '@clipyard/testing';
import { apiCallsInFlight, getSession } from '@clipyard/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppBarSearch } from './AppBarSearch';
import { NavList } from './NavList';

let load: () => Promise<unknown>;
jest.mock('../federation/remotes', () => ({
  loadRemoteModule: () => load(),
  resetRemote: () => undefined,
  RemoteLoadError: class RemoteLoadError extends Error {},
}));

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

test('the app-bar icon opens the remote search box on demand, and Escape folds it back', async () => {
  load = async () => ({ SearchBox: ({ onClose }: { onClose: () => void }) => <input aria-label="remote search" onKeyDown={onClose} /> });
  render(
    <MemoryRouter>
      <AppBarSearch />
    </MemoryRouter>,
  );
  const icon = screen.getByTestId('app-bar-search');
  fireEvent.click(icon);
  const box = await screen.findByRole('textbox', { name: 'remote search' });
  fireEvent.keyDown(box, { key: 'Escape' });
  expect(screen.getByTestId('app-bar-search')).toBeTruthy();
});

test('when mfe-channels cannot load, the icon leads to the search page', async () => {
  load = () => Promise.reject(new Error('down'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <MemoryRouter>
      <AppBarSearch />
      <Where />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByTestId('app-bar-search'));
  expect(await screen.findByText('/search')).toBeTruthy();
});

test('the navigation lists the followed channels, each a link to its page', async () => {
  load = async () => ({});
  await getSession().toggleFollow('yukihana_ch', true);
  render(
    <MemoryRouter>
      <NavList />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'yukihana_ch' }).getAttribute('href')).toBe('/yukihana_ch');
  // No API here: its ask for the channel's display name fails (the login stays, Layout.test.tsx has the rest).
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await waitFor(() => expect(apiCallsInFlight()).toBe(0));
  expect(screen.getByRole('link', { name: 'yukihana_ch' })).toBeTruthy();
});
