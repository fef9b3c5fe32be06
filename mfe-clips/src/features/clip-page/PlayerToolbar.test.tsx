import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '@clipyard/testing';
import { PlayerToolbar } from './PlayerToolbar';

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

/** The device the browser reports: a phone (only a finger) or a computer (a mouse or trackpad). */
function device(kind: 'phone' | 'computer') {
  window.matchMedia = ((query: string) => ({
    matches: kind === 'phone' && query === '(hover: none) and (pointer: coarse)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function renderToolbar(onHelp = jest.fn()) {
  renderScreen(<PlayerToolbar rate={1} onRate={() => undefined} loop onLoop={() => undefined} theater={false} onTheater={() => undefined} onHelp={onHelp} />, { path: '*', url: '/' });
  return onHelp;
}

test('on a computer the toolbar offers the keyboard shortcuts', () => {
  device('computer');
  const onHelp = renderToolbar();
  fireEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
  expect(onHelp).toHaveBeenCalledTimes(1);
});

test('on a phone (only a finger to point with) there is no keyboard shortcuts button; speed and loop stay', () => {
  device('phone');
  renderToolbar();
  expect(screen.queryByRole('button', { name: 'Keyboard shortcuts' })).toBeNull();
  expect(screen.getByRole('combobox', { name: 'Speed' })).toBeTruthy();
  expect(screen.getByLabelText('Loop')).toBeTruthy();
});
