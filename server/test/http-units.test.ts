import { TokenCache } from '../src/auth/token-cache';
import { AnonymousCache } from '../src/http/anonymous-cache';
import { videoUrlFromThumbnail } from '../src/twitch/twitch-client';

/** Small pieces of the pipeline with a clock we control (the server tests cover them end to end). */
describe('TokenCache', () => {
  test('keeps a verified token until its expiry, drops a deleted user’s tokens, and stays bounded', () => {
    let now = 0;
    const cache = new TokenCache(2, () => now);
    cache.set('t1', { uid: 'a', claims: {} }, 1000);
    cache.set('t2', { uid: 'b', claims: {} }, 1000);
    expect(cache.get('t1')?.uid).toBe('a');
    now = 1000;
    expect(cache.get('t1')).toBeNull();
    now = 0;
    cache.set('t3', { uid: 'b', claims: {} }, 5000);
    cache.set('t4', { uid: 'c', claims: {} }, 5000);
    expect(cache.get('t2')).toBeNull(); // evicted: at most 2 entries
    cache.deleteUid('c');
    expect(cache.get('t4')).toBeNull();
    expect(cache.get('t3')?.uid).toBe('b');
    cache.set('expired', { uid: 'd', claims: {} }, 0);
    expect(cache.get('expired')).toBeNull();
  });
});

describe('videoUrlFromThumbnail', () => {
  test('replaces -preview-WxH.jpg with .mp4', () => {
    expect(videoUrlFromThumbnail('https://clips-media-assets2.twitch.tv/AT-cm%7C123-preview-480x272.jpg')).toBe('https://clips-media-assets2.twitch.tv/AT-cm%7C123.mp4');
  });
});

describe('AnonymousCache', () => {
  test('shares one computation per key until it expires, and never keeps a failure', async () => {
    let now = 0;
    const cache = new AnonymousCache(1000, 10, () => now);
    let runs = 0;
    const compute = async () => `"answer ${++runs}"`;
    expect(await Promise.all([cache.get('k', compute), cache.get('k', compute)])).toEqual(['"answer 1"', '"answer 1"']);
    expect(await cache.get('other', compute)).toBe('"answer 2"');
    now = 1000;
    expect(await cache.get('k', compute)).toBe('"answer 3"');
    await expect(cache.get('bad', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('bad', compute)).toBe('"answer 4"');
    expect(new AnonymousCache(0).enabled).toBe(false);
  });
});
