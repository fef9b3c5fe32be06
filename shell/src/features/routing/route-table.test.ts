import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import type { RouteDeclaration } from '@clipyard/shared';
import { OAUTH_TWITCH_PATH, shellPagePaths } from './route-table';

/*
 * The composed site: the shell's own routes and what the four remotes declare in the routes.json they ship (ADR 0158),
 * read from their sources here as the HTML host reads them from their builds, in remotes.json's order.
 */
const remoteRoutes = ['mfe_clips', 'mfe_channels', 'mfe_account', 'mfe_streamer'].flatMap((remote) =>
  (JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', '..', remote.replace('_', '-'), 'src', 'routes.json'), 'utf8')) as RouteDeclaration[]).map((route) => ({ ...route, remote })),
);

// SPEC section 2, every route, with its owner (ARCHITECTURE.md section 2).
const spec: [string, string][] = [
  ['/', 'mfe_clips'],
  ['/pixelpioneer/clip/abc123', 'mfe_clips'],
  ['/pixelpioneer', 'mfe_channels'],
  ['/pixelpioneer/collections/Col-9_xYz1', 'mfe_channels'],
  ['/collections', 'mfe_channels'],
  ['/streamer/collections', 'mfe_streamer'],
  ['/license', 'shell'],
  ['/settings', 'shell'],
  ['/tipping', 'mfe_channels'],
  ['/category/minecraft', 'mfe_clips'],
  ['/connections', 'mfe_account'],
  ['/upload', 'mfe_streamer'],
  ['/streamer/requests', 'mfe_streamer'],
  ['/streamer/pageEditor', 'mfe_streamer'],
  ['/search', 'mfe_channels'],
  ['/account/email', 'mfe_account'],
  ['/info', 'shell'],
  ['/installation', 'shell'],
  ['/about/userData', 'mfe_account'],
  ['/streamer/disconnectChannel', 'mfe_streamer'],
  ['/account/userProfile', 'mfe_account'],
  ['/account/deleteAccount', 'mfe_account'],
  ['/account/login', 'mfe_account'],
  ['/account/register', 'mfe_account'],
  ['/account/register/welcome', 'mfe_account'],
  ['/account/reset', 'mfe_account'],
  ['/account/action', 'mfe_account'],
  ['/menu', 'shell'],
  ['/recommendations', 'mfe_channels'],
  ['/overview', 'mfe_streamer'],
  ['/streamer/clips', 'mfe_streamer'],
  ['/admin/reports', 'mfe_streamer'],
  ['/admin/somethingLater', 'mfe_streamer'],
  ['/about/privacy-policy', 'shell'],
  ['/about/terms-of-service', 'shell'],
  ['/about/safety-standards', 'shell'],
  ['/oauth/twitch', 'oauth'],
];

const routes = [
  ...Object.values(shellPagePaths).map((path) => ({ path, owner: 'shell' })),
  { path: OAUTH_TWITCH_PATH, owner: 'oauth' },
  ...remoteRoutes.map((r) => ({ path: r.path, owner: r.remote as string })),
  { path: '*', owner: 'not-found' },
];

test.each(spec)('%s is routed to %s, ranked like the router ranks it', (pathname, owner) => {
  expect(matchRoutes(routes, pathname)?.[0]?.route.owner).toBe(owner);
});

test('any other path is the not-found page', () => {
  for (const pathname of ['/a/b', '/pixelpioneer/clips', '/pixelpioneer/collections', '/pixelpioneer/collections/a/b', '/about/nothing', '/x/clip/y/z']) {
    expect(matchRoutes(routes, pathname)?.[0]?.route.owner).toBe('not-found');
  }
});

test('the embed player is the clips remote, outside the layout, and no channel page', () => {
  expect(matchRoutes(routes, '/embed/pixelpioneer/abc123')?.[0]?.route.owner).toBe('mfe_clips');
  expect(remoteRoutes.find((r) => r.path === '/embed/:channelLogin/:internalClipId')?.layout).toBe('none');
});
