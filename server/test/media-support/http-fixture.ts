import http from 'node:http';
import type { AddressInfo } from 'node:net';

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
