/**
 * @jest-environment jsdom
 */
import { sampleClip } from '../testing/sample-clip';
import { FIRST_DATA_ID, firstClip, forgetFirstClip, resetFirstData } from './first-data';

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
