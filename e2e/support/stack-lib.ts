import path from 'node:path';

/** Typed access to the stack helpers in scripts/lib (plain ESM shared with npm start and the bench). */
export const ROOT = path.resolve(__dirname, '..', '..');

export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
  setDelay(ms: number, match?: RegExp | null): void;
  setDown(down: boolean): void;
  setRoot(dir: string): void;
}

export interface WebServers {
  ports: Record<string, number>;
  state: { remotes: Record<string, string>; config: Record<string, unknown> };
  servers: Record<string, StaticServer>;
  shellUrl: string;
  close(): Promise<void>;
}

export interface ApiServer {
  url: string;
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

export interface TwitchStandInProcess {
  url: string;
  pid: number;
  /** TWITCH_CLIENT_ID, TWITCH_CLIENT_SECRET and the auth/API base URLs that point the API at the stand-in. */
  serverEnv: Record<string, string>;
  stop(): Promise<void>;
}

export interface App {
  dir: string;
  name: string;
  offset: number;
}

export interface StackLib {
  ROOT: string;
  APPS: App[];
  REMOTES: App[];
  buildAll(o?: { force?: boolean; log?: (m: string) => void }): Promise<void>;
  buildApp(app: App, o?: { outDir?: string; env?: Record<string, string>; force?: boolean; log?: (m: string) => void }): Promise<string>;
  isBuildStale(appDir: string, outDir?: string): boolean;
  run(command: string, args: string[], o?: { cwd?: string; env?: Record<string, string>; quiet?: boolean }): Promise<string>;
  startWebServers(o: { basePort: number; apiBaseUrl: string; authEmulatorUrl?: string; remoteLoadTimeoutMs?: number; hostApiTimeoutMs?: number; log?: (m: string) => void }): Promise<WebServers>;
  startApiServer(o: { port: number; env?: Record<string, string>; quiet?: boolean; log?: (m: string) => void; timeoutMs?: number; readyPath?: string }): Promise<ApiServer>;
  startTwitchStandIn(o: { port: number; quiet?: boolean; log?: (m: string) => void }): Promise<TwitchStandInProcess>;
  startStaticServer(o: { root: string; port: number; spa?: boolean; delayMs?: number; delayMatch?: RegExp }): Promise<StaticServer>;
}

export interface EmulatorLib {
  startAuthEmulator(o?: { host?: string; log?: (m: string) => void }): Promise<{ host: string; started: boolean; stop(): Promise<void> }>;
}

// Dynamic import: these are ESM files and Playwright compiles the tests to CommonJS.
const importEsm = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

export async function stackLib(): Promise<StackLib> {
  const stack = (await importEsm(path.join(ROOT, 'scripts', 'lib', 'stack.mjs'))) as Omit<StackLib, 'startStaticServer'>;
  const statics = (await importEsm(path.join(ROOT, 'scripts', 'lib', 'static-server.mjs'))) as Pick<StackLib, 'startStaticServer'>;
  return { ...stack, startStaticServer: statics.startStaticServer };
}

export async function emulatorLib(): Promise<EmulatorLib> {
  return (await importEsm(path.join(ROOT, 'scripts', 'auth-emulator.mjs'))) as EmulatorLib;
}

export interface RunMarkerLib {
  reapMarked(name: string, value: string, o?: { graceMs?: number }): Promise<Array<{ pid: number; command: string }>>;
}

export async function runMarkerLib(): Promise<RunMarkerLib> {
  return (await importEsm(path.join(ROOT, 'scripts', 'lib', 'run-marker.mjs'))) as RunMarkerLib;
}

/** Where e2e builds extra versions of remotes (redeploy, broken remote). */
export const E2E_BUILDS = path.join(ROOT, 'e2e', '.builds');
