import type { ChatMessage } from '@clipyard/shared';
import { chatAt, currentCueIndex, searchCues } from './playback-sync';

const chat: ChatMessage[] = [
  { offsetSeconds: 0.5, userName: 'first', message: 'hi', color: null },
  { offsetSeconds: 2, userName: 'Troll', message: 'spam', color: null },
  { offsetSeconds: 3.5, userName: 'later', message: '草', color: '#ff0000' },
];

test('shows the messages reached by the clock, following seeks back and forth', () => {
  const names = (time: number) => chatAt(chat, time, []).map((m) => m.userName);
  expect(names(0)).toEqual([]);
  expect(names(0.5)).toEqual(['first']);
  expect(names(4)).toEqual(['first', 'Troll', 'later']);
  // Seek back: later messages go away again; seek forward: they come back.
  expect(names(1)).toEqual(['first']);
  expect(names(3.6)).toEqual(['first', 'Troll', 'later']);
});

test('hides users the viewer blocked, whatever the case of their name', () => {
  expect(chatAt(chat, 10, ['troll']).map((m) => m.userName)).toEqual(['first', 'later']);
});

const cues = [
  { startSeconds: 0, endSeconds: 1.8, text: 'Okay, one more time.' },
  { startSeconds: 2, endSeconds: 4, text: 'Here we GO' },
  { startSeconds: 4, endSeconds: 6, text: 'ありがとう' },
];

test('the current cue is the one being spoken, none in a gap', () => {
  expect(currentCueIndex(cues, 0)).toBe(0);
  expect(currentCueIndex(cues, 1.9)).toBe(-1);
  expect(currentCueIndex(cues, 3)).toBe(1);
  expect(currentCueIndex(cues, 4)).toBe(2);
  expect(currentCueIndex(cues, 7)).toBe(-1);
  expect(currentCueIndex([], 1)).toBe(-1);
});

test('transcript search matches case- and width-insensitively and keeps indexes', () => {
  expect(searchCues(cues, 'go').map((m) => m.index)).toEqual([1]);
  expect(searchCues(cues, 'ＯＫＡＹ').map((m) => m.index)).toEqual([0]);
  expect(searchCues(cues, '  ')).toHaveLength(3);
  expect(searchCues(cues, 'nothing')).toEqual([]);
});
