import { screen } from '@testing-library/react';
import { renderScreen } from '@clipyard/shared/testing';
import { StreamerMenu } from './StreamerMenu';

test('lists the streamer tools once, without the Upload entry the shell already shows', async () => {
  renderScreen(<StreamerMenu />, { path: '/menu', url: '/menu' });
  const nav = await screen.findByRole('navigation', { name: 'Streamer tools' });
  const hrefs = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  expect(hrefs).toEqual(['/streamer/requests', '/streamer/pageEditor', '/streamer/disconnectChannel', '/overview']);
});
