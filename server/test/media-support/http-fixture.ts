import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ClipyardMedia } from '../../src/media';

/** A loopback HTTP server for fetch tests (a 'remote' video host, redirectors...). */
export async function localServer(handler: http.RequestListener): Promise<{ url: string; port: number; close(): Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A one-second 160×90 sample video made by ffmpeg, on a loopback "remote" video host at /clip.mp4: the clip URL a
 * submitter gives. Loopback, so the API fetches it only when the host's port is allowlisted (`host.port`).
 */
export async function sampleVideoHost(media: Pick<ClipyardMedia, 'generateTestVideo'>, dir: string, { withAudio = true } = {}) {
  const sample = path.join(dir, 'sample.mp4');
  await media.generateTestVideo(sample, { seconds: 1, width: 160, height: 90, withAudio });
  const bytes = await readFile(sample);
  const host = await localServer((req, res) => {
    if (req.url === '/clip.mp4') return res.end(bytes);
    res.writeHead(404);
    res.end();
  });
  return { host, videoUrl: `${host.url}/clip.mp4` };
}
