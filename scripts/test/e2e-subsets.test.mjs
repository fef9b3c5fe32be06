/**
 * Each team's share of the e2e suite (e2e/team-subset.mjs, issue 21 item 6): `pnpm --filter ./mfe-streamer test:e2e`
 * runs the specs that open the streamer remote's pages, and no spec is left out of every share.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { pathsIn, subsets, teamsOfSpec } from '../../e2e/team-subset.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

test('a spec belongs to the teams whose pages it opens', () => {
  const spec = "await open(page, '/upload');\nawait page.goto(`${site.stack.shellUrl}/${clip.channelLogin}/clip/${clip.internalClipId}?t=5`);";
  assert.deepEqual(pathsIn(spec), ['/upload', '/x123456/clip/x123456']);
  assert.deepEqual([...teamsOfSpec(spec)].sort(), ['mfe_clips', 'mfe_streamer']);
  assert.deepEqual([...teamsOfSpec("await open(page, `/${CHANNEL}`);")], ['mfe_channels']);
  assert.deepEqual([...teamsOfSpec("await open(page, '/account/login');")], ['mfe_account']);
  assert.deepEqual([...teamsOfSpec("await open(page, '/settings');")], ['shell']);
  // Media and API documents are nobody's page.
  assert.deepEqual([...teamsOfSpec("await request.get('/media/clips/a/b/video.mp4'); await request.get('/openapi.json');")], []);
});

test('every spec is in some share, and each remote has its own', () => {
  const all = new Set(Object.values(subsets()).flat());
  const specs = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(ROOT, 'e2e', dir), { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else if (entry.name.endsWith('.spec.ts')) specs.push(path.join(dir, entry.name));
    }
  };
  walk('tests');
  assert.deepEqual(specs.filter((spec) => !all.has(spec)), []);
  const shares = subsets();
  assert.ok(shares.mfe_streamer.includes('tests/journeys/streamer-requests.spec.ts'));
  assert.ok(shares.mfe_clips.includes('tests/journeys/frontpage-rail.spec.ts'));
  assert.ok(shares.mfe_account.includes('tests/journeys/register-login.spec.ts'));
  assert.ok(shares.mfe_channels.includes('tests/journeys/channel-follow.spec.ts'));
  assert.ok(!shares.mfe_channels.includes('tests/journeys/register-login.spec.ts'));
});

test('every remote and the shell run their share with `test:e2e`', () => {
  for (const dir of ['shell', ...readdirSync(ROOT).filter((name) => name.startsWith('mfe-'))]) {
    const scripts = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')).scripts;
    assert.equal(scripts['test:e2e'], `node ../e2e/team-subset.mjs ${dir.replace('-', '_')}`, dir);
  }
});
