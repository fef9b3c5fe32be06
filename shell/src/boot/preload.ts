import { matchPath } from 'react-router';
import { remoteRoutes } from '../routing/route-table';
import { loadRemoteModule } from '../federation/remotes';
import { remoteTimeoutMs } from '../federation/use-remote-module';

/** Starts fetching the remote that owns the current address while React renders the layout. */
export function preloadCurrentRemote(): void {
  const owner = remoteRoutes.find((route) => matchPath({ path: route.path, end: true }, window.location.pathname));
  if (owner) loadRemoteModule(owner.remote, 'routes', remoteTimeoutMs()).catch(() => undefined);
}
