/**
 * Slow-loris clients for the timeout tests of every Clipyard server (the API, the HTML host, the remotes' static
 * server): a raw socket on loopback that trickles a request and never finishes it. Each trickled byte resets the
 * socket's idle timer, so only a request or headers deadline can end the connection: the tests prove those deadlines
 * exist and hold, not merely that a setting was written.
 */
import { connect } from 'node:net';

/**
 * Opens a socket, writes `head`, then one `drip` string every `everyMs` until the server closes the socket or
 * `giveUpMs` passes. Resolves with how long the socket stayed open and the first bytes the server answered.
 * @param {{ port: number, head: string, drip: string, everyMs?: number, giveUpMs: number }} o
 * @returns {Promise<{ closed: boolean, openMs: number, answer: string }>}
 */
export function trickle(o) {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect({ host: '127.0.0.1', port: o.port });
    let answer = '';
    let timer;
    const done = (closed) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closed, openMs: Date.now() - started, answer });
    };
    const giveUp = setTimeout(() => done(false), o.giveUpMs);
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (answer = (answer + chunk).slice(0, 2000)));
    socket.on('close', () => done(true));
    socket.on('error', () => done(true));
    socket.on('connect', () => {
      socket.write(o.head);
      timer = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write(o.drip);
      }, o.everyMs ?? 200);
    });
  });
}

/** Headers that never end: a request line, then one more header line every tick. */
export function slowHeaders(port, giveUpMs, path = '/') {
  return trickle({ port, giveUpMs, head: `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n`, drip: 'X-Slow: 1\r\n' });
}

/** A body announced as 1000 bytes of which 10 arrive, then one byte a tick (never the whole of it in time). */
export function slowBody(port, giveUpMs, path = '/', method = 'POST') {
  const head = `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":"0123`;
  return trickle({ port, giveUpMs, head, drip: '4', everyMs: 200 });
}
