import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { assertFetchableUrl, downloadToFile, FetchProblem, isAllowlisted, isPublicAddress, type Resolver } from '../src/net';
import { localServer } from './media-support/http-fixture';
import { tempDir } from './media-support/fixtures';

async function problemOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FetchProblem) return error.code;
    throw error;
  }
  return 'OK';
}

describe('address policy', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.100.100.200',
    '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd00:ec2::254', 'ff02::1',
    '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::7f00:1', '::808:808', '64:ff9b::7f00:1', '2002:7f00:1::1', 'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('allowlists a host or one port of it', () => {
    expect(isAllowlisted(new URL('http://127.0.0.1:4000/a'), ['127.0.0.1:4000'])).toBe(true);
    expect(isAllowlisted(new URL('http://127.0.0.1:4001/a'), ['127.0.0.1:4000'])).toBe(false);
    expect(isAllowlisted(new URL('http://media.test/a'), ['media.test'])).toBe(true);
    expect(isAllowlisted(new URL('http://[::1]:80/a'), ['[::1]'])).toBe(true);
  });
});

describe('submit-time URL check', () => {
  const toLoopback: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
  const toPublic: Resolver = async () => [{ address: '93.184.216.34', family: 4 }];

  it.each([
    'http://127.0.0.1/clip.mp4',
    'http://10.0.0.1/clip.mp4',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/clip.mp4',
    'http://[::ffff:127.0.0.1]/clip.mp4',
    'http://[::127.0.0.1]/clip.mp4',
    'http://0x7f.1/clip.mp4',
    'http://2130706433/clip.mp4',
    'http://localhost/clip.mp4',
  ])('refuses %s as UNSAFE_URL', async (url) => {
    expect(await problemOf(assertFetchableUrl(new URL(url), []))).toBe('UNSAFE_URL');
  });

  it('refuses a host name whose DNS answer is loopback', async () => {
    expect(await problemOf(assertFetchableUrl(new URL('https://videos.example/clip.mp4'), [], toLoopback))).toBe('UNSAFE_URL');
  });

  it('refuses when any one of the DNS answers is private', async () => {
    const mixed: Resolver = async () => [{ address: '93.184.216.34', family: 4 }, { address: '10.1.2.3', family: 4 }];
    expect(await problemOf(assertFetchableUrl(new URL('https://videos.example/clip.mp4'), [], mixed))).toBe('UNSAFE_URL');
  });

  it('accepts a public host and refuses non-http schemes', async () => {
    expect(await problemOf(assertFetchableUrl(new URL('https://videos.example/clip.mp4'), [], toPublic))).toBe('OK');
    expect(await problemOf(assertFetchableUrl(new URL('ftp://videos.example/clip.mp4'), [], toPublic))).toBe('INVALID_URL');
    expect(await problemOf(assertFetchableUrl(new URL('file:///etc/passwd'), [], toPublic))).toBe('INVALID_URL');
  });

  it('lets an allowlisted development host through', async () => {
    expect(await problemOf(assertFetchableUrl(new URL('http://127.0.0.1:4000/clip.mp4'), ['127.0.0.1:4000']))).toBe('OK');
  });
});

describe('download', () => {
  let work: Awaited<ReturnType<typeof tempDir>>;
  let other: Awaited<ReturnType<typeof localServer>>;
  let allowed: Awaited<ReturnType<typeof localServer>>;
  const payload = Buffer.alloc(50_000, 7);

  /** Where each redirecting path of the allowed server points (a loopback port other than its own is private). */
  const redirects = (): Record<string, { status: number; location: string }> => ({
    '/to-private': { status: 302, location: `http://127.0.0.1:${other.port}/` },
    '/to-metadata': { status: 301, location: 'http://169.254.169.254/latest/meta-data/' },
    '/to-ipv6-loopback': { status: 307, location: 'http://[::1]/x' },
    '/to-localhost-name': { status: 302, location: `http://localhost:${other.port}/` },
    '/to-file': { status: 302, location: 'file:///etc/passwd' },
    '/loop': { status: 302, location: '/loop' },
    '/relative': { status: 302, location: '/video.mp4' },
  });

  beforeAll(async () => {
    work = await tempDir();
    // A second loopback server: reachable, but not allowlisted, so reaching it is a private-address fetch.
    other = await localServer((_req, res) => res.end('internal secret'));
    allowed = await localServer((req, res) => {
      const u = new URL(req.url ?? '/', 'http://x');
      if (u.pathname === '/video.mp4') return res.end(payload);
      const redirect = redirects()[u.pathname];
      if (redirect) {
        res.writeHead(redirect.status, { location: redirect.location });
        return res.end();
      }
      if (u.pathname === '/big-unannounced') {
        res.writeHead(200, { 'content-type': 'video/mp4' });
        res.write(Buffer.alloc(60_000));
        res.write(Buffer.alloc(60_000));
        return res.end();
      }
      if (u.pathname === '/slow') {
        res.writeHead(200);
        res.write('x');
        return; // never ends
      }
      res.writeHead(404);
      res.end();
    });
  });
  afterAll(async () => {
    await allowed.close();
    await other.close();
    await work.remove();
  });

  const policy = () => ({ allowlist: [`127.0.0.1:${allowed.port}`], maxBytes: 100_000, timeoutMs: 5_000 });
  const target = () => path.join(work.dir, `download-${Math.random().toString(36).slice(2)}`);

  it('downloads from an allowlisted server, following a relative redirect', async () => {
    const file = target();
    const result = await downloadToFile(new URL(`${allowed.url}/relative`), file, policy());
    expect(result.bytes).toBe(payload.length);
    expect((await readFile(file)).equals(payload)).toBe(true);
  });

  it.each(['/to-private', '/to-metadata', '/to-ipv6-loopback', '/to-localhost-name', '/to-file'])(
    'refuses the redirect %s to a non-public address and writes nothing',
    async (hop) => {
      const file = target();
      expect(await problemOf(downloadToFile(new URL(`${allowed.url}${hop}`), file, policy()))).toBe('UNSAFE_URL');
      await expect(readFile(file)).rejects.toThrow();
    },
  );

  it('refuses a direct private address even when its port answers', async () => {
    expect(await problemOf(downloadToFile(new URL(`http://127.0.0.1:${other.port}/`), target(), policy()))).toBe('UNSAFE_URL');
  });

  it('checks the address it connects to, not an earlier DNS answer (rebinding)', async () => {
    // The submit-time check saw a public address; at connect time the name points at loopback.
    let calls = 0;
    const rebinding: Resolver = async () => (calls++ === 0 ? [{ address: '93.184.216.34', family: 4 }] : [{ address: '127.0.0.1', family: 4 }]);
    const url = new URL(`http://rebind.example:${other.port}/`);
    expect(await problemOf(assertFetchableUrl(url, [], rebinding))).toBe('OK');
    expect(await problemOf(downloadToFile(url, target(), { ...policy(), resolve: rebinding }))).toBe('UNSAFE_URL');
  });

  it('stops after 5 redirects', async () => {
    expect(await problemOf(downloadToFile(new URL(`${allowed.url}/loop`), target(), policy()))).toBe('FETCH_FAILED');
  });

  it('stops a body larger than the limit even without Content-Length', async () => {
    expect(await problemOf(downloadToFile(new URL(`${allowed.url}/big-unannounced`), target(), policy()))).toBe('MEDIA_TOO_LARGE');
  });

  it('gives up on a download that takes too long', async () => {
    const started = Date.now();
    expect(await problemOf(downloadToFile(new URL(`${allowed.url}/slow`), target(), { ...policy(), timeoutMs: 300 }))).toBe('FETCH_FAILED');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('answers FETCH_FAILED for an HTTP error', async () => {
    expect(await problemOf(downloadToFile(new URL(`${allowed.url}/missing`), target(), policy()))).toBe('FETCH_FAILED');
  });
});
