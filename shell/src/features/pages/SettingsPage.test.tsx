import '@clipyard/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SettingsPage } from './SettingsPage';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function App({ entries }: { entries: string[] }) {
  return (
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="*" element={<Link to="/settings">open settings</Link>} />
      </Routes>
      <Where />
    </MemoryRouter>
  );
}

test('/settings opened directly (even after another site in the tab) closes to the frontpage, not away', async () => {
  // The tab's history holds other entries, as after following a link from another site: still the first location.
  window.history.pushState({}, '', '/elsewhere');
  render(<App entries={['/settings']} />);
  fireEvent.click(await screen.findByTestId('settings-cancel'));
  expect(screen.getByTestId('where').textContent).toBe('/');
});

test('/settings opened from a page closes back to that page', async () => {
  render(<App entries={['/speedrun_sam']} />);
  fireEvent.click(screen.getByText('open settings'));
  fireEvent.click(await screen.findByTestId('settings-cancel'));
  expect(screen.getByTestId('where').textContent).toBe('/speedrun_sam');
});
