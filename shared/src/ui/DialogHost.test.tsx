/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DialogHost } from './DialogHost';
import { confirmDialog, promptDialog, showDialog } from './dialogs';
import { setupI18n } from './i18n-setup';

beforeAll(async () => {
  await setupI18n({ language: 'en-US' });
});

function renderHost() {
  return render(<DialogHost />);
}

test('confirm: the ok button has the default focus; ok resolves true, cancel false', async () => {
  renderHost();
  let answer: Promise<boolean>;
  act(() => {
    answer = confirmDialog({ title: 'Delete Clip', message: 'Sure?', okLabel: 'Delete' });
  });
  const ok = await screen.findByRole('button', { name: 'Delete' });
  expect(document.activeElement).toBe(ok);
  fireEvent.click(ok);
  await expect(answer!).resolves.toBe(true);

  act(() => {
    answer = confirmDialog({ title: 'Again', message: 'Sure?' });
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  await expect(answer!).resolves.toBe(false);
});

test('showDialog has only the ok button', async () => {
  renderHost();
  let answer: Promise<boolean>;
  act(() => {
    answer = showDialog({ title: 'Failed to rename clip', message: 'Please try again.' });
  });
  await screen.findByText('Failed to rename clip');
  expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  await expect(answer!).resolves.toBe(true);
});

test('prompt: Enter in a text field confirms with the value; validation blocks it; cancel gives null', async () => {
  renderHost();
  let answer: Promise<string | null>;
  act(() => {
    answer = promptDialog({ title: 'Edit Title', message: 'New title', initialValue: 'ab', validate: (v) => (v.trim().length < 3 ? 'Clip name cannot be less than 3 characters' : null) });
  });
  const input = (await screen.findByTestId('dialog-input')) as HTMLInputElement;
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(await screen.findByText('Clip name cannot be less than 3 characters')).toBeTruthy();
  fireEvent.change(input, { target: { value: 'A good title' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  await expect(answer!).resolves.toBe('A good title');

  act(() => {
    answer = promptDialog({ title: 'Edit Title', message: 'New title' });
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  await expect(answer!).resolves.toBeNull();
});

test('prompt: Enter in a textarea makes a new line instead of confirming', async () => {
  renderHost();
  let settled = false;
  let answer: Promise<string | null>;
  act(() => {
    answer = promptDialog({ title: 'Report', message: 'Why?', multiline: true });
    void answer.then(() => (settled = true));
  });
  const textarea = await screen.findByTestId('dialog-input');
  expect(textarea.tagName).toBe('TEXTAREA');
  fireEvent.change(textarea, { target: { value: 'line one' } });
  fireEvent.keyDown(textarea, { key: 'Enter' });
  await act(async () => undefined);
  expect(settled).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  await expect(answer!).resolves.toBe('line one');
});
