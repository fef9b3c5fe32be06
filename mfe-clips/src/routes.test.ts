import { routeDeclarationProblems } from '@clipyard/testing';
import type { RouteDeclaration } from '@clipyard/shared';
import declarations from './routes.json';
import { routes } from './routes';

// What this remote ships as routes.json (ADR 0158) is what its exposed ./routes mounts: the shell and the HTML host
// route by the first, the remote renders by the second.
test('routes.json declares exactly the screens of ./routes, with their layouts and titles', () => {
  expect(routeDeclarationProblems(routes, declarations as RouteDeclaration[])).toEqual([]);
});
