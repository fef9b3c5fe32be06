import { pickRenditionByCapabilities, type DecodingInfoSource } from './pick-rendition';

const everything = () => 'probably';
const all = ['av1', 'x265', 'source'] as const;

function capabilities(answers: Record<string, { supported: boolean; smooth: boolean }>): DecodingInfoSource & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    decodingInfo: async ({ video }) => {
      asked.push(video.contentType);
      const key = video.contentType.includes('av01') ? 'av1' : video.contentType.includes('hvc1') ? 'x265' : 'source';
      return answers[key];
    },
  };
}

const question = { width: 1920, height: 1080 };

test('supported and smooth first, in order of file size', async () => {
  const caps = capabilities({ av1: { supported: true, smooth: false }, x265: { supported: true, smooth: true }, source: { supported: true, smooth: true } });
  // AV1 decodes but not smoothly (software decoding): the smooth x265 wins over it.
  expect(await pickRenditionByCapabilities(all, everything, caps, question)).toBe('x265');
  const fast = capabilities({ av1: { supported: true, smooth: true }, x265: { supported: true, smooth: true }, source: { supported: true, smooth: true } });
  expect(await pickRenditionByCapabilities(all, everything, fast, question)).toBe('av1');
});

test('when nothing is smooth, the smallest supported file; the source when nothing else is supported', async () => {
  const slow = capabilities({ av1: { supported: true, smooth: false }, x265: { supported: false, smooth: false }, source: { supported: true, smooth: false } });
  expect(await pickRenditionByCapabilities(all, everything, slow, question)).toBe('av1');
  const none = capabilities({ av1: { supported: false, smooth: false }, x265: { supported: false, smooth: false }, source: { supported: false, smooth: false } });
  expect(await pickRenditionByCapabilities(all, everything, none, question)).toBe('source');
});

test('renditions whose container the browser refuses are not asked about; nothing encoded is null', async () => {
  const caps = capabilities({ av1: { supported: true, smooth: true }, x265: { supported: true, smooth: true }, source: { supported: true, smooth: true } });
  const onlyMp4 = (type: string) => (type.includes('matroska') || type.includes('webm') || type.includes('hvc1') ? '' : 'probably');
  expect(await pickRenditionByCapabilities(all, onlyMp4, caps, question)).toBe('source');
  expect(caps.asked).toEqual(['video/mp4; codecs="avc1.640028"']);
  expect(await pickRenditionByCapabilities([], everything, caps, question)).toBeNull();
});
