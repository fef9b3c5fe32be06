import {
  DEFAULT_NOTIFICATION_TIMEOUT,
  dismissNotification,
  notificationPositions,
  notificationStore,
  notify,
  validateNotification,
} from './notifications';

const items = () => notificationStore.getState().items;

beforeEach(() => {
  jest.useFakeTimers();
  for (const item of items()) dismissNotification(item.id);
});
afterEach(() => jest.useRealTimers());

test('defaults: 5000 ms timeout, bottom position; it dismisses itself when the timeout passes', () => {
  const id = notify({ type: 'positive', message: 'Clip renamed successfully' });
  expect(items()).toEqual([expect.objectContaining({ id, timeout: DEFAULT_NOTIFICATION_TIMEOUT, position: 'bottom' })]);
  expect(DEFAULT_NOTIFICATION_TIMEOUT).toBe(5000);
  jest.advanceTimersByTime(4999);
  expect(items()).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(items()).toHaveLength(0);
});

test('timeout 0 stays until dismissed; ongoing never times out whatever it is given', () => {
  const stays = notify({ type: 'info', message: 'stays', timeout: 0 });
  const ongoing = notify({ type: 'ongoing', message: 'Uploading…', timeout: 1000 });
  jest.advanceTimersByTime(60_000);
  expect(items().map((n) => n.id)).toEqual([stays, ongoing]);
  expect(items()[1].timeout).toBe(0);
  dismissNotification(stays);
  dismissNotification(ongoing);
  expect(items()).toHaveLength(0);
});

test('the nine positions are accepted, anything else and a negative timeout are refused', () => {
  expect(notificationPositions).toEqual(['top-left', 'top', 'top-right', 'left', 'center', 'right', 'bottom-left', 'bottom', 'bottom-right']);
  for (const position of notificationPositions) expect(validateNotification({ type: 'info', message: 'x', position })).toBeNull();
  expect(validateNotification({ type: 'info', message: 'x', position: 'middle' as never })).toMatch(/position/);
  expect(validateNotification({ type: 'info', message: 'x', timeout: -1 })).toMatch(/non-negative/);
  expect(validateNotification({ type: 'info', message: 'x', timeout: Number.NaN })).toMatch(/non-negative/);
  expect(() => notify({ type: 'warning', message: 'x', position: 'nowhere' as never })).toThrow(TypeError);
  expect(() => notify({ type: 'shout' as never, message: 'x' })).toThrow(TypeError);
  expect(items()).toHaveLength(0);
});
