/**
 * @jest-environment jsdom
 */
import { sampleClip } from '@clipyard/testing/fixtures';
import { FIRST_DATA_ID, firstClip, firstFrontpage, forgetFirstClip, forgetFirstFrontpage, resetFirstData } from './first-data';

function inline(json: string) {
  document.head.innerHTML = `<script type="application/json" id="${FIRST_DATA_ID}">${json}</script>`;
}

beforeEach(() => {
  resetFirstData();
  localStorage.clear();
  document.head.innerHTML = '';
});

test('gives the inlined clip for its own id, as often as asked, until forgotten', () => {
  const clip = sampleClip({ internalClipId: 'clipAbc123' });
  inline(JSON.stringify({ clip }));
  expect(firstClip('otherClip1')).toBeNull();
  expect(firstClip('clipAbc123')).toEqual(clip);
  expect(firstClip('clipAbc123')).toEqual(clip);
  forgetFirstClip();
  expect(firstClip('clipAbc123')).toBeNull();
});

test('a visitor with a saved profile asks the API (the inlined answer is the signed-out one)', () => {
  inline(JSON.stringify({ clip: sampleClip({ internalClipId: 'clipAbc123' }) }));
  localStorage.setItem('userProfile', '{"userName":"someone"}');
  expect(firstClip('clipAbc123')).toBeNull();
});

test('no inlined data, or broken JSON, is simply no first data', () => {
  expect(firstClip('clipAbc123')).toBeNull();
  resetFirstData();
  inline('{"clip": ');
  expect(firstClip('clipAbc123')).toBeNull();
});

test('gives the inlined frontpage page only for its own sort and period, to a visitor without a saved profile', () => {
  const clipList = [sampleClip({ internalClipId: 'clipAbc123' })];
  inline(JSON.stringify({ frontpage: { sort: 'trending', period: '7d', clipList, nextCursor: 'next1' } }));
  expect(firstFrontpage('top', '7d')).toBeNull();
  expect(firstFrontpage('trending', 'all')).toBeNull();
  expect(firstFrontpage('trending', '7d')).toEqual({ clipList, nextCursor: 'next1' });
  localStorage.setItem('userProfile', '{"userName":"someone"}');
  expect(firstFrontpage('trending', '7d')).toBeNull();
  localStorage.clear();
  forgetFirstFrontpage();
  expect(firstFrontpage('trending', '7d')).toBeNull();
});

test('the inlined frontpage page is given again for a moment after its first use (a remount), then never', () => {
  inline(JSON.stringify({ frontpage: { sort: 'new', period: 'all', clipList: [], nextCursor: null } }));
  expect(firstFrontpage('new', 'all', 1_000)).toEqual({ clipList: [], nextCursor: null });
  expect(firstFrontpage('new', 'all', 2_500)).toEqual({ clipList: [], nextCursor: null });
  expect(firstFrontpage('new', 'all', 3_500)).toBeNull();
});
