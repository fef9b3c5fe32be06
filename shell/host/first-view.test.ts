/**
 * @jest-environment node
 */
import { FIRST_VIEW_ID as SHARED_FIRST_VIEW_ID } from '@clipyard/shared';
import { FIRST_VIEW_ID, WIDE_NAV_MIN_WIDTH, WIDE_NAV_WIDTH, firstViewFor } from './first-view.mjs';
import * as app from '../src/features/layout/wide-nav';

const HOSTILE = '"><script>alert(1)</script>';
const clip = (id: string, over: Record<string, unknown> = {}) => ({ internalClipId: id, channelLogin: 'chan', channelDisplayName: 'Chan', clipTitle: `Title ${id}`, ...over });
const imageOf = (c: { internalClipId: string }) => `https://media.example/clips/chan/${c.internalClipId}.avif?version=1`;

test('the id is the one the shell waits on (shared/src/ui/first-view.ts)', () => {
  expect(FIRST_VIEW_ID).toBe(SHARED_FIRST_VIEW_ID);
});

test('a clip page: the poster at high priority, the title and channel as text, above the app and hidden from readers', () => {
  const view = firstViewFor({ kind: 'clip', clip: clip('abc123', { clipTitle: HOSTILE, channelDisplayName: `<b>${HOSTILE}</b>` }), clipList: null, language: 'en-US', imageOf })!;
  expect(view.markup).toMatch(/^<div id="cy-first-view" aria-hidden="true">/);
  expect(view.markup).toContain('<img src="https://media.example/clips/chan/abc123.avif?version=1" alt="" decoding="async" fetchpriority="high">');
  expect(view.markup).not.toContain('<script>');
  expect(view.markup).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(view.markup).toContain('&lt;b&gt;');
  // Fixed above the app, below dialogs (1300) and notifications; not painted at all for a saved profile.
  expect(view.style).toContain('#cy-first-view{position:fixed;inset:0;z-index:1250');
  expect(view.style).toContain(':root[data-profile] #cy-first-view{display:none}');
});

test('a clip with a vertical version gets the 9:16 box the clip page plays it in on a phone held upright (issue 23 item 3)', () => {
  const tall = firstViewFor({ kind: 'clip', clip: clip('abc123', { verticalVersion: true }), clipList: null, language: 'en-US', imageOf })!;
  const wide = firstViewFor({ kind: 'clip', clip: clip('abc123'), clipList: null, language: 'en-US', imageOf })!;
  expect(tall.markup).toContain('<div class="cy-fv-player cy-fv-tall">');
  expect(wide.markup).toContain('<div class="cy-fv-player">');
  // The same query and box as mfe-clips' ClipPlayer (PHONE_PORTRAIT_QUERY, VERTICAL_BOX).
  expect(tall.style).toContain('@media (max-width:599.95px) and (orientation:portrait){.cy-fv-tall{aspect-ratio:9/16;width:min(100%,calc(70svh * 9 / 16));margin:0 auto}.cy-fv-tall img{object-fit:cover}}');
});

test('the frontpage: its first eight cards, only the first thumbnail at high priority, the heading in the page language', () => {
  const clipList = Array.from({ length: 12 }, (_, i) => clip(`clip${i}xx`));
  const english = firstViewFor({ kind: 'frontpage', clip: null, clipList, language: 'en-US', imageOf })!.markup;
  expect(english.match(/class="cy-fv-card"/g)).toHaveLength(8);
  expect(english.match(/fetchpriority="high"/g)).toHaveLength(1);
  expect(english.match(/loading="lazy"/g)).toHaveLength(7);
  // The others wait for the first (their address set by the loader once it has been painted, ADR 0113).
  expect(english.match(/<img src=/g)).toHaveLength(1);
  expect(english.match(/<img data-src=/g)).toHaveLength(7);
  expect(english).toContain('<h1>Clips</h1>');
  expect(english).toContain('Title clip0xx');
  expect(english).not.toContain('Title clip8xx');
  expect(firstViewFor({ kind: 'frontpage', clip: null, clipList, language: 'ja', imageOf })!.markup).toContain('<h1>クリップ</h1>');
});

test('nothing to paint without data, on other pages, or for a clip without a thumbnail (no broken image)', () => {
  expect(firstViewFor({ kind: 'clip', clip: null, clipList: null, language: 'en-US', imageOf })).toBeNull();
  expect(firstViewFor({ kind: 'frontpage', clip: null, clipList: [], language: 'en-US', imageOf })).toBeNull();
  expect(firstViewFor({ kind: 'channel', clip: clip('abc123'), clipList: [clip('abc123')], language: 'en-US', imageOf })).toBeNull();
  const noThumbnail = firstViewFor({ kind: 'clip', clip: clip('abc123'), clipList: null, language: 'en-US', imageOf: () => null })!;
  expect(noThumbnail.markup).not.toContain('<img');
  expect(noThumbnail.markup).toContain('Title abc123');
});

test('from 1536 px the page lines up beside the persistent navigation column, centred in the width left (ADR 0112)', () => {
  const { style } = firstViewFor({ kind: 'frontpage', clip: null, clipList: [clip('abc123')], language: 'en-US', imageOf })!;
  // The numbers the app's layout uses (shell/src/features/layout/wide-nav.ts).
  expect([WIDE_NAV_MIN_WIDTH, WIDE_NAV_WIDTH]).toEqual([app.WIDE_NAV_MIN_WIDTH, app.WIDE_NAV_WIDTH]);
  // Below the breakpoint nothing changes: the page is centred in the whole width, as before.
  expect(style).toContain('.cy-fv-main{max-width:1400px;margin:0 auto;box-sizing:border-box}');
  const wide = /@media \(min-width:1536px\)\{#cy-first-view>\.cy-fv-main\{margin-left:max\((\d+)px,calc\(50% - (\d+)px\)\);margin-right:auto\}/.exec(style);
  expect(wide).not.toBeNull();
  const [floor, offset] = [Number(wide![1]), Number(wide![2])];
  // The app (shell/src/features/layout/Layout.tsx): a 240 px column, then main (at most 1400 px wide) centred in the rest.
  for (const width of [1536, 1600, 1640, 1920, 2560]) {
    const appLeft = 240 + Math.max(0, (width - 240 - 1400) / 2);
    const appWidth = Math.min(1400, width - 240);
    const left = Math.max(floor, width / 2 - offset);
    expect({ width, left, mainWidth: Math.min(1400, width - left) }).toEqual({ width, left: appLeft, mainWidth: appWidth });
  }
  // The column's right border, where the app draws it.
  expect(style).toContain('#cy-first-view::before{content:"";position:absolute;left:239px;');
});
