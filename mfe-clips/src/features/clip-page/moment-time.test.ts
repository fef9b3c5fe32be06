import { formatClock, formatMomentParam, parseMomentTime, splitTimes } from './moment-time';

test.each([
  ['12', 12],
  ['12s', 12],
  ['1m2', 62],
  ['1m2s', 62],
  ['1m', 60],
  ['1h2m3s', 3723],
  ['0:12', 12],
  ['1:02:03', 3723],
  ['2.5', 2.5],
  [' 1M2S ', 62],
])('t=%s starts at %s s', (value, seconds) => {
  expect(parseMomentTime(value)).toBe(seconds);
});

test.each([null, undefined, '', '0', '-5', 'abc', '1x', 'm', '1:75', '1e3', 'Infinity', 'NaN', '9'.repeat(30), '<script>'])('t=%s is ignored', (value) => {
  expect(parseMomentTime(value)).toBeNull();
});

// Issue 19 item 21: a moment link written as a clock reads as minutes and seconds, never as its first number.
test.each([
  ['1:05', 65],
  ['65', 65],
  ['65s', 65],
  ['1m5s', 65],
  ['0:01:05', 65],
  ['1:00:05', 3605],
])('t=%s is %s s', (value, seconds) => {
  expect(parseMomentTime(value)).toBe(seconds);
});

test.each(['1:5', '1:05:', ':05', '1::05', '1:05x', '1m5x', '1:60'])('t=%s is not a moment (ignored)', (value) => {
  expect(parseMomentTime(value)).toBeNull();
});

test('formats clock times and share parameters that parse back', () => {
  expect(formatClock(0)).toBe('0:00');
  expect(formatClock(62.9)).toBe('1:02');
  expect(formatClock(3723)).toBe('1:02:03');
  expect(formatMomentParam(62.4)).toBe('1m2s');
  expect(formatMomentParam(5)).toBe('5s');
  expect(parseMomentTime(formatMomentParam(62.4))).toBe(62);
});

test('finds times written in comments, within the clip only', () => {
  expect(splitTimes('look at 0:12 and 1:05!', 60)).toEqual([
    { kind: 'text', text: 'look at ' },
    { kind: 'time', text: '0:12', seconds: 12 },
    { kind: 'text', text: ' and 1:05!' },
  ]);
  expect(splitTimes('at 1:02:03', Number.POSITIVE_INFINITY)).toEqual([
    { kind: 'text', text: 'at ' },
    { kind: 'time', text: '1:02:03', seconds: 3723 },
  ]);
  expect(splitTimes('score 10:99 or 12:345')).toEqual([{ kind: 'text', text: 'score 10:99 or 12:345' }]);
});
