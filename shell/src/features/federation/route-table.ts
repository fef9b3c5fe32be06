import type { RouteDeclaration } from '@clipyard/shared';

/** One entry of the table the HTML host serves at /routes.json (shell/host/route-registry.mjs): a route and its remote. */
export interface RouteTableEntry extends RouteDeclaration {
  remote: string;
}

const ROUTE_TABLE_PATH = '/routes.json';

/**
 * Which remote renders which path, as the remotes declare it (ADR 0158): every remote ships its routes beside its
 * manifest and the HTML host merges them at /routes.json. The shell lists no remote's route: a remote adds or changes
 * one without a shell release.
 */
let table: RouteTableEntry[] = [];

const isEntry = (value: unknown): value is RouteTableEntry =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as RouteTableEntry).path === 'string' &&
  (value as RouteTableEntry).path.startsWith('/') &&
  typeof (value as RouteTableEntry).remote === 'string';

/** Fetches the route table (at boot, beside remotes.json); an entry that is not a route is left out. */
export async function loadRouteTable(url = ROUTE_TABLE_PATH): Promise<RouteTableEntry[]> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const value: unknown = await response.json();
  if (!Array.isArray(value)) throw new Error(`${url}: not a route table`);
  table = value.filter(isEntry).map(({ path, remote, layout }) => ({ path, remote, ...(layout === 'none' ? { layout } : {}) }));
  return table;
}

/** The routes the remotes declared, as loaded at boot (none before, or when /routes.json could not be read). */
export function remoteRoutes(): RouteTableEntry[] {
  return table;
}
