import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';

/**
 * A server on an in-memory database (DATA_DIR=memory: tests, e2e) keeps its media in a folder of its own process.
 * They all used ./data/media: their encode job ids all start at 1, so two of them encoding at once would write the
 * same scratch files.
 */
describe('DATA_DIR=memory media folder', () => {
  const serverDir = path.resolve(__dirname, '..');

  /** loadConfig in a separate Node process: the folder it chose, and whether it existed while that process ran. */
  function childMediaDir(): { dir: string; existed: boolean } {
    const script = [
      "const { existsSync } = require('node:fs');",
      "const { loadConfig } = require('./src/config');",
      "const dir = loadConfig({ DATA_DIR: 'memory' }).mediaDir;",
      'process.stdout.write(JSON.stringify({ dir, existed: existsSync(dir) }));',
    ].join('\n');
    const out = execFileSync(process.execPath, [require.resolve('tsx/cli'), '-e', script], {
      cwd: serverDir,
      env: { ...process.env, NODE_OPTIONS: '' },
      encoding: 'utf8',
    });
    return JSON.parse(out) as { dir: string; existed: boolean };
  }

  test('is a temporary folder of this process, the same for every config it loads, never ./data/media', () => {
    const first = loadConfig({ DATA_DIR: 'memory' }).mediaDir;
    expect(path.dirname(first)).toBe(os.tmpdir());
    expect(path.basename(first)).toMatch(/^clipyard-memory-media-/);
    expect(existsSync(first)).toBe(true);
    expect(loadConfig({ DATA_DIR: 'memory' }).mediaDir).toBe(first);
    expect(path.resolve(first)).not.toBe(path.resolve(serverDir, 'data', 'media'));
  });

  test('differs between processes and is removed when its process exits', () => {
    const a = childMediaDir();
    const b = childMediaDir();
    expect(a.existed).toBe(true);
    expect(b.existed).toBe(true);
    expect(a.dir).not.toBe(b.dir);
    expect(existsSync(a.dir)).toBe(false);
    expect(existsSync(b.dir)).toBe(false);
  });

  test('MEDIA_DIR and a PGlite folder still decide where media goes', () => {
    expect(loadConfig({ DATA_DIR: 'memory', MEDIA_DIR: '/srv/media' }).mediaDir).toBe('/srv/media');
    expect(loadConfig({ DATA_DIR: 'some/folder' }).mediaDir).toBe(path.join('some/folder', 'media'));
    expect(loadConfig({}).mediaDir).toBe(path.join('data', 'media'));
  });
});
