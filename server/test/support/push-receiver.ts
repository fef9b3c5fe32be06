import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local push service that speaks RFC 8030 (the server's Web Push tests send to it): it accepts a POST to
 * /push/{id}, answers 201 Created (or the status a test asks for), and keeps what arrived. Each subscription has
 * its own P-256 key pair and auth secret, as a browser's PushSubscription has, so a test can decrypt the payload
 * (RFC 8291 aes128gcm) and check the VAPID Authorization header (RFC 8292) exactly as a real push service would.
 */
export interface ReceivedPush {
  subscriptionId: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Decrypts an aes128gcm body sent to this subscription. */
  decrypt(body: Buffer): string;
}

export interface PushReceiver {
  url: string;
  received: ReceivedPush[];
  /** The status the next pushes to this subscription are answered with (201 by default; 410 means gone). */
  answerWith(subscriptionId: string, status: number): void;
  subscription(): FakeSubscription;
  close(): Promise<void>;
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
      if (request.method !== 'POST' || !id) {
        response.writeHead(404).end();
        return;
      }
      received.push({ subscriptionId: id, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(id) ?? 201, { location: `/message/${received.length}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let counter = 0;
  return {
    url,
    received,
    answerWith: (id, status) => void statuses.set(id, status),
    subscription() {
      const ecdh = createECDH('prime256v1');
      const uaPublic = ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const id = `sub${++counter}`;
      return {
        id,
        endpoint: `${url}/push/${id}`,
        keys: { p256dh: uaPublic.toString('base64url'), auth: authSecret.toString('base64url') },
        decrypt: (body) => decryptAes128gcm(body, ecdh.getPrivateKey(), uaPublic, authSecret),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 8291 section 3.4 and RFC 8188: one record, padding delimiter 0x02. */
function decryptAes128gcm(body: Buffer, uaPrivate: Buffer, uaPublic: Buffer, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(uaPrivate);
  const sharedSecret = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('missing the last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): an ES256 JWT signed by k, for the endpoint's
 * origin, not expired and not valid for more than 24 hours. Answers the JWT's claims.
 */
export function verifyVapid(header: string | undefined, endpoint: string): { aud: string; exp: number; sub: string; k: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a vapid Authorization header: ${header}`);
  const [token, k] = [match[1]!, match[2]!];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') }, format: 'jwk' });
  const ok = verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('VAPID signature does not verify');
  const header0 = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
  if (header0.alg !== 'ES256') throw new Error(`alg ${header0.alg}`);
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  const now = Math.floor(Date.now() / 1000);
  if (body.aud !== new URL(endpoint).origin) throw new Error(`aud ${body.aud}`);
  if (!(body.exp > now && body.exp <= now + 24 * 3600)) throw new Error(`exp ${body.exp}`);
  return { ...body, k };
}

