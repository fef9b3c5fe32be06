import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { ClipCategoryDialog } from './ClipCategoryDialog';

const api = setupFakeApi();
const LIST = 'client/categories/getCategories';
const SET = 'client/clipManage/setClipCategory';
const categories = [
  { categoryId: 2, slug: 'minecraft', nameEn: 'Minecraft', nameJa: 'Minecraft', twitchGameId: '27471', clipCount: 0 },
  { categoryId: 1, slug: 'just-chatting', nameEn: 'Just Chatting', nameJa: '雑談', twitchGameId: '509658', clipCount: 0 },
  { categoryId: 3, slug: 'art', nameEn: 'Art', nameJa: 'アート', twitchGameId: '509660', clipCount: 0 },
];

beforeEach(async () => {
  api.server.on(LIST, () => ({ json: { isSuccessful: true, categoryList: categories } }));
  serveSignedInBasics(api.server, { username: 'streamer1', firebaseUid: 's1', isStreamer: true, streamerChannelLogin: 'somechannel' });
  await getSession().authSignedIn(fakeAuthUser('s1'));
});

test('the streamer picks a category from the list sorted by name, and it is saved for the clip', async () => {
  const clip = sampleClip({ clipTitle: 'Creeper ambush', category: null });
  const saved = jest.fn();
  api.server.on(SET, () => ({ json: { isSuccessful: true, internalClipId: clip.internalClipId, category: { ...categories[0], clipCount: undefined } } }));
  renderScreen(<ClipCategoryDialog clip={clip} onClose={() => undefined} onSaved={saved} />, { path: '/', url: '/' });
  const field = await screen.findByLabelText('Category (optional)');
  await waitFor(() => expect((field as HTMLSelectElement).disabled).toBe(false));
  expect([...(field as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['No category', 'Art', 'Just Chatting', 'Minecraft']);
  fireEvent.change(field, { target: { value: '2' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saved).toHaveBeenCalled());
  expect(api.server.calls.find((call) => call.path === SET)?.body).toEqual({ internalClipId: clip.internalClipId, categoryId: 2 });
});

test('in Japanese, a refusal is said in words and nothing is saved; "No category" clears', async () => {
  const clip = sampleClip({ clipTitle: 'くものクリップ', category: { categoryId: 3, slug: 'art', nameEn: 'Art', nameJa: 'アート', twitchGameId: '509660' } });
  const saved = jest.fn();
  api.server.on(SET, () => ({ status: 403, json: { isSuccessful: false, errorCode: 'FORBIDDEN', message: 'not yours' } }));
  renderScreen(<ClipCategoryDialog clip={clip} onClose={() => undefined} onSaved={saved} />, { path: '/', url: '/', language: 'ja' });
  const field = (await screen.findByLabelText('カテゴリー（任意）')) as HTMLSelectElement;
  await waitFor(() => expect(field.value).toBe('3'));
  expect([...field.options].map((o) => o.textContent)).toContain('雑談');
  fireEvent.change(field, { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(saved).not.toHaveBeenCalled();
  expect(api.server.calls.find((call) => call.path === SET)?.body).toEqual({ internalClipId: clip.internalClipId, categoryId: null });
});
