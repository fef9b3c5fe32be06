/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DialogHost } from './DialogHost';
import { confirmDialog, dialogStore } from './dialogs';
import { setupI18n } from './i18n-setup';

beforeAll(async () => {
  await setupI18n({ language: 'en-US' });
});
// Tests run in any order: a dialog one test leaves open must not be the next test's first.
afterEach(() => dialogStore.setState({ queue: [] }));

// Issue 19 item 3: the block dialogs point at /account/blocks with a link that works.
test('a confirm dialog’s link goes to its page in the router and closes the dialog as cancelled', async () => {
  render(
    <MemoryRouter initialEntries={['/speedrun_sam']}>
      <Routes>
        <Route path="/account/blocks" element={<h1>Blocks page</h1>} />
        <Route path="*" element={null} />
      </Routes>
      <DialogHost />
    </MemoryRouter>,
  );
  let answer: Promise<boolean>;
  act(() => {
    answer = confirmDialog({ title: 'Block speedrun_sam?', message: 'You can unblock it on your Blocks page.', okLabel: 'Block channel', link: { label: 'Manage your blocks', to: '/account/blocks' } });
  });
  const link = await screen.findByRole('link', { name: 'Manage your blocks' });
  expect(link.getAttribute('href')).toBe('/account/blocks');
  fireEvent.click(link);
  await expect(answer!).resolves.toBe(false);
  expect(await screen.findByRole('heading', { name: 'Blocks page' })).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('without a router the link is a plain address', async () => {
  render(<DialogHost />);
  act(() => {
    void confirmDialog({ title: 'Block?', message: 'Sure?', link: { label: 'Manage your blocks', to: '/account/blocks' } });
  });
  expect((await screen.findByRole('link', { name: 'Manage your blocks' })).getAttribute('href')).toBe('/account/blocks');
});
