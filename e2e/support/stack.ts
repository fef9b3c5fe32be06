import { test as base, expect, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { watchConsoleErrors, type ConsoleErrors } from './console-guard';
import { ROOT, emulatorLib, runMarkerLib, stackLib, type ApiServer, type StaticServer, type TwitchStandInProcess, type WebServers } from './stack-lib';

/**
 * One whole Clipyard per Playwright worker: the static servers of the shell and the four remotes
 * (production builds), the API on in-memory PGlite and the shared Firebase Auth emulator.
 * Ports: E2E_PORT_BASE (default 4300) + 20 × worker; shell +0, remotes +1..+4, API +10.
 */
export interface Stack {
  web: WebServers;
  api: ApiServer | null;
  apiUrl: string;
  shellUrl: string;
  basePort: number;
  /** The local Twitch stand-in the API uses (base + 11), or null without the API. */
  twitch: TwitchStandInProcess | null;
  /** A free port of this worker's block for extra servers: n = 1 … 5 gives +5 … +9 (platform tests use 4 and 5). */
  extraPort(n: number): number;
  /** Starts a static server for a folder on an extra port (stopped at the end of the test). */
  serveFolder(dir: string, n: number): Promise<StaticServer>;
  /** Stops every server serveFolder started. */
  closeExtras(): Promise<void>;
}

/** Per test: change remotes.json / the remote servers freely; everything is put back afterwards. */
export interface Site {
  stack: Stack;
  /** Points one remote's entry in remotes.json at another manifest URL. */
  setRemote(name: string, manifestUrl: string): void;
  /** The static server of one remote (setDown, setDelay). */
  remoteServer(name: string): StaticServer;
  /** Navigates and waits for the shell's header (first paint). */
  open(page: Page, pathname: string): Promise<void>;
}

export const REMOTE_LOAD_TIMEOUT_MS = 5000;

/**
 * Every process a worker's stack starts carries `CLIPYARD_E2E_BLOCK=<runner pid>-<base port>` (the environment is
 * inherited). A worker whose stack fixture timed out is ended by Playwright without its teardown, and the API and the
 * Twitch stand-in, detached in process groups of their own, lived on holding the block's ports: every later worker of
 * the run then failed its stack at once, one test after another (CI of stop 34: tests failing in 3 ms, 90 minutes
 * spent). The next stack on the block first ends what an earlier worker of this run left there.
 */
const BLOCK_MARKER = 'CLIPYARD_E2E_BLOCK';

export async function claimBlock(basePort: number, log: (message: string) => void, runnerPid = process.ppid): Promise<() => void> {
  const value = `${runnerPid}-${basePort}`;
  const left = await (await runMarkerLib()).reapMarked(BLOCK_MARKER, value);
  if (left.length > 0) log(`ended ${left.length} process(es) an earlier worker left on this block: ${left.map((p) => `${p.pid} ${p.command}`).join('; ')}`);
  // Marks what is started from here on (not an Auth emulator this worker may start first: later workers reuse it).
  return () => {
    process.env[BLOCK_MARKER] = value;
  };
}

/**
 * How long the HTML host waits on the API for a page's first data (production: 300 ms, then the generic page; that
 * fallback is html-host.test.ts's to prove). Here the API shares two cores with the suite's jest and two browsers, and
 * a look-up past 300 ms left a cold clip page without its first view (CI, first-view.spec.ts): tests that read the
 * first view would fail on the machine's load, not on the page.
 */
export const HOST_API_TIMEOUT_MS = 3000;

/** Per test: the console-error guard (console-guard.ts) and the errors a test declares it causes on purpose. */
interface GuardFixtures {
  /**
   * An object, not a bare array: Playwright reads an array whose second item is an object (a RegExp is) as a
   * `[value, options]` fixture tuple, which lost every pattern but the first ("allowed is not iterable").
   */
  allowedConsoleErrors: { patterns: RegExp[] };
  consoleErrors: ConsoleErrors;
}

export const test = base.extend<{ site: Site } & GuardFixtures, { stack: Stack }>({
  allowedConsoleErrors: [{ patterns: [] }, { option: true }],
  // Automatic: every test collects the console errors and uncaught page errors it did not declare (issue 19) and fails
  // on one. E2E_CONSOLE_GUARD=0 (a local investigation only; CI never sets it) attaches them to the test as a
  // 'console-errors' annotation instead.
  consoleErrors: [
    async ({ context, browser, allowedConsoleErrors }, use, testInfo) => {
      const guard = watchConsoleErrors(context, browser, allowedConsoleErrors.patterns);
      await use(guard);
      const unexpected = guard.finish();
      await guard.closeOpened();
      if (process.env.E2E_CONSOLE_GUARD !== '0') {
        expect(unexpected, 'console errors or uncaught page errors during the test (declare one only if the test causes it on purpose)').toEqual([]);
      } else if (unexpected.length > 0) {
        testInfo.annotations.push({ type: 'console-errors', description: unexpected.join('\n') });
      }
    },
    { auto: true },
  ],
  stack: [
    async ({}, use, workerInfo) => {
      const lib = await stackLib();
      const basePort = Number(process.env.E2E_PORT_BASE ?? 4300) + workerInfo.parallelIndex * 20;
      const apiPort = basePort + 10;
      const apiUrl = `http://localhost:${apiPort}/`;
      const log = (m: string) => console.log(`[stack:${workerInfo.parallelIndex}] ${m}`);
      const markBlock = await claimBlock(basePort, log);
      // The address a test run chose (scripts/test.mjs), else the usual 127.0.0.1:9099.
      const emulator = await (await emulatorLib()).startAuthEmulator({ host: process.env.FIREBASE_AUTH_EMULATOR_HOST || undefined, log });
      markBlock();
      let api: ApiServer | null = null;
      let twitch: TwitchStandInProcess | null = null;
      if (existsSync(path.join(ROOT, 'server', 'src', 'main.ts'))) {
        twitch = await lib.startTwitchStandIn({ port: basePort + 11, quiet: true, log });
        api = await lib.startApiServer({
          port: apiPort,
          quiet: true,
          log,
          env: {
            DATA_DIR: 'memory',
            SEED: process.env.E2E_SEED ?? 'true',
            CORS_ORIGINS: `http://localhost:${basePort},http://127.0.0.1:${basePort}`,
            FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
            RATE_LIMIT: 'false',
            TWITCH_REDIRECT_URI: `http://localhost:${basePort}/oauth/twitch`,
            ...twitch.serverEnv,
          },
        }).catch(async (error: unknown) => {
          await twitch?.stop();
          throw error;
        });
      } else log('server/src/main.ts is missing: running without the API');
      let web: WebServers;
      try {
        web = await lib.startWebServers({
          basePort,
          apiBaseUrl: apiUrl,
          authEmulatorUrl: `http://${emulator.host}`,
          remoteLoadTimeoutMs: REMOTE_LOAD_TIMEOUT_MS,
          hostApiTimeoutMs: HOST_API_TIMEOUT_MS,
          log,
        });
      } catch (error) {
        // The API runs in its own process group: never leave it behind (e.g. a port of the block is taken).
        await api?.stop();
        await twitch?.stop();
        throw error;
      }
      const extras: StaticServer[] = [];
      const stack: Stack = {
        web,
        api,
        apiUrl,
        shellUrl: web.shellUrl,
        basePort,
        twitch,
        extraPort: (n) => basePort + 4 + n,
        serveFolder: async (dir, n) => {
          const server = await lib.startStaticServer({ root: dir, port: basePort + 4 + n });
          extras.push(server);
          const close = server.close;
          // Closing twice (the test, then the stack) is fine.
          let closed: Promise<void> | null = null;
          server.close = () => (closed ??= close());
          return server;
        },
        closeExtras: async () => {
          await Promise.all(extras.splice(0).map((server) => server.close()));
        },
      };
      await use(stack);
      await stack.closeExtras();
      await web.close();
      await api?.stop();
      await twitch?.stop();
      // Another person's run may use an emulator this worker started: keep it unless asked.
      if (process.env.E2E_STOP_EMULATOR === '1') await emulator.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  site: async ({ stack }, use) => {
    const saved = { ...stack.web.state.remotes };
    const site: Site = {
      stack,
      setRemote: (name, url) => {
        stack.web.state.remotes[name] = url;
      },
      remoteServer: (name) => stack.web.servers[name],
      open: async (page, pathname) => {
        await page.goto(stack.shellUrl + pathname);
        await expect(page.getByTestId('brand')).toBeVisible();
      },
    };
    await use(site);
    await stack.closeExtras();
    stack.web.state.remotes = saved;
    for (const [name, server] of Object.entries(stack.web.servers)) {
      if (name === 'shell') continue;
      server.setDown(false);
      server.setDelay(0);
    }
  },
  baseURL: async ({ stack }, use) => use(stack.shellUrl),
});

export { expect };
export type { Page };
