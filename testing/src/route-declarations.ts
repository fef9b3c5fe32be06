import type { RemoteRouteList, RouteDeclaration } from '@clipyard/shared';

/**
 * What is wrong between a remote's exposed `./routes` (its screens) and the `src/routes.json` it ships for the HTML
 * host and the shell (ADR 0158): every screen declared with the same layout, every declaration a screen or a `/*`
 * prefix claim, a title in both languages, no path twice. An empty list: they agree.
 */
export function routeDeclarationProblems(routes: RemoteRouteList, declarations: RouteDeclaration[]): string[] {
  const problems: string[] = [];
  const declared = new Map<string, RouteDeclaration>();
  for (const declaration of declarations) {
    if (declared.has(declaration.path)) problems.push(`${declaration.path}: declared twice`);
    declared.set(declaration.path, declaration);
    const isClaim = declaration.path.endsWith('/*');
    if (!isClaim && !routes.some((route) => route.path === declaration.path)) problems.push(`${declaration.path}: declared without a screen`);
    if (!isClaim && !(declaration.title?.['en-US'] && declaration.title?.ja)) problems.push(`${declaration.path}: no title in en-US and ja`);
  }
  for (const route of routes) {
    const declaration = declared.get(route.path);
    if (!declaration) problems.push(`${route.path}: a screen routes.json does not declare`);
    else if ((declaration.layout ?? 'layout') !== (route.layout ?? 'layout')) problems.push(`${route.path}: layout differs`);
  }
  return problems;
}
