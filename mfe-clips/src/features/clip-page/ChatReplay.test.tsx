import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ChatMessage } from '@clipyard/shared';
import { renderScreen } from '@clipyard/testing';
import { getContrastRatio } from '@mui/material/styles';
import { ChatReplay } from './ChatReplay';
import { createPlaybackClock } from './playback-clock';
import { readableColor } from './readable-color';

const messages: ChatMessage[] = [
  { offsetSeconds: 1, userName: 'retro_rob', color: '#0000ff', message: 'first' },
  { offsetSeconds: 2, userName: 'pixel_pal', color: null, message: 'second' },
  { offsetSeconds: 3, userName: 'speedy', color: '#00ff00', message: 'third' },
  { offsetSeconds: 4, userName: 'late_one', color: 'red; background: url(x)', message: 'fourth' },
];

async function renderChat(language: 'en-US' | 'ja' = 'en-US') {
  const clock = createPlaybackClock(0);
  renderScreen(<ChatReplay messages={messages} clock={clock} blockedUsers={[]} />, { path: '*', url: '/', language });
  // Japanese strings arrive as their own chunk: the panel shows once they have.
  const list = await screen.findByTestId('chat-list');
  // jsdom has no layout: give the list a scroll box the test controls.
  const box = { scrollHeight: 1000, clientHeight: 200 };
  Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => box.scrollHeight });
  Object.defineProperty(list, 'clientHeight', { configurable: true, get: () => box.clientHeight });
  const at = (seconds: number) => act(() => clock.set(seconds));
  return { list, box, at };
}

afterEach(() => {
  jest.useRealTimers();
});

test('follows playback to the newest message until the viewer scrolls up; "Back to live" follows again', async () => {
  const { list, box, at } = await renderChat();
  at(2);
  expect(list.scrollTop).toBe(1000);
  expect(screen.queryByRole('button', { name: 'Back to live' })).toBeNull();

  // Reading: scrolled well above the bottom, new messages no longer move the list.
  list.scrollTop = 300;
  fireEvent.scroll(list);
  box.scrollHeight = 1200;
  at(3);
  expect(screen.getAllByTestId('chat-message')).toHaveLength(3);
  expect(list.scrollTop).toBe(300);
  fireEvent.click(screen.getByRole('button', { name: 'Back to live' }));
  expect(list.scrollTop).toBe(1200);
  expect(screen.queryByRole('button', { name: 'Back to live' })).toBeNull();
  box.scrollHeight = 1400;
  at(4);
  expect(list.scrollTop).toBe(1400);
});

test('hovering the list pauses it too; leaving follows again (ja)', async () => {
  const { list, box, at } = await renderChat('ja');
  at(1);
  fireEvent.mouseEnter(list);
  expect(screen.getByRole('button', { name: '最新に戻る' })).toBeTruthy();
  list.scrollTop = 500;
  box.scrollHeight = 1300;
  at(3);
  expect(list.scrollTop).toBe(500);
  fireEvent.mouseLeave(list);
  expect(list.scrollTop).toBe(1300);
  expect(screen.queryByRole('button', { name: '最新に戻る' })).toBeNull();
});

test('screen readers hear a polite count of new messages at most every 8 seconds, never each message, and nothing on a seek back', async () => {
  jest.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') });
  const { at } = await renderChat();
  const announcer = screen.getByTestId('chat-announcer');
  expect(announcer.getAttribute('aria-live')).toBe('polite');
  // The list itself is not a live region: each message would be read out.
  expect(screen.getByTestId('chat-list').getAttribute('aria-live')).toBeNull();
  at(1);
  act(() => {
    jest.advanceTimersByTime(0);
  });
  expect(announcer.textContent).toBe('1 new chat message');
  at(2);
  at(3);
  act(() => {
    jest.advanceTimersByTime(7000);
  });
  expect(announcer.textContent).toBe('1 new chat message');
  act(() => {
    jest.advanceTimersByTime(1000);
  });
  expect(announcer.textContent).toBe('2 new chat messages');
  // A seek back to the start says nothing new.
  at(0);
  act(() => {
    jest.advanceTimersByTime(20_000);
  });
  expect(announcer.textContent).toBe('2 new chat messages');
});

test('the announcement follows a language switch without a reload: re-read in Japanese, same count', async () => {
  const { at } = await renderChat('en-US');
  at(1);
  await waitFor(() => expect(screen.getByTestId('chat-announcer').textContent).toBe('1 new chat message'));
  // The settings dialog switches the shell's one i18next instance (renderScreen uses it too): no remount, no reload.
  await act(async () => {
    await i18next.changeLanguage('ja');
  });
  await waitFor(() => expect(screen.getByTestId('chat-announcer').textContent).toBe('新しいチャットメッセージ 1 件'));
  expect(screen.getAllByTestId('chat-message')).toHaveLength(1);
});

test('names keep their stream colour when it reads well, are lifted until it does, and anything but a hex colour falls back', async () => {
  const paper = '#1e1e1e';
  const text = '#ffffff';
  expect(readableColor('#00ff00', paper, text)).toBe('#00ff00');
  const lifted = readableColor('#0000ff', paper, text);
  expect(lifted).not.toBe('#0000ff');
  expect(getContrastRatio(lifted, paper)).toBeGreaterThanOrEqual(4.5);
  expect(getContrastRatio(readableColor('#ffff00', '#ffffff', '#000'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  for (const bad of [null, 'red', 'red; background: url(x)', 'url(javascript:alert(1))', '#12345']) expect(readableColor(bad, paper, text)).toBe(text);

  const { at } = await renderChat();
  at(4);
  const name = (user: string) => screen.getByText(user) as HTMLElement;
  expect(getContrastRatio(getComputedStyle(name('retro_rob')).color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  expect(name('speedy').textContent).toBe('speedy');
  // The odd colour value never reaches the page's styles.
  expect(document.head.innerHTML).not.toContain('url(x)');
});
