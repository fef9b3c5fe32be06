/**
 * @jest-environment node
 */
import { createRouteData, FOUND_TTL_MS } from './route-data.mjs';

/** The route data's cache, with the API answered by a stub (fetch) and time moved by hand. */
test('a found clip is kept for a burst of views only: after FOUND_TTL_MS the next view asks the API again (a rename shows)', async () => {
  let title = 'Before the rename';
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    new Response(JSON.stringify({ isSuccessful: true, clipList: [{ internalClipId: 'c1', clipTitle: title }] }), { headers: { 'content-type': 'application/json' } }),
  );
  let clock = 1_000_000;
  try {
    const data = createRouteData({ apiBaseUrl: () => 'http://api.test/', now: () => clock });
    expect(((await data.clip('c1')) as { clip: { clipTitle: string } }).clip.clipTitle).toBe('Before the rename');
    title = 'Renamed';
    clock += FOUND_TTL_MS - 1;
    expect(((await data.clip('c1')) as { clip: { clipTitle: string } }).clip.clipTitle).toBe('Before the rename');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    clock += 2;
    expect(((await data.clip('c1')) as { clip: { clipTitle: string } }).clip.clipTitle).toBe('Renamed');
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(FOUND_TTL_MS).toBeLessThanOrEqual(5_000);
  } finally {
    fetchSpy.mockRestore();
  }
});
