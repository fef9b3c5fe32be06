import { fireEvent, render, screen } from '@testing-library/react';
import { RelativeTime } from './RelativeTime';

test('the relative time carries its instant; the exact date is written as a title when the pointer comes', () => {
  render(<RelativeTime iso="2026-11-21T09:30:00Z" now={new Date('2026-11-23T09:30:00Z')} />);
  const time = screen.getByText('2 days ago');
  expect(time.tagName).toBe('TIME');
  expect(time.getAttribute('datetime')).toBe('2026-11-21T09:30:00.000Z');
  expect(time.getAttribute('title')).toBeNull();
  fireEvent.pointerEnter(time);
  expect(time.getAttribute('title')).toMatch(/November 21, 2026/);
});
