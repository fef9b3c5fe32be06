import { clipVideoKey } from '@clipyard/shared/media';
import { attachmentDisposition, downloadFileName, sanitizeFileStem } from '../src/media/host/download-name';
import { toWebVtt, vttTimestamp } from '../src/features/playback/web-vtt';
import { createTestServer, type TestServer } from './support/test-server';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';

describe('captions, oEmbed and downloads', () => {
  let server: TestServer;
  let channel: string;

  beforeAll(async () => {
    server = await createTestServer();
    channel = await insertChannel(server.db, uniqueLogin('cap'), 'Cap Channel');
  });
  afterAll(async () => {
    // Plain GETs through fetch's keep-alive pool: drop the sockets so close() does not wait for them to time out.
    server.app.server.closeAllConnections();
    await server.close();
  });

  describe('GET /captions/{id}.vtt', () => {
    it('serves the transcript as WebVTT, markup escaped, open to any origin', async () => {
      const c = await insertClip(server.db, { channel });
      await server.db
        .insertInto('transcript_cues')
        .values([
          { clip_id: c, language: 'en', start_seconds: 1.5, end_seconds: 3.25, text: 'then <b>this</b> & that' },
          { clip_id: c, language: 'en', start_seconds: 0, end_seconds: 1.5, text: 'first\n\nline --> here' },
        ])
        .execute();
      const res = await fetch(`${server.url}/captions/${c}.vtt`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const text = await res.text();
      expect(text).toBe(
        ['WEBVTT', 'Language: en', '', '1', '00:00:00.000 --> 00:00:01.500', 'first\nline --&gt; here', '', '2', '00:00:01.500 --> 00:00:03.250', 'then &lt;b&gt;this&lt;/b&gt; &amp; that', '', ''].join('\n'),
      );
    });

    it('answers an empty file for a clip without transcript, and 404 for unknown, deleted or malformed ids', async () => {
      const empty = await insertClip(server.db, { channel });
      expect(await (await fetch(`${server.url}/captions/${empty}.vtt`)).text()).toBe('WEBVTT\n\n');
      const gone = await insertClip(server.db, { channel, status: 'deleted' });
      for (const path of [`/captions/${gone}.vtt`, '/captions/unknownclip.vtt', `/captions/${empty}.txt`, '/captions/..%2Fetc.vtt']) {
        const res = await fetch(`${server.url}${path}`);
        expect(res.status).toBe(404);
        expect(((await res.json()) as { errorCode: string }).errorCode).toMatch(/NOT_FOUND$/);
      }
    });

    it('formats timestamps past an hour', () => {
      expect(vttTimestamp(3723.0456)).toBe('01:02:03.046');
      expect(toWebVtt([{ startSeconds: 2, endSeconds: 1, text: 'backwards' }], null)).toBe('WEBVTT\n\n');
    });
  });

  describe('GET /oembed', () => {
    const site = 'http://localhost:3000';
    /** The answer read whole, so no connection stays open past the test. */
    const oembed = async (query: string) => {
      const res = await fetch(`${server.url}/oembed?${query}`);
      const text = await res.text();
      return { status: res.status, json: () => JSON.parse(text) as Record<string, unknown> };
    };

    it('answers a clip page address with a video embed', async () => {
      const c = await insertClip(server.db, { channel, title: 'Big "play" <now>' });
      const res = await oembed(`url=${encodeURIComponent(`${site}/${channel}/clip/${c}`)}`);
      expect(res.status).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ version: '1.0', type: 'video', provider_name: 'Clipyard', title: 'Big "play" <now>', author_name: 'Cap Channel', author_url: `${site}/${channel}`, width: 640, height: 360 });
      expect(body.html).toBe(
        `<iframe src="${site}/embed/${channel}/${c}" width="640" height="360" title="Big &quot;play&quot; &lt;now&gt;" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`,
      );
      // The embed address itself is a clip address too, and maxwidth shrinks the player keeping 16:9.
      const small = (await oembed(`url=${encodeURIComponent(`${site}/embed/${channel}/${c}`)}&maxwidth=320`)).json();
      expect([small.width, small.height]).toEqual([320, 180]);
    });

    it('404s for an unknown, deleted or foreign-channel clip, or another site', async () => {
      const gone = await insertClip(server.db, { channel, status: 'deleted' });
      const c = await insertClip(server.db, { channel });
      for (const url of [`${site}/${channel}/clip/unknownclip1`, `${site}/${channel}/clip/${gone}`, `${site}/otherchannel/clip/${c}`, `https://evil.example/${channel}/clip/${c}`, `${site}/${channel}`]) {
        const res = await oembed(`url=${encodeURIComponent(url)}`);
        expect(res.status).toBe(404);
      }
    });

    it('refuses bad input with 4xx, never 500', async () => {
      expect((await oembed('')).status).toBe(400);
      expect((await oembed('url=not%20a%20url')).status).toBe(400);
      expect((await oembed(`url=${encodeURIComponent('x'.repeat(3000))}`)).status).toBe(400);
      expect((await oembed('url=a%00b')).status).toBe(400);
      expect((await oembed(`url=${encodeURIComponent(`${site}/a/clip/b`)}&format=xml`)).status).toBe(501);
    });
  });

  describe('downloads from the media host', () => {
    it('answers ?download=1 with an attachment named after the channel and the sanitized title', async () => {
      const c = await insertClip(server.db, { channel, title: 'ゆき: the "best" / play?' });
      await server.media.storage.put(clipVideoKey(channel, c, 'source'), Buffer.from('mp4 bytes'), 'video/mp4');
      const plain = await fetch(`${server.url}/media/${clipVideoKey(channel, c, 'source')}`);
      expect(await plain.text()).toBe('mp4 bytes');
      expect(plain.headers.get('content-disposition')).toBeNull();
      const res = await fetch(`${server.url}/media/${clipVideoKey(channel, c, 'source')}?download=1`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('mp4 bytes');
      const name = `${channel} - ゆき the best play.mp4`;
      expect(res.headers.get('content-disposition')).toBe(attachmentDisposition(name));
      expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
      expect(res.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
    });

    it('sanitizes file names', () => {
      expect(sanitizeFileStem('..\\..//etc/passwd\u0000')).toBe('etc passwd');
      expect(sanitizeFileStem('\u202egnp.exe')).toBe('gnp.exe');
      expect(downloadFileName('chan', '   ', 'clipId123', 'mkv')).toBe('chan - clipId123.mkv');
      expect(sanitizeFileStem('a'.repeat(300))).toHaveLength(100);
      expect(attachmentDisposition('ゆき.mp4')).toBe(`attachment; filename="_.mp4"; filename*=UTF-8''%E3%82%86%E3%81%8D.mp4`);
    });
  });
});
