import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, freePort, testDbKind } from './support';

/** `pnpm start` runs src/main.ts: it must come up from the environment alone and stop cleanly on SIGTERM. */
describe('main.ts', () => {
  test('starts from env (PGlite folder or DATABASE_URL), answers, and shuts down gracefully on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clipyard-main-'));
    const database = testDbKind() === 'postgres' ? await createTestDatabase() : null;
    const port = await freePort();
    // As `pnpm start` runs it: node with tsx's loader, one process (the tsx command's signal relay gives up after
    // 30 ms and SIGKILLs the server, exit 143, on a loaded machine: run 13).
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(__dirname, '..'),
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED: 'false',
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      let answer: { isSuccessful?: boolean } | null = null;
      // Generous: on a loaded 2-core machine tsx compiling and PGlite starting can take a while.
      for (let i = 0; i < 480 && !answer; i += 1) {
        answer = await fetch(`http://127.0.0.1:${port}/is-online`).then((r) => r.json() as Promise<{ isSuccessful: boolean }>).catch(() => null);
        if (!answer) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(answer).toMatchObject({ isSuccessful: true });
      if (!database) expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('shutting down');
    } catch (error) {
      // Keep the server's own words with the failure.
      throw new Error(`${(error as Error).message}\n--- server output ---\n${output.slice(-3000)}`);
    } finally {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    }
  }, 200_000);
});
