import type { RemoteRoute } from '@clipyard/shared';
import { matchRoutes } from 'react-router';

/**
 * The route of a remote's list that owns `pathname`, ranked the way react-router ranks its own
 * routes (static segments before parameters, longer before shorter), never by list order: a remote
 * listing `/:channelLogin` before `/search` must not make its channel page swallow the search page.
 */
export function matchRemoteRoute<R extends Pick<RemoteRoute, 'path'>>(routes: readonly R[], pathname: string): R | undefined {
  const matched = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  );
  return matched?.[matched.length - 1]?.route.route;
}
