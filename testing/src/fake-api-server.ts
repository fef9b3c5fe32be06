import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 standing in for the API in client tests: each test sets how a path answers
 * and reads what was received (method, headers, body). No mocks of fetch: the client goes over the loopback.
 */
export interface ReceivedCall {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** READ_PRIMARY's header when sent (read-your-writes, ADR 0142). */
  readPrimary?: string;
  body: unknown;
}

/**
 * How a path answers. `delayMs` holds the answer for a time; `until` holds it until the test settles that promise
 * (an answer that must land after something else the test does, whatever the machine's speed).
 */
export type Responder = (call: ReceivedCall) => { status?: number; json?: unknown; raw?: string; delayMs?: number; until?: Promise<unknown> };

export interface FakeApiServer {
  baseUrl: string;
  calls: ReceivedCall[];
  on(path: string, responder: Responder): void;
  close(): Promise<void>;
}

export async function startFakeApiServer(): Promise<FakeApiServer> {
  const responders = new Map<string, Responder>();
  const calls: ReceivedCall[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      // A signed-out public read comes as a GET with its request in `?input=` (ADR 0141): recorded like its POST.
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = url.pathname.slice(1);
      const input = url.searchParams.get('input');
      const call: ReceivedCall = {
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        readPrimary: req.headers['x-clipyard-read-primary'] as string | undefined,
        body: text ? safeJson(text) : input !== null ? safeJson(input) : undefined,
      };
      calls.push(call);
      const responder = responders.get(path);
      const answer = responder ? responder(call) : { status: 404, json: { isSuccessful: false, errorCode: 'NOT_FOUND', message: 'no route' } };
      const send = () => {
        res.writeHead(answer.status ?? 200, {
          'content-type': answer.raw !== undefined ? 'text/html' : 'application/json',
          'access-control-allow-origin': '*',
        });
        res.end(answer.raw ?? JSON.stringify(answer.json ?? {}));
      };
      if (answer.until) void answer.until.then(send, send);
      else if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/`,
    calls,
    on: (path, responder) => responders.set(path, responder),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
