import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderScreen, setupFakeApi } from '@clipyard/testing';
import { CategoryChips } from './ClipGrid';

const api = setupFakeApi();

/** The chips of channel "a", then of channel "b" once its button is pressed. */
function ChannelSwitch() {
  const [channel, setChannel] = useState('a');
  return (
    <>
      <button onClick={() => setChannel('b')}>Channel b</button>
      <CategoryChips channelLogin={channel} selected={null} onSelect={() => undefined} />
    </>
  );
}
const CATEGORIES = 'client/categories/getCategories';
const minecraft = { categoryId: 2, slug: 'minecraft', nameEn: 'Minecraft', nameJa: 'Minecraft', twitchGameId: '27471', clipCount: 3 };
const art = { categoryId: 3, slug: 'art', nameEn: 'Art', nameJa: 'アート', twitchGameId: '509660', clipCount: 2 };

test('a failed list offers a retry, and the retry shows the categories', async () => {
  let fail = true;
  api.server.on(CATEGORIES, () => (fail ? { status: 503, json: { isSuccessful: false, errorCode: 'MAINTENANCE', message: 'down' } } : { json: { isSuccessful: true, categoryList: [minecraft] } }));
  renderScreen(<CategoryChips selected={null} onSelect={() => undefined} />, { path: '/', url: '/' });
  const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
  expect(screen.getByText('Categories could not be loaded.', { exact: false })).toBeTruthy();
  fail = false;
  fireEvent.click(retry);
  expect(await screen.findByRole('button', { name: /Minecraft/ })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});

test('another channel lists its own categories, never the previous channel’s answer', async () => {
  api.server.on(CATEGORIES, (call) => ({ json: { isSuccessful: true, categoryList: (call.body as { channelLogin?: string }).channelLogin === 'b' ? [art] : [minecraft] } }));
  renderScreen(<ChannelSwitch />, { path: '/', url: '/' });
  expect(await screen.findByRole('button', { name: /Minecraft/ })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Channel b' }));
  expect(await screen.findByRole('button', { name: /Art/ })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Minecraft/ })).toBeNull();
});
