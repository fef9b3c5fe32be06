/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PanelTabs } from './PanelTabs';

function Harness() {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
  return (
    <PanelTabs
      label="Panels"
      value={value}
      onChange={setValue}
      tabs={[
        { value: 'a', label: 'Alpha', id: 't-a', controls: 'p-a' },
        { value: 'b', label: 'Beta', id: 't-b', controls: 'p-b' },
        { value: 'c', label: 'Gamma', id: 't-c', controls: 'p-c' },
      ]}
    />
  );
}

test('a labelled tab list: one tab stop, the selected tab says so and names its panel', () => {
  render(<Harness />);
  expect(screen.getByRole('tablist', { name: 'Panels' })).toBeTruthy();
  const alpha = screen.getByRole('tab', { name: 'Alpha' });
  expect(alpha.getAttribute('aria-selected')).toBe('true');
  expect(alpha.getAttribute('aria-controls')).toBe('p-a');
  expect(alpha.tabIndex).toBe(0);
  expect(screen.getByRole('tab', { name: 'Beta' }).getAttribute('aria-selected')).toBe('false');
  expect(screen.getByRole('tab', { name: 'Beta' }).tabIndex).toBe(-1);
});

test('clicking selects; arrow keys, Home and End move the selection and the focus, wrapping round', () => {
  render(<Harness />);
  fireEvent.click(screen.getByRole('tab', { name: 'Beta' }));
  expect(screen.getByRole('tab', { name: 'Beta' }).getAttribute('aria-selected')).toBe('true');
  fireEvent.keyDown(screen.getByRole('tab', { name: 'Beta' }), { key: 'ArrowRight' });
  expect(screen.getByRole('tab', { name: 'Gamma' }).getAttribute('aria-selected')).toBe('true');
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Gamma' }));
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Alpha' }));
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
  expect(screen.getByRole('tab', { name: 'Gamma' }).getAttribute('aria-selected')).toBe('true');
  fireEvent.keyDown(document.activeElement!, { key: 'Home' });
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Alpha' }));
  fireEvent.keyDown(document.activeElement!, { key: 'End' });
  expect(screen.getByRole('tab', { name: 'Gamma' }).tabIndex).toBe(0);
  fireEvent.keyDown(document.activeElement!, { key: 'a' });
  expect(screen.getByRole('tab', { name: 'Gamma' }).getAttribute('aria-selected')).toBe('true');
});
