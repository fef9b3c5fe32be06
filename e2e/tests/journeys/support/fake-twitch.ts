import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Twitch speaking the parts of its real protocol Clipyard uses: the OAuth 2 token endpoint
 * (authorization_code and client_credentials grants, form-encoded) and Helix `GET /helix/users` with a user token.
 * `authorize(login)` returns a code whose user token resolves to that channel login.
 */
export interface FakeTwitch {
  url: string;
  authorize(login: string): string;
  close(): Promise<void>;
}

export async function startFakeTwitch(port = 0): Promise<FakeTwitch> {
  const codes = new Map<string, string>();
  const tokens = new Map<string, string>();
  let counter = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake-twitch');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && url.pathname === '/oauth2/token') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        if (form.get('grant_type') === 'client_credentials') return send(200, { access_token: 'app-token', expires_in: 3600, token_type: 'bearer' });
        const login = codes.get(form.get('code') ?? '');
        if (form.get('grant_type') !== 'authorization_code' || !login) return send(400, { status: 400, message: 'Invalid authorization code' });
        codes.delete(form.get('code') ?? '');
        const token = `user-token-${++counter}`;
        tokens.set(token, login);
        return send(200, { access_token: token, refresh_token: `refresh-${counter}`, expires_in: 14400, scope: [], token_type: 'bearer' });
      }
      if (req.method === 'GET' && url.pathname === '/helix/users') {
        const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
        const login = tokens.get(token) ?? url.searchParams.get('login');
        if (!login) return send(401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' });
        return send(200, { data: [{ id: `id-${login}`, login, display_name: login, type: '', broadcaster_type: '', description: '', profile_image_url: '', created_at: '2020-01-01T00:00:00Z' }] });
      }
      send(404, { status: 404, message: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    authorize(login) {
      const code = `code-${login}-${++counter}`;
      codes.set(code, login);
      return code;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
