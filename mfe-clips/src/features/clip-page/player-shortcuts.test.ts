import { isTypingTarget, nextRate, shortcutFor } from './player-shortcuts';

function element(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.firstElementChild as HTMLElement;
}

test('the YouTube-like keys map to player actions', () => {
  const body = document.body;
  expect(shortcutFor({ key: ' ', target: body })).toEqual({ type: 'togglePlay' });
  expect(shortcutFor({ key: 'k', target: body })).toEqual({ type: 'togglePlay' });
  expect(shortcutFor({ key: 'K', target: body })).toEqual({ type: 'togglePlay' });
  expect(shortcutFor({ key: 'j', target: body })).toEqual({ type: 'seekBy', seconds: -10 });
  expect(shortcutFor({ key: 'ArrowRight', target: body })).toEqual({ type: 'seekBy', seconds: 5 });
  expect(shortcutFor({ key: ',', target: body })).toEqual({ type: 'frame', direction: -1 });
  expect(shortcutFor({ key: '>', target: body })).toEqual({ type: 'speedBy', direction: 1 });
  expect(shortcutFor({ key: '7', target: body })).toEqual({ type: 'jumpToTenth', tenth: 7 });
  expect(shortcutFor({ key: '?', target: body })).toEqual({ type: 'help' });
  expect(shortcutFor({ key: 'x', target: body })).toBeNull();
  // Browser chords stay the browser's.
  expect(shortcutFor({ key: 'f', ctrlKey: true, target: body })).toBeNull();
  expect(shortcutFor({ key: 'l', metaKey: true, target: body })).toBeNull();
});

test('shortcuts never fire while typing in a field', () => {
  for (const html of ['<input type="text">', '<input type="search">', '<input>', '<textarea></textarea>', '<div contenteditable="true"></div>', '<div role="textbox"></div>', '<select></select>']) {
    const target = element(html);
    expect(isTypingTarget(target)).toBe(true);
    for (const key of ['k', ' ', 'm', 'f', '1', '?', 'ArrowLeft']) expect(shortcutFor({ key, target })).toBeNull();
  }
  expect(isTypingTarget(element('<input type="checkbox">'))).toBe(false);
});

test('space presses a focused button instead of playing; letters still work there', () => {
  const button = element('<button>Like</button>');
  expect(shortcutFor({ key: ' ', target: button })).toBeNull();
  expect(shortcutFor({ key: 'k', target: button })).toEqual({ type: 'togglePlay' });
  // Inside a dialog (the cheat sheet) keys belong to the dialog.
  const inDialog = element('<div role="dialog"><button>Close</button></div>').querySelector('button');
  expect(shortcutFor({ key: 'k', target: inDialog })).toBeNull();
});

test('speed steps through 0.25 … 2 and stops at the ends', () => {
  expect(nextRate(1, 1)).toBe(1.25);
  expect(nextRate(1, -1)).toBe(0.75);
  expect(nextRate(2, 1)).toBe(2);
  expect(nextRate(0.25, -1)).toBe(0.25);
});
