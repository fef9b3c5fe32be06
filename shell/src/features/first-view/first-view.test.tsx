import { FIRST_VIEW_ID, FIRST_VIEW_READY_EVENT } from '@clipyard/shared';
import { act, render } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { DECODE_WAIT_MS, endFirstView, useFirstViewEndsOnNavigation, watchFirstView } from './first-view';

function Page() {
  useFirstViewEndsOnNavigation();
  return <Link to="/b">to b</Link>;
}

/** The HTML host's first view (shell/host/first-view.mjs) and the app's #root beside it. */
function paintFirstView(appHtml = '') {
  document.body.innerHTML = `<div id="root">${appHtml}</div><div id="${FIRST_VIEW_ID}" aria-hidden="true"><img src="poster.avif"></div>`;
}
const firstView = () => document.getElementById(FIRST_VIEW_ID);
const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

test("stays until the page's word, then goes once the app's pictures on screen have decoded", async () => {
  paintFirstView('<img id="thumb" src="thumb.avif">');
  const thumb = document.getElementById('thumb') as HTMLImageElement;
  thumb.getBoundingClientRect = () => ({ top: 10, left: 10, bottom: 200, right: 300, width: 290, height: 190 }) as DOMRect;
  let decoded!: () => void;
  thumb.decode = () => new Promise<void>((resolve) => (decoded = resolve));
  watchFirstView();
  await nextFrame();
  expect(firstView()).not.toBeNull();

  window.dispatchEvent(new Event(FIRST_VIEW_READY_EVENT));
  await nextFrame();
  await act(() => Promise.resolve());
  // The app's thumbnail is still decoding: removing the first view now would flash an empty card.
  expect(firstView()).not.toBeNull();
  await act(async () => decoded());
  expect(firstView()).toBeNull();
});

test('a picture that never decodes holds it back at most DECODE_WAIT_MS', async () => {
  paintFirstView('<img id="thumb" src="thumb.avif">');
  const thumb = document.getElementById('thumb') as HTMLImageElement;
  thumb.getBoundingClientRect = () => ({ top: 10, left: 10, bottom: 200, right: 300, width: 290, height: 190 }) as DOMRect;
  thumb.decode = () => new Promise<void>(() => undefined);
  jest.useFakeTimers();
  endFirstView();
  // The next frame finds the picture on screen and starts waiting for it.
  jest.advanceTimersToNextFrame();
  expect(firstView()).not.toBeNull();
  await jest.advanceTimersByTimeAsync(DECODE_WAIT_MS - 1);
  expect(firstView()).not.toBeNull();
  await jest.advanceTimersByTimeAsync(1);
  expect(firstView()).toBeNull();
});

test('nothing to end on a page without one; ending twice is harmless', async () => {
  jest.useFakeTimers();
  document.body.innerHTML = '<div id="root"></div>';
  expect(() => endFirstView()).not.toThrow();
  paintFirstView();
  endFirstView();
  endFirstView();
  jest.advanceTimersToNextFrame();
  // No picture to wait for: it goes right after the frame (the clock does not move, so no time limit ended it).
  await jest.advanceTimersByTimeAsync(0);
  expect(firstView()).toBeNull();
});

test('moving to another page ends it (back and forward included)', async () => {
  jest.useFakeTimers();
  paintFirstView();
  const view = render(
    <MemoryRouter initialEntries={['/a']}>
      <Page />
    </MemoryRouter>,
  );
  act(() => jest.advanceTimersToNextFrame());
  expect(firstView()).not.toBeNull();
  act(() => view.getByRole('link', { name: 'to b' }).click());
  act(() => jest.advanceTimersToNextFrame());
  // Nothing on the page to wait for: it goes right after the frame (the clock does not move).
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(firstView()).toBeNull();
});
