import { categoryPath, channelPath, clipPath, collectionPath } from './routes';

describe('page paths', () => {
  it('builds the channel and clip pages of ordinary logins and ids exactly as the routes spell them', () => {
    expect(channelPath('some_streamer')).toBe('/some_streamer');
    expect(clipPath('some_streamer', 'aB3-x_9Zq1')).toBe('/some_streamer/clip/aB3-x_9Zq1');
    expect(categoryPath('just-chatting')).toBe('/category/just-chatting');
    expect(collectionPath('some_streamer', 'Col-9_xYz1')).toBe('/some_streamer/collections/Col-9_xYz1');
  });

  it('encodes each segment, so a value with a reserved character stays inside its own segment', () => {
    expect(channelPath('a/b?c#d')).toBe('/a%2Fb%3Fc%23d');
    expect(clipPath('a b', '../x?y')).toBe('/a%20b/clip/..%2Fx%3Fy');
    expect(categoryPath('../a?b')).toBe('/category/..%2Fa%3Fb');
    expect(collectionPath('a b', '../x?y')).toBe('/a%20b/collections/..%2Fx%3Fy');
  });
});
