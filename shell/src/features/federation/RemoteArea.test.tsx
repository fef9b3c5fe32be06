import type { RemoteRouteList } from '@clipyard/shared';
import '@clipyard/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SILENT_REMOTE_LIMIT_MS } from '../first-view';
import { matchRemoteRoute } from './match-remote-route';
import { PlatformMismatchError } from './platform';
import { RemoteArea } from './RemoteArea';
import { RemoteLoadError } from './remotes';

// The remote's exposed './routes' module, swapped per test (the federation runtime is not under test).
let remoteRoutes: RemoteRouteList = [];
/** When set, the load fails with this error instead. */
let loadFailure: Error | null = null;
jest.mock('./remotes', () => ({
  loadRemoteModule: async () => {
    if (loadFailure) throw loadFailure;
    return { routes: remoteRoutes };
  },
  resetRemote: () => undefined,
  RemoteLoadError: class RemoteLoadError extends Error {
    constructor(
      readonly remote: string,
      readonly reason: string,
      cause?: unknown,
    ) {
      super(`${remote}: ${reason}`, { cause });
    }
  },
}));

const screenFor = (name: string) => () => <p>{`screen:${name}`}</p>;
const channelRoutes: RemoteRouteList = [
  { path: '/:channelLogin', Component: screenFor('channel') },
  { path: '/search', Component: screenFor('search') },
  { path: '/recommendations', Component: screenFor('recommendations') },
  { path: '/tipping', Component: screenFor('tipping') },
];

/** Every order of a list (4 routes: 24 orders). */
function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

const cases: [string, string][] = [
  ['/search', 'search'],
  ['/recommendations', 'recommendations'],
  ['/tipping', 'tipping'],
  ['/pixelpioneer', 'channel'],
];

describe('the shell mounts the screen of the most specific route, whatever order the remote lists them in', () => {
  test.each(cases)('%s reaches the %s screen in all 24 orders', (pathname, name) => {
    for (const order of permutations(channelRoutes)) {
      expect(matchRemoteRoute(order, pathname)?.Component).toBe(channelRoutes.find((r) => r.path === (name === 'channel' ? '/:channelLogin' : pathname))?.Component);
    }
  });

  test.each(cases)('%s renders the %s screen with the parameter route listed first', async (pathname, name) => {
    remoteRoutes = channelRoutes;
    render(
      <MemoryRouter initialEntries={[pathname]}>
        <RemoteArea remote="mfe_channels" />
      </MemoryRouter>,
    );
    expect(await screen.findByText(`screen:${name}`)).toBeTruthy();
  });

  test('the reversed list gives the same screens', async () => {
    remoteRoutes = [...channelRoutes].reverse();
    render(
      <MemoryRouter initialEntries={['/search']}>
        <RemoteArea remote="mfe_channels" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('screen:search')).toBeTruthy();
  });

  test('a path no route of the remote matches is the not-found page, not a guess', async () => {
    remoteRoutes = channelRoutes;
    render(
      <MemoryRouter initialEntries={['/search/more']}>
        <RemoteArea remote="mfe_channels" />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.queryByText(/^screen:/)).toBeNull();
  });
});

test('a remote made for a platform this shell does not run shows the incompatible fallback in its area and logs both versions', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadFailure = new RemoteLoadError('mfe_streamer', 'platform', new PlatformMismatchError('mfe_streamer', '^2.0.0', '2.0.0', '1.2.0'));
  try {
    render(
      <MemoryRouter initialEntries={['/overview']}>
        <RemoteArea remote="mfe_streamer" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('This section needs a newer version of Clipyard')).toBeTruthy();
    expect(screen.getByRole('alert').getAttribute('data-area')).toBe('mfe_streamer');
    expect(logged).toHaveBeenCalledWith('[remote] mfe_streamer needs platform @clipyard/shared@^2.0.0 (built with 2.0.0); this shell runs 1.2.0');
  } finally {
    loadFailure = null;
    logged.mockRestore();
  }
});

describe("the HTML's first view (ADR 0097)", () => {
  const paintFirstView = () => {
    const view = document.createElement('div');
    view.id = 'cy-first-view';
    document.body.append(view);
  };
  const firstView = () => document.getElementById('cy-first-view');
  afterEach(() => {
    jest.useRealTimers();
    firstView()?.remove();
    loadFailure = null;
  });

  test('a remote that cannot load ends it: its fallback must be seen', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    paintFirstView();
    loadFailure = new RemoteLoadError('mfe_clips', 'unavailable');
    render(
      <MemoryRouter initialEntries={['/']}>
        <RemoteArea remote="mfe_clips" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(firstView()).toBeNull());
  });

  test('a remote that throws while rendering ends it: the boundary must be seen above, not under, the first view', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.useFakeTimers();
    paintFirstView();
    const Throws = () => {
      throw new Error('render failed');
    };
    remoteRoutes = [{ path: '/', Component: Throws }];
    render(
      <MemoryRouter initialEntries={['/']}>
        <RemoteArea remote="mfe_clips" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('This part of the page stopped working')).toBeTruthy();
    // On the test's clock, which moves only when the test moves it, far short of SILENT_REMOTE_LIMIT_MS: the boundary
    // ended it, not the shell's limit (a real-time 1 s wait could be outlasted on a loaded machine).
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(firstView()).toBeNull();
  });

  test('a remote that never says its view is ready: the shell ends it after SILENT_REMOTE_LIMIT_MS', async () => {
    jest.useFakeTimers();
    paintFirstView();
    remoteRoutes = [{ path: '/', Component: screenFor('front') }];
    render(
      <MemoryRouter initialEntries={['/']}>
        <RemoteArea remote="mfe_clips" />
      </MemoryRouter>,
    );
    // The remote's module arrives on promises, not timers: the clock has not moved when its screen is in.
    await act(async () => undefined);
    expect(screen.getByText('screen:front')).toBeTruthy();
    await act(() => jest.advanceTimersByTimeAsync(SILENT_REMOTE_LIMIT_MS - 1));
    expect(firstView()).not.toBeNull();
    // The limit passes: the first view goes with the next frame (nothing on screen to wait for).
    act(() => jest.advanceTimersByTime(1));
    act(() => jest.advanceTimersToNextFrame());
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(firstView()).toBeNull();
  });
});
