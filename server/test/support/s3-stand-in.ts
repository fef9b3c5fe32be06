import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

// s3rver: an S3 server speaking the S3 REST protocol (Koa), in this process, on loopback. CommonJS without types.
const load = createRequire(__filename);
const S3rver = load('s3rver');
const S3Error = load('s3rver/lib/models/error');

/** One S3-compatible server for a test: its endpoint, and close(). */
export interface S3StandIn {
  port: number;
  endpoint: string;
  /** The environment that points the server's S3 driver (and tus's store) at it. */
  env(bucket: string): Record<string, string>;
  close(): Promise<void>;
}

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  body: unknown;
}
type Next = () => Promise<void>;

/** s3rver keeps a multipart upload as a folder of numbered part files (with `.md5` beside each) and a `key` file. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;
const PART_FILE = /^[1-9][0-9]{0,4}$/;

/**
 * s3rver implements CreateMultipartUpload, UploadPart and CompleteMultipartUpload but not ListParts (it answers 405)
 * nor AbortMultipartUpload, and it takes parts for an upload that does not exist. `@tus/s3-store` computes every
 * offset from ListParts and aborts on termination (ADR 0111), so this middleware, placed before s3rver's router,
 * answers those as S3 does (https://docs.aws.amazon.com/AmazonS3/latest/API/API_ListParts.html), reading s3rver's
 * own upload folders: part numbers ascending, quoted MD5 ETags, sizes, part-number-marker / max-parts pagination;
 * NoSuchUpload (404) for an unknown, completed or aborted upload, as S3 answers those.
 */
function multipartMiddleware(uploadsDir: (bucket: string) => string) {
  return async function multipart(ctx: KoaContext, next: Next): Promise<void> {
    const uploadId = ctx.query.uploadId;
    const match = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
    if (uploadId === undefined || !match || !['GET', 'DELETE', 'PUT', 'POST'].includes(ctx.method)) return next();
    const bucket = decodeURIComponent(match[1]!);
    const key = decodeURIComponent(match[2]!);
    const dir = UPLOAD_ID.test(uploadId) ? path.join(uploadsDir(bucket), uploadId) : null;
    const storedKey = dir ? await readFile(path.join(dir, 'key'), 'utf8').catch(() => null) : null;
    if (storedKey !== key) {
      throw new S3Error('NoSuchUpload', 'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.', { UploadId: uploadId });
    }
    if (ctx.method === 'PUT' || ctx.method === 'POST') return next(); // UploadPart, CompleteMultipartUpload: s3rver's own
    if (ctx.method === 'DELETE') {
      await rm(dir!, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = '';
      return;
    }
    ctx.body = await listParts(dir!, { bucket, key, uploadId, query: ctx.query });
  };
}

async function listParts(dir: string, request: { bucket: string; key: string; uploadId: string; query: KoaContext['query'] }) {
  const marker = Number(request.query['part-number-marker'] ?? 0) || 0;
  const maxParts = Math.min(Math.max(Number(request.query['max-parts'] ?? 1000) || 1000, 1), 1000);
  const numbers = (await readdir(dir))
    .filter((name) => PART_FILE.test(name))
    .map(Number)
    .filter((n) => n > marker)
    .sort((a, b) => a - b);
  const page = numbers.slice(0, maxParts);
  const parts = await Promise.all(
    page.map(async (n) => {
      const file = path.join(dir, String(n));
      const [info, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, 'utf8')]);
      return { PartNumber: n, LastModified: info.mtime.toISOString(), ETag: JSON.stringify(md5.trim()), Size: info.size };
    }),
  );
  const isTruncated = numbers.length > page.length;
  return {
    ListPartsResult: {
      '@': { xmlns: 'http://s3.amazonaws.com/doc/2006-03-01/' },
      Bucket: request.bucket,
      Key: request.key,
      UploadId: request.uploadId,
      StorageClass: 'STANDARD',
      PartNumberMarker: marker,
      NextPartNumberMarker: page.length ? page[page.length - 1] : marker,
      MaxParts: maxParts,
      IsTruncated: isTruncated,
      Part: parts,
    },
  };
}

/**
 * s3rver with ListParts and AbortMultipartUpload (see multipartMiddleware): the S3 stand-in of the tests, on loopback,
 * its objects in `directory`. Unsigned and signed requests are both answered (credentials S3RVER / S3RVER).
 */
export async function startS3StandIn(options: { directory: string; buckets: string[] }): Promise<S3StandIn> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: options.directory,
    configureBuckets: options.buckets.map((name) => ({ name })),
  });
  const uploadsDir = (bucket: string): string => server.store.getResourcePath(bucket, undefined, 'uploads');
  // Koa runs its middleware in order; s3rver's router is the last one. Before it, after the XML encoder.
  server.middleware.splice(server.middleware.length - 1, 0, multipartMiddleware(uploadsDir));
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    port,
    endpoint,
    env: (bucket) => ({
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }),
    close: () => server.close(),
  };
}
