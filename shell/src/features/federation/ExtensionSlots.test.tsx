import '@clipyard/testing';
import { ExtensionSlot, ExtensionSlotProvider } from '@clipyard/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { renderExtensionSlot } from './ExtensionSlots';
import { slotModules } from './remote-modules';

let load: jest.Mock<Promise<unknown>, [string, string]>;
jest.mock('./remotes', () => ({
  loadRemoteModule: (remote: string, expose: string) => load(remote, expose),
  resetRemote: () => undefined,
  RemoteLoadError: class RemoteLoadError extends Error {},
}));

function Page() {
  return (
    <main>
      <p>the frontpage grid</p>
      <div data-testid="rail-box">
        <ExtensionSlot name="frontpageRail" />
      </div>
    </main>
  );
}

const renderPage = () =>
  render(
    <ExtensionSlotProvider value={renderExtensionSlot}>
      <Page />
    </ExtensionSlotProvider>,
  );

beforeEach(() => {
  load = jest.fn();
});

test('the frontpage rail is mfe_channels/RecommendationRail, fetched only after the first view', async () => {
  expect(slotModules.frontpageRail).toEqual({ remote: 'mfe_channels', expose: 'RecommendationRail' });
  load.mockResolvedValue({ RecommendationRail: () => <section aria-label="rail">recommended</section> });
  renderPage();
  // First render: the page is there, the slot keeps an empty placeholder and nothing is fetched yet.
  expect(screen.getByText('the frontpage grid')).toBeTruthy();
  expect(load).not.toHaveBeenCalled();
  expect(screen.getByTestId('rail-box').querySelector('[data-slot-pending="frontpageRail"]')).not.toBeNull();
  expect(await screen.findByRole('region', { name: 'rail' })).toBeTruthy();
  expect(load).toHaveBeenCalledWith('mfe_channels', 'RecommendationRail');
});

test('mfe-channels down: the slot renders nothing and the page stays', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockRejectedValue(new Error('down'));
  renderPage();
  await waitFor(() => expect(load).toHaveBeenCalled());
  await waitFor(() => expect(screen.getByTestId('rail-box').innerHTML).toBe(''));
  expect(screen.getByText('the frontpage grid')).toBeTruthy();
});

test('a rail that throws while rendering is dropped quietly, without the area fallback', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockResolvedValue({
    default: () => {
      throw new Error('broken rail');
    },
  });
  renderPage();
  await waitFor(() => expect(load).toHaveBeenCalled());
  await waitFor(() => expect(screen.getByTestId('rail-box').innerHTML).toBe(''));
  expect(screen.queryByTestId('area-fallback')).toBeNull();
  expect(screen.getByText('the frontpage grid')).toBeTruthy();
});

test('without the shell (a remote alone, a unit test) a slot is empty', () => {
  render(<Page />);
  expect(screen.getByTestId('rail-box').innerHTML).toBe('');
});
