import '@clipyard/testing';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { setupShellI18n } from '../../i18n/setup';
import { MaintenanceDialog } from './MaintenanceDialog';
import { maintenanceStore } from './maintenance-store';

afterEach(() => {
  act(() => maintenanceStore.setState({ down: false, nextAttemptAt: null }));
});

test.each([
  ['en-US', 'Clipyard is currently down for maintenance', 'Try now'],
  ['ja', 'Clipyard は現在メンテナンス中です', '今すぐ再試行'],
] as const)('while the API is down a dialog says so (%s), and "Try now" asks again', async (language, title, retry) => {
  await setupShellI18n(language);
  await i18next.changeLanguage(language);
  const retryNow = jest.fn();
  maintenanceStore.setState({ down: true, nextAttemptAt: Date.now() + 3000, retryNow });
  render(<MaintenanceDialog />);
  const dialog = screen.getByRole('dialog', { name: title });
  expect(dialog).toBeTruthy();
  screen.getByRole('button', { name: retry }).click();
  expect(retryNow).toHaveBeenCalledTimes(1);
});

test('it closes by itself when the API is back, and shows nothing while it is up', async () => {
  await setupShellI18n('en-US');
  await i18next.changeLanguage('en-US');
  maintenanceStore.setState({ down: true, nextAttemptAt: null });
  render(<MaintenanceDialog />);
  expect(screen.getByTestId('maintenance-dialog')).toBeTruthy();
  expect((screen.getByTestId('maintenance-retry') as HTMLButtonElement).disabled).toBe(true);
  act(() => maintenanceStore.setState({ down: false }));
  expect(screen.queryByTestId('maintenance-dialog')).toBeNull();
});
