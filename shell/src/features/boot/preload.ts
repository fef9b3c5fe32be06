import { matchRoutes } from 'react-router';
import { shellPagePaths, OAUTH_TWITCH_PATH } from '../routing';
import { loadRemoteModule, remoteRoutes, remoteTimeoutMs } from '../federation';

/** Starts fetching the remote that owns the current address while React renders the layout. */
export function preloadCurrentRemote(): void {
  // Ranked like the router ranks them: '/license' is the shell's page, not a channel called license.
  const candidates = [
    ...Object.values(shellPagePaths).map((path) => ({ path, remote: null as string | null })),
    { path: OAUTH_TWITCH_PATH, remote: 'mfe_account' as string | null },
    ...remoteRoutes(),
  ];
  const remote = matchRoutes(candidates, window.location.pathname)?.[0]?.route.remote;
  if (remote) loadRemoteModule(remote, remote === 'mfe_account' && window.location.pathname === OAUTH_TWITCH_PATH ? 'OAuthTwitch' : 'routes', remoteTimeoutMs()).catch(() => undefined);
}
