import { screen } from '@testing-library/react';
import type { ChatMessage } from '@clipyard/shared';
import { renderScreen } from '@clipyard/testing';
import { createPlaybackClock } from './playback-clock';
import { SidePanel } from './SidePanel';
import type { Loaded, Transcript } from './use-clip-extras';

function renderPanel(chat: Loaded<ChatMessage[]>, transcript: Loaded<Transcript> = { status: 'ready', data: { language: 'en', cues: [{ startSeconds: 0, endSeconds: 2, text: 'Here we go' }] } }) {
  renderScreen(
    <SidePanel chat={chat} transcript={transcript} clock={createPlaybackClock(0)} blockedUsers={[]} onSeek={() => undefined} onRetryChat={() => undefined} onRetryTranscript={() => undefined} />,
    { path: '*', url: '/' },
  );
  return screen.getByTestId('clip-side-panel');
}

test('a clip without any chat shows a one-line note and no empty list to scroll or focus', () => {
  renderPanel({ status: 'ready', data: [] });
  expect(screen.getByText('No chat was recorded for this clip.')).toBeTruthy();
  const list = screen.getByTestId('chat-list');
  expect(list.hidden).toBe(true);
  expect(screen.queryByRole('list', { name: 'Chat replay' })).toBeNull();
});

test('a clip with chat keeps its scrolling list (waiting for the first message)', () => {
  renderPanel({ status: 'ready', data: [{ offsetSeconds: 3, userName: 'retro_rob', color: null, message: 'here it comes' }] });
  expect(screen.getByTestId('chat-list').hidden).toBe(false);
});
