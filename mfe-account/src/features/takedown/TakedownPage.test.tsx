import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { renderScreen, setupFakeApi } from '@clipyard/testing';
import { TakedownPage } from './TakedownPage';

const api = setupFakeApi();
const origin = window.location.origin;

function fill(clipUrls: string) {
  fireEvent.change(screen.getByTestId('takedown-clipUrls'), { target: { value: clipUrls } });
  fireEvent.change(screen.getByTestId('takedown-work'), { target: { value: 'My song "Blue Hour"' } });
  fireEvent.change(screen.getByTestId('takedown-claimantName'), { target: { value: 'Rights Holder' } });
  fireEvent.change(screen.getByTestId('takedown-claimantEmail'), { target: { value: 'rights@example.com' } });
  fireEvent.change(screen.getByTestId('takedown-signature'), { target: { value: 'Rights Holder' } });
}
const tickBoth = () => {
  fireEvent.click(screen.getByRole('checkbox', { name: /good-faith belief/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /information in this notice is accurate/ }));
};

beforeEach(() => getSession().authLoaded());

test('signed out: a line that is not a clip address of this site is named, and nothing is sent', async () => {
  renderScreen(<TakedownPage />, { path: '/about/takedown', url: '/about/takedown' });
  expect(screen.getByRole('heading', { name: 'Report a copyright infringement' })).toBeTruthy();
  fill(`${origin}/alice/clip/abcdef1\n\nhttps://elsewhere.example/alice/clip/abcdef2`);
  tickBoth();
  fireEvent.click(screen.getByTestId('takedown-submit'));
  expect(await screen.findByText('Line 3 is not a clip address of this site: https://elsewhere.example/alice/clip/abcdef2')).toBeTruthy();
  expect(api.server.calls.some((c) => c.path.endsWith('fileTakedownNotice'))).toBe(false);
});

test('both statements are required', async () => {
  renderScreen(<TakedownPage />, { path: '/about/takedown', url: '/about/takedown' });
  fill(`${origin}/alice/clip/abcdef1`);
  fireEvent.click(screen.getByRole('checkbox', { name: /good-faith belief/ }));
  fireEvent.click(screen.getByTestId('takedown-submit'));
  expect(await screen.findByText('Tick both statements to send the notice')).toBeTruthy();
  expect(api.server.calls.some((c) => c.path.endsWith('fileTakedownNotice'))).toBe(false);
});

test('the server names a line with no clip; once sent, the page says the clips are hidden', async () => {
  const unknown = `${origin}/alice/clip/nosuch99`;
  let calls = 0;
  api.server.on('client/report/fileTakedownNotice', () => {
    calls += 1;
    if (calls === 1) return { status: 400, json: { isSuccessful: false, errorCode: 'TAKEDOWN_CLIP_NOT_FOUND', message: 'no', publicReason: unknown } };
    return { json: { isSuccessful: true, noticeIdList: ['n1'], hiddenClipCount: 1 } };
  });
  renderScreen(<TakedownPage />, { path: '/about/takedown', url: '/about/takedown' });
  fill(`${origin}/alice/clip/abcdef1\n${unknown}`);
  tickBoth();
  fireEvent.click(screen.getByTestId('takedown-submit'));
  expect(await screen.findByText(`Line 2 names no clip of this site: ${unknown}`)).toBeTruthy();
  fill(`${origin}/alice/clip/abcdef1`);
  fireEvent.click(screen.getByTestId('takedown-submit'));
  expect(await screen.findByText('Your notice was received')).toBeTruthy();
  expect(screen.getByText('Clips hidden while a moderator reviews your notice: 1.')).toBeTruthy();
  await waitFor(() => expect(calls).toBe(2));
  const sent = api.server.calls.filter((c) => c.path.endsWith('fileTakedownNotice')).at(-1)!.body;
  expect(sent).toEqual({
    clipUrlList: [`${origin}/alice/clip/abcdef1`],
    workDescription: 'My song "Blue Hour"',
    claimantName: 'Rights Holder',
    claimantEmail: 'rights@example.com',
    goodFaith: true,
    accurate: true,
    signature: 'Rights Holder',
  });
});

test('in Japanese', async () => {
  renderScreen(<TakedownPage />, { path: '/about/takedown', url: '/about/takedown', language: 'ja' });
  expect(await screen.findByRole('heading', { name: '著作権侵害の通知' })).toBeTruthy();
  fill(`${origin}/alice/clip/abcdef1\nfoo`);
  tickBothJa();
  fireEvent.click(screen.getByTestId('takedown-submit'));
  expect(await screen.findByText('2行目はこのサイトのクリップのアドレスではありません：foo')).toBeTruthy();
});

function tickBothJa() {
  for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
}
